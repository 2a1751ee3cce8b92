import { can } from '@circles/shared/access/policy';
import type { Action, Target } from '@circles/shared/access/types';
import type { StoredSession } from './session-storage';

/**
 * Whether the signed-in user's role may do `action` at all, or on `target` when given (ACCESS.md, the
 * policy the server enforces), to hide what they may not do. The session holds no caseload, so a target
 * is related to the user by its own lists only: a bare member target (`memberTarget(id)`) asks what the
 * role may do on a member assigned to nobody, which is what tells an Admin from a Coordinator.
 */
export function sessionCan(user: StoredSession, action: Action, target?: Target): boolean {
  return can(
    {
      id: user.id,
      role: user.role,
      facilityId: user.facilityId,
      patients: [],
      workers: [],
      ...(user.researcher ? { researcher: true } : {}),
    },
    action,
    target,
  );
}
