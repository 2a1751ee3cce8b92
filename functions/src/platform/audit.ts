import { newUlid } from './ulid';
import type { AuditEvent, AuditLog } from '../members/ports';
import type { Actor } from '@circles/shared/access/types';

/**
 * Records what an actor did to whose record, and whether it was allowed (ACCESS.md: every read of health
 * data, every write, export and PDF, and every denial). `actor` undefined means an anonymous caller.
 */
export async function audit(
  deps: { audit: AuditLog; now: () => Date },
  actor: Actor | undefined,
  action: string,
  memberId: string,
  outcome: AuditEvent['outcome'],
  at = deps.now().toISOString(),
): Promise<void> {
  await deps.audit.record(eventOf(actor, action, memberId, outcome, at));
}

function eventOf(
  actor: Actor | undefined,
  action: string,
  memberId: string,
  outcome: AuditEvent['outcome'],
  at: string,
): AuditEvent {
  return {
    id: newUlid(),
    at,
    actorId: actor?.id ?? 'anonymous',
    actorRole: actor?.role ?? 'Anonymous',
    ...(actor?.facilityId ? { facilityId: actor.facilityId } : {}),
    action,
    memberId,
    outcome,
  };
}

/**
 * One event per member of `memberIds` (each once), for a read that lists several members' data: in
 * batches where the audit log can (`recordMany`), else one write each, all at once.
 */
export async function auditEach(
  deps: { audit: AuditLog; now: () => Date },
  actor: Actor | undefined,
  action: string,
  memberIds: readonly string[],
  outcome: AuditEvent['outcome'],
): Promise<void> {
  const at = deps.now().toISOString();
  const events = [...new Set(memberIds)].map((memberId) => eventOf(actor, action, memberId, outcome, at));
  if (events.length === 0) return;
  if (deps.audit.recordMany) await deps.audit.recordMany(events);
  else await Promise.all(events.map((e) => deps.audit.record(e)));
}

/**
 * A read of member data with its 'allowed' audit event written at the same time (one round trip of
 * wall time instead of two). The answer waits for both: the event is stored before any data leaves
 * (never fire-and-forget, which a frozen Lambda could lose), and a failed audit write fails the read.
 */
export async function auditedRead<T>(
  deps: { audit: AuditLog; now: () => Date },
  actor: Actor | undefined,
  action: string,
  memberId: string,
  read: () => Promise<T>,
): Promise<T> {
  const [result, written] = await Promise.allSettled([
    read(),
    audit(deps, actor, action, memberId, 'allowed'),
  ]);
  if (written.status === 'rejected') throw written.reason;
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
