import { createHash } from 'node:crypto';
import { msg } from '@circles/shared/messages/audit';
import type { AuditFilter } from '../audit-log';
import { AppError } from '../../platform/errors';

/*
 * The audit log's cursor: base64url JSON of a fingerprint of the filter as asked (`f`), the effective
 * range (`from`, `to`), and where to go on: after an event (`p`), or at the top of a month bucket (`m`).
 * Anything else, or a cursor of another filter, is a 400 and never reaches DynamoDB.
 */

/** An event's place: its time, id and whose record (from which each of its three keys follows). */
export interface Position {
  at: string;
  id: string;
  memberId: string;
}
export interface CursorState {
  /** Fingerprint of the filter as asked. */
  f: string;
  from: string | null;
  to: string;
  p?: Position;
  m?: string;
}

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
/** An instant as the events store it (`toISOString`), loosely: the cursor only ever holds stored ones. */
const ISO = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const MONTH = /^\d{4}-\d{2}$/;

/** The 400 of a cursor that is malformed or belongs to another query. */
export function badCursor(): never {
  throw new AppError('VALIDATION', 'The request has errors. Please correct them and try again.', {
    issues: [{ path: 'query.cursor', message: msg('audit.api.cursorInvalid') }],
  });
}

/** A short fingerprint of the filter as asked: a cursor only goes on with the query that made it. */
export const fingerprint = (f: AuditFilter) =>
  createHash('sha256')
    .update(JSON.stringify([f.memberId, f.actorId, f.action, f.from, f.to]))
    .digest('base64url')
    .slice(0, 16);

/** The opaque cursor of a state: base64url JSON. */
export const encodeCursor = (state: CursorState) => Buffer.from(JSON.stringify(state)).toString('base64url');

function isPosition(p: unknown): p is Position {
  const x = p as Position;
  return (
    typeof p === 'object' &&
    p !== null &&
    Object.keys(p).length === 3 &&
    typeof x.at === 'string' &&
    ISO.test(x.at) &&
    typeof x.id === 'string' &&
    ULID.test(x.id) &&
    typeof x.memberId === 'string' &&
    ID.test(x.memberId)
  );
}

/** The state of a cursor of the query fingerprinted `f`; 400 on anything else. */
export function decodeCursor(cursor: string, f: string): CursorState {
  let s: CursorState;
  try {
    s = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorState;
  } catch {
    return badCursor();
  }
  const ok =
    typeof s === 'object' &&
    s !== null &&
    s.f === f &&
    typeof s.to === 'string' &&
    ISO.test(s.to) &&
    (s.from === null || (typeof s.from === 'string' && ISO.test(s.from) && s.from < s.to)) &&
    (s.p === undefined) !== (s.m === undefined) &&
    (s.p === undefined || isPosition(s.p)) &&
    (s.m === undefined || (typeof s.m === 'string' && MONTH.test(s.m)));
  return ok ? s : badCursor();
}
