import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Role } from '@circles/shared/access/types';
import { apiCall } from './api-client';

/** A user to pick: id and name (the kit's pick-list `Choice`). */
export interface UserChoice {
  id: string;
  name: string;
}

/** Most choices one picker shows at a time: the server's largest page of GET /api/users. */
export const USER_CHOICES_LIMIT = 100;

/**
 * Users to pick in a dialog or start page, from `GET /api/users` (the server scopes them by
 * ACCESS.md and spec 002 §6: Admin all, Coordinator their facility's active users, Volunteer their
 * assigned members). `roles` narrows by role (one request per role, merged by name); `search` is
 * sent as the server's `name` filter, so a large facility is searched on the server, not in the
 * browser. At most {@link USER_CHOICES_LIMIT} per role; type to narrow. `assignedOnly` sends
 * `assigned=true`: only the caller's caseload (the server ignores it for Admins), for pickers whose
 * action needs an assigned member for a Coordinator (ACCESS.md 'series instances: start', 'start /
 * fill in a member module').
 */
export function useUserChoices({
  roles,
  search = '',
  enabled = true,
  assignedOnly = false,
}: {
  roles: readonly Role[];
  search?: string;
  enabled?: boolean;
  assignedOnly?: boolean;
}) {
  const name = search.trim();
  return useQuery({
    // Under the users entity's key ('users'), so a change to users refreshes the pickers too.
    queryKey: ['users', 'choices', [...roles].sort().join(','), name, assignedOnly ? 'assigned' : 'scope'],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<UserChoice[]> => {
      const pages = await Promise.all(
        roles.map((role) =>
          apiCall('usersList', {
            query: {
              page: 0,
              limit: USER_CHOICES_LIMIT,
              sort: 'name',
              order: 'asc',
              role,
              ...(name === '' ? {} : { name }),
              ...(assignedOnly ? { assigned: 'true' as const } : {}),
            },
            signal,
          }),
        ),
      );
      return pages
        .flatMap((p) => p.users.map((u) => ({ id: u._id, name: u.name })))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}

/**
 * The members (Patients) the caller may start a series or a module for, as the server will accept
 * them (ACCESS.md 'series instances: start', 'start / fill in a member module'): Admins every member,
 * Coordinators and Volunteers their assigned members only (`GET /api/users?assigned=true`), searched
 * on the server by name.
 */
export function useStartableMemberChoices(search = '', enabled = true) {
  return useUserChoices({ roles: ['Patient'], search, enabled, assignedOnly: true });
}
