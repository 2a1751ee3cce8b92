import { ulid } from 'ulid';
import type { AuditEvent, AuditLog } from './ports';
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
  await deps.audit.record({
    id: ulid(),
    at,
    actorId: actor?.id ?? 'anonymous',
    actorRole: actor?.role ?? 'Anonymous',
    ...(actor?.facilityId ? { facilityId: actor.facilityId } : {}),
    action,
    memberId,
    outcome,
  });
}
