import { can } from '@circles/shared/access/policy';
import type { Action, Actor, UserTarget } from '@circles/shared/access/types';
import { sessionActor } from '../../../lib/auth/session-can';
import type { StoredSession } from '../../../lib/auth/session-storage';

/**
 * The signed-in user as the access policy's actor, for hiding what they may not do. The session holds
 * no assignment lists, so relations by assignment are judged by the server alone; role and facility
 * rules (create, assign, status, admin changes) are judged here exactly as the server judges them.
 */
export function viewerActor(user: StoredSession): Actor {
  // One actor for every web helper (sessionCan too), so a granted Researcher is judged alike by both.
  return sessionActor(user);
}

/** A user as the policy's target. */
export function targetOf(user: {
  _id: string;
  role: string;
  facilityId?: string;
  patients?: readonly string[];
  workers?: readonly string[];
  status?: string;
}): UserTarget {
  return {
    id: user._id,
    role: user.role,
    facilityId: user.facilityId,
    patients: user.patients,
    workers: user.workers,
    status: user.status,
  };
}

/** Whether the viewer may do `action` (on `target`, when given). */
export function viewerCan(user: StoredSession, action: Action, target?: UserTarget): boolean {
  return can(viewerActor(user), action, target);
}
