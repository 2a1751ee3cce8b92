import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { nameRule } from '../rules/text';
import { zodCheck } from './zod-check';

describe('zodCheck', () => {
  it('adds the rule message as a custom issue', () => {
    const schema = z.string().superRefine(zodCheck(nameRule));
    const result = schema.safeParse('Ann2');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Invalid name');
    expect(result.error?.issues[0]?.code).toBe('custom');
    expect(schema.safeParse('Ann').success).toBe(true);
  });
});
