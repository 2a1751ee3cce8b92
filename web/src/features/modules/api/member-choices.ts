import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/auth/session-context';
import { memberSurveysQueryOptions } from './member-surveys';

/** A member one may start a module for. */
export interface MemberChoice {
  id: string;
  name: string;
}

/**
 * The members the signed-in user may start modules for (spec 001 §5): a Patient only themselves;
 * Coordinators and Volunteers their assigned members (their user's `patients`, named through
 * GET /api/users/{id}); an Admin also every member whose modules they can see. (A staff-wide
 * members list arrives with the users area's list route; until then these are the members known.)
 */
export function useMemberChoices() {
  const user = useSessionUser();
  const modules = useQuery(memberSurveysQueryOptions(user.role === 'Admin'));
  const assigned = useQuery({
    queryKey: ['modules', 'memberChoices', user.id],
    enabled: user.role !== 'Patient',
    queryFn: async ({ signal }): Promise<MemberChoice[]> => {
      const me = await apiCall('usersGet', { params: { id: user.id }, signal });
      const members = await Promise.all(
        me.user.patients.map((id) =>
          apiCall('usersGet', { params: { id }, signal }).then(
            (r) => ({ id, name: r.user.info.name }),
            () => undefined,
          ),
        ),
      );
      return members.filter((m): m is MemberChoice => m !== undefined);
    },
  });
  if (user.role === 'Patient') {
    return { isPending: false, isError: false, data: [{ id: user.id, name: user.name }] };
  }
  const byId = new Map<string, MemberChoice>();
  for (const m of assigned.data ?? []) byId.set(m.id, m);
  for (const s of modules.data ?? [])
    if (!byId.has(s.patientId)) byId.set(s.patientId, { id: s.patientId, name: s.patientName });
  return {
    isPending: assigned.isPending || (user.role === 'Admin' && modules.isPending),
    isError: assigned.isError,
    data: [...byId.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}
