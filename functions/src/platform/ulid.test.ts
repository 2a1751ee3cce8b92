import { decodeTime, isValid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { newUlid } from './ulid';

describe('newUlid', () => {
  it('makes valid ULIDs that carry the given time', () => {
    const at = Date.parse('2026-11-26T12:00:00.000Z');
    const id = newUlid(at);
    expect(isValid(id)).toBe(true);
    expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(decodeTime(id)).toBe(at);
  });

  it('gives a different random part to each id of the same millisecond, past one pool of bytes', () => {
    const ids = Array.from({ length: 1000 }, () => newUlid(1_700_000_000_000));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('spreads the random characters over the whole alphabet', () => {
    const seen = new Set(
      Array.from({ length: 200 }, () => newUlid().slice(10))
        .join('')
        .split(''),
    );
    expect(seen.size).toBe(32);
  });
});
