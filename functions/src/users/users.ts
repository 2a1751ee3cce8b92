import { can } from '@circles/shared/access/policy';
import type { UserDetail } from '@circles/shared/schemas/people';
import { AppError } from '../platform/errors';
import { audit } from '../platform/audit';
import type { AuditLog, UsersRepository } from '../members/ports';
import type { Actor } from '@circles/shared/access/types';
import { toUserDetail } from '../members/user-record';

export interface UsersDeps {
  users: UsersRepository;
  audit: AuditLog;
  now: () => Date;
}

/**
 * One user's profile, as the access policy allows (ACCESS.md 'view a profile'). A user outside the actor's
 * scope answers 404 like a missing one, so its existence is not revealed. The read is audited either way.
 */
export async function getUserFor(deps: UsersDeps, actor: Actor, id: string): Promise<UserDetail> {
  const target = await deps.users.get(id);
  const allowed =
    Boolean(target) &&
    can(
      actor,
      'user.view',
      target
        ? {
            id: target.id,
            role: target.role,
            facilityId: target.facilityId,
            patients: target.patients,
            workers: target.workers,
          }
        : undefined,
    );
  await audit(deps, actor, 'user.view', id, allowed ? 'allowed' : 'denied');
  if (!target || !allowed) throw new AppError('NOT_FOUND', 'Not found.');
  return toUserDetail(target, actor);
}
