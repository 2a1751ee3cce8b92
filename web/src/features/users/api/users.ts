import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { UserSummary } from '@circles/shared/schemas/people';
import { apiCall } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Users fetched per request of the Manage Users list; the table pages these on screen (5–25 a page). */
export const USERS_BATCH_SIZE = 100;

/** Query keys of the users entity: every users query starts with `usersKeys.all`. */
export const usersKeys = {
  all: queryRoots.users,
  list: () => [...usersKeys.all, 'list'] as const,
  profile: (id: string) => [...usersKeys.all, 'profile', id] as const,
  related: (id: string) => [...usersKeys.all, 'related', id] as const,
  byIds: (ids: readonly string[]) => [...usersKeys.all, 'ids', ...ids] as const,
  facilities: () => [...usersKeys.all, 'facilities'] as const,
};

/** The users in the caller's scope (`GET /api/users`), by name ascending, in batches over the server's pages. */
export function usersListQueryOptions() {
  return infiniteQueryOptions({
    queryKey: usersKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      apiCall('usersList', {
        query: { page: pageParam, limit: USERS_BATCH_SIZE, sort: 'name', order: 'asc' },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      pages.length * USERS_BATCH_SIZE < last.count && last.users.length > 0 ? pages.length : undefined,
  });
}

/** The users loaded so far (flattened), whether more exist (`hasNextPage`) and `fetchNextPage`. */
export function useUsersList() {
  return useInfiniteQuery({
    ...usersListQueryOptions(),
    select: (data): UserSummary[] => data.pages.flatMap((page) => page.users),
  });
}

/** A profile with its member modules and sticky notes (`GET /api/users/1/{id}`). */
export function userProfileQueryOptions(id: string) {
  return queryOptions({
    queryKey: usersKeys.profile(id),
    queryFn: ({ signal }) => apiCall('usersProfile', { params: { id }, signal }),
    // A 404/403 is an answer (the viewing restriction), not a hiccup to retry.
    retry: false,
  });
}

/** The profile of `id`; disabled without an id. */
export function useUserProfile(id: string | undefined) {
  return useQuery({ ...userProfileQueryOptions(id ?? ''), enabled: id !== undefined && id !== '' });
}

/** A user's assigned members and helpers by role (`GET /api/users/getAllUsers/{id}`). */
export function useRelatedUsers(id: string | undefined) {
  return useQuery({
    queryKey: usersKeys.related(id ?? ''),
    queryFn: ({ signal }) => apiCall('usersGetAll', { params: { id: id ?? '' }, signal }),
    enabled: id !== undefined && id !== '',
    retry: false,
  });
}

/** The facilities the caller may see (`GET /api/facilities`): all for an Admin, else their own. */
export function useFacilities(enabled = true) {
  return useQuery({
    queryKey: usersKeys.facilities(),
    queryFn: ({ signal }) => apiCall('facilitiesList', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user as the API knows them now (`GET /api/users/validate`): whether a new password is due. */
export function useCurrentUser() {
  return useQuery({
    queryKey: [...usersKeys.all, 'current'] as const,
    queryFn: ({ signal }) => apiCall('usersValidate', { signal }).then((answer) => answer.user),
    staleTime: 5 * 60_000,
  });
}
