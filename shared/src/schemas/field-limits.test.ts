import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { noteCreateBodySchema, NOTE_MESSAGE_MAX_LENGTH } from './note';
import { registerUserBodySchema, stickyNoteCreateBodySchema } from './people';
import { maxLengthOf } from './field-limits';

describe('maxLengthOf', () => {
  it('reads the limit of a text field through optional, transforms, pipes and refinements', () => {
    expect(maxLengthOf(noteCreateBodySchema, 'message')).toBe(NOTE_MESSAGE_MAX_LENGTH);
    expect(maxLengthOf(stickyNoteCreateBodySchema, 'message')).toBe(2000);
    expect(maxLengthOf(registerUserBodySchema, 'referralDetails')).toBe(1000);
    expect(maxLengthOf(z.string().max(9).max(5).optional())).toBe(5);
  });

  it('answers undefined for a field without a limit or a path that names no field', () => {
    expect(maxLengthOf(z.object({ a: z.string() }), 'a')).toBeUndefined();
    expect(maxLengthOf(noteCreateBodySchema, 'nope')).toBeUndefined();
    expect(maxLengthOf(z.string(), 'a')).toBeUndefined();
  });
});
