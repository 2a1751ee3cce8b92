import { useQuery } from '@tanstack/react-query';
import type { FollowupActionBody, FollowupReassignBody } from '@circles/shared/schemas/followup';
import type { FollowupResourcesPutInput } from '@circles/shared/schemas/followup-resources';
import { apiCall } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** Query keys of follow-ups (issue 24): every follow-up query starts with `followupKeys.all`. */
export const followupKeys = {
  all: queryRoots.followups,
  mine: (state: 'open' | 'all') => [...followupKeys.all, 'mine', state] as const,
  one: (id: string) => [...followupKeys.all, 'one', id] as const,
  memberState: () => [...followupKeys.all, 'memberState'] as const,
  figures: () => [...followupKeys.all, 'figures'] as const,
  assignees: () => [...followupKeys.all, 'assignees'] as const,
  resources: (facilityId: string) => [...followupKeys.all, 'resources', facilityId] as const,
  facilities: () => [...followupKeys.all, 'facilities'] as const,
};

/** The caller's follow-ups (`GET /api/followups`): open ones, or all with the resolved ones after them. */
export function useMyFollowups(state: 'open' | 'all') {
  return useQuery({
    queryKey: followupKeys.mine(state),
    queryFn: ({ signal }) => apiCall('followupsMine', { query: { state }, signal }).then((r) => r.followups),
  });
}

/** One follow-up with its history and the member's contact details. */
export function useFollowup(id: string) {
  return useQuery({
    queryKey: followupKeys.one(id),
    queryFn: ({ signal }) => apiCall('followupsGet', { params: { id }, signal }).then((r) => r.followup),
  });
}

/** Whether someone will be in touch with the signed-in member (members only; never findings). */
export function useFollowupMemberState(enabled: boolean) {
  return useQuery({
    queryKey: followupKeys.memberState(),
    enabled,
    queryFn: ({ signal }) => apiCall('followupsMemberState', { signal }),
  });
}

/** The programme's (Admin) or facility's (Coordinator) follow-up figures. */
export function useFollowupFigures(enabled: boolean) {
  return useQuery({
    queryKey: followupKeys.figures(),
    enabled,
    queryFn: ({ signal }) => apiCall('followupsFigures', { query: {}, signal }),
  });
}

/**
 * Logs an action with the version read; after it settles (a 409 too) the follow-ups reload, so a
 * stale page shows the newer version.
 */
export function useFollowupAction(id: string) {
  return useApiMutation('followupsAct', (body: FollowupActionBody) =>
    apiCall('followupsAct', { params: { id }, body }),
  );
}

/** Reassigns a follow-up (Admins and Coordinators) with the version read. */
export function useFollowupReassign(id: string) {
  return useApiMutation('followupsReassign', (body: FollowupReassignBody) =>
    apiCall('followupsReassign', { params: { id }, body }),
  );
}

/**
 * The users the caller may list (`GET /api/users`, first 100 by name), for 'Reassign': the screen keeps
 * the facility's enabled Volunteers and Coordinators; the server checks the choice again.
 */
export function useAssigneeChoices() {
  return useQuery({
    queryKey: followupKeys.assignees(),
    queryFn: ({ signal }) =>
      apiCall('usersList', { query: { page: 0, limit: 100, sort: 'name', order: 'asc' }, signal }).then(
        (r) => r.users,
      ),
  });
}

/** A facility's services for 'Referred to …' (`undefined` facility: nothing to ask). */
export function useFollowupResources(facilityId: string | undefined) {
  return useQuery({
    queryKey: followupKeys.resources(facilityId ?? ''),
    enabled: facilityId !== undefined && facilityId !== '',
    queryFn: ({ signal }) =>
      apiCall('followupsResourcesGet', { params: { facilityId: facilityId ?? '' }, signal }).then(
        (r) => r.resources,
      ),
  });
}

/** Saves a facility's whole list with the version read (Admins); a 409 reloads it. */
export function useSaveFollowupResources(facilityId: string) {
  return useApiMutation('followupsResourcesPut', (body: FollowupResourcesPutInput) =>
    apiCall('followupsResourcesPut', { params: { facilityId }, body }),
  );
}

/** The facilities an Admin keeps lists for (`GET /api/facilities`: every facility for Admins). */
export function useFacilities() {
  return useQuery({
    queryKey: followupKeys.facilities(),
    queryFn: ({ signal }) => apiCall('facilitiesList', { signal }).then((r) => r.facilities),
  });
}
