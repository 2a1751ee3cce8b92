import { useSessionUser } from '../../../lib/auth/session-context';
import { useUserChoices } from '../../../lib/user-choices';

/** A member one may start a module for. */
export interface MemberChoice {
  id: string;
  name: string;
}

/**
 * The members the signed-in user may start modules for (spec 001 §5), from `GET /api/users` with the
 * role Patient and the server-side name search `search`: the server scopes the list (Admin every
 * member, Coordinator their facility's active members, Volunteer their assigned members; ACCESS.md).
 * A Patient only themselves (no request).
 */
export function useMemberChoices(search = '') {
  const user = useSessionUser();
  const patient = user.role === 'Patient';
  const members = useUserChoices({ roles: ['Patient'], search, enabled: !patient });
  if (patient) {
    return { isPending: false, isError: false, data: [{ id: user.id, name: user.name }] };
  }
  return { isPending: members.isPending, isError: members.isError, data: members.data ?? [] };
}
