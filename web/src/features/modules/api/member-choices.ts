import { isMemberRole } from '@circles/shared/access/roles';
import { useSessionUser } from '../../../lib/auth/session-context';
import { useStartableMemberChoices } from '../../../lib/user-choices';

/** A member one may start a module for. */
export interface MemberChoice {
  id: string;
  name: string;
}

/**
 * The members the signed-in user may start modules for (spec 001 §5; ACCESS.md 'start / fill in a
 * member module'), from `GET /api/users?role=Patient&assigned=true` with the server-side name search
 * `search`: Admin every member, Coordinator and Volunteer their assigned active members (a
 * Coordinator's unassigned facility members are left out: the server would refuse them). A Patient
 * only themselves (no request).
 */
export function useMemberChoices(search = '') {
  const user = useSessionUser();
  const member = isMemberRole(user.role);
  const members = useStartableMemberChoices(search, !member);
  if (member) {
    return { isPending: false, isError: false, data: [{ id: user.id, name: user.name }] };
  }
  return { isPending: members.isPending, isError: members.isError, data: members.data ?? [] };
}
