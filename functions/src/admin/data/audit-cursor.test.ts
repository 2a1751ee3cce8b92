import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, fingerprint, type CursorState } from './audit-cursor';

const f = fingerprint({ memberId: 'mary' });
const state: CursorState = {
  f,
  from: null,
  to: '2026-11-25T12:00:00.000Z',
  p: { at: '2026-11-25T10:00:00.000Z', id: '01JDQ0000000000000000000AA', memberId: 'mary' },
};
const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the audit cursor', () => {
  it('gives back the state it was made from, for the same filter', () => {
    expect(decodeCursor(encodeCursor(state), f)).toEqual(state);
    expect(decodeCursor(encodeCursor({ ...state, p: undefined, m: '2026-10' }), f)).toMatchObject({
      m: '2026-10',
    });
  });

  it('fingerprints each filter field, so another query gets another fingerprint', () => {
    const prints = [
      {},
      { memberId: 'mary' },
      { actorId: 'mary' },
      { action: 'user.view' },
      { from: '2026-01-01T00:00:00.000Z' },
      { to: '2026-01-01T00:00:00.000Z' },
    ].map(fingerprint);
    expect(new Set(prints).size).toBe(prints.length);
  });

  it.each([
    ['a cursor of another filter', encodeCursor(state), fingerprint({ memberId: 'paul' })],
    ['text that is not JSON', 'bm90LWpzb24', f],
    ['JSON that is not a state', forged(['x']), f],
    ['a position and a month at once', forged({ ...state, m: '2026-11' }), f],
    ['neither a position nor a month', forged({ ...state, p: undefined }), f],
    ['an event id that is not a ULID', forged({ ...state, p: { ...state.p, id: 'x' } }), f],
    ['a position with extra fields', forged({ ...state, p: { ...state.p, pk: 'USER#1' } }), f],
    ['a member id with a key separator', forged({ ...state, p: { ...state.p, memberId: 'a#b' } }), f],
    ['a range that ends before it starts', forged({ ...state, from: '2027-01-01T00:00:00.000Z' }), f],
    ['a month that is not one', forged({ ...state, p: undefined, m: '2026-1' }), f],
  ])('refuses %s with a 400 on query.cursor', (_what, cursor, print) => {
    expect(() => decodeCursor(cursor, print)).toThrow(
      expect.objectContaining({
        kind: 'VALIDATION',
        issues: [{ path: 'query.cursor', message: 'Invalid cursor' }],
      }),
    );
  });
});
