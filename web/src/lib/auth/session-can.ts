import { can } from '@circles/shared/access/policy';
import type { Action } from '@circles/shared/access/types';
import type { StoredSession } from './session-storage';

/**
 * Whether the signed-in user's role may do `action` at all (ACCESS.md, the policy the server
 * enforces), to hide what they may not do. The session holds no caseload, so relations to a member
 * are judged by the server alone.
 */
export function sessionCan(user: StoredSession, action: Action): boolean {
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
  );
}
