import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { msg } from '../messages/validation';
import { text, tooMany } from './limits';

describe('request length limits', () => {
  it('answers the catalogue’s text past the maximum, and only that', () => {
    const field = text(10).superRefine((_v, ctx) => ctx.addIssue({ code: 'custom', message: 'rule ran' }));
    expect(field.safeParse('x'.repeat(11)).error?.issues.map((i) => i.message)).toEqual([
      msg('validation.text.tooLong', { max: 10 }),
    ]);
    expect(field.safeParse('x'.repeat(10)).error?.issues.map((i) => i.message)).toEqual(['rule ran']);
  });

  it('gives lists the catalogue’s text past their maximum', () => {
    const list = z.array(z.string()).max(2, tooMany(2));
    expect(list.safeParse(['a', 'b', 'c']).error?.issues[0]?.message).toBe(
      msg('validation.list.tooLong', { max: 2 }),
    );
  });
});
