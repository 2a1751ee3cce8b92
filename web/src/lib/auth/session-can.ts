import { can } from '@circles/shared/access/policy';
import type { Action, Actor, Target } from '@circles/shared/access/types';
import type { StoredSession } from './session-storage';

/**
 * The signed-in user as the policy's actor: role, facility and the Researcher grant. The session holds no
 * assignment lists, so relations by assignment are judged by the server alone.
 */
export function sessionActor(user: StoredSession): Actor {
  return {
    id: user.id,
    role: user.role,
    facilityId: user.facilityId,
    patients: [],
    workers: [],
    ...(user.researcher ? { researcher: true } : {}),
  };
}

/**
 * Whether the signed-in user's role may do `action` at all, or on `target` when given (ACCESS.md, the
 * policy the server enforces), to hide what they may not do. The session holds no caseload, so a target
 * is related to the user by its own lists only: a bare member target (`memberTarget(id)`) asks what the
 * role may do on a member assigned to nobody, which is what tells an Admin from a Coordinator.
 */
export function sessionCan(user: StoredSession, action: Action, target?: Target): boolean {
  return can(sessionActor(user), action, target);
}
