import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MemberSurvey,
  MemberSurveyCreateBody,
  MemberSurveyPatchBody,
} from '@circles/shared/schemas/module';
import { apiCall } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { queryRoots } from '../../../lib/query-keys';

/** Query keys of member modules: every member-module query starts with `memberSurveyKeys.all`. */
export const memberSurveyKeys = {
  all: queryRoots.memberModules,
  list: () => [...memberSurveyKeys.all, 'list'] as const,
  one: (id: string) => [...memberSurveyKeys.all, 'one', id] as const,
};

/** The member modules the caller may read, newest first. */
export function memberSurveysQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: memberSurveyKeys.list(),
    queryFn: ({ signal }) => apiCall('memberSurveysList', { signal }).then((r) => r.memberSurveyList),
    enabled,
  });
}

/** The member modules list (User Modules view, the older member-surveys list). */
export function useMemberSurveys(enabled = true) {
  return useQuery(memberSurveysQueryOptions(enabled));
}

/**
 * One member module with its definition and answers. Never refetched behind the screen's back
 * (window focus, remount): answers being typed must not be replaced; Refresh refetches on purpose.
 */
export function useMemberSurvey(id: string) {
  return useQuery({
    queryKey: memberSurveyKeys.one(id),
    queryFn: ({ signal }) =>
      apiCall('memberSurveysGet', { params: { id }, signal }).then((r) => r.memberSurvey),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

/** Starts a module for a member from a template; answers the started module. */
export function useStartModule() {
  const client = useQueryClient();
  return useApiMutation(
    'memberSurveysCreate',
    (body: MemberSurveyCreateBody) => apiCall('memberSurveysCreate', { body }).then((r) => r.memberSurvey),
    { onSuccess: (survey: MemberSurvey) => client.setQueryData(memberSurveyKeys.one(survey._id), survey) },
  );
}

/**
 * Save, Mark Complete, Approve or Restore (versioned); the saved module replaces the cached one, and
 * what the contract route names is refetched (the module lists, its series instance, reports, dashboards).
 */
export function useUpdateMemberSurvey(id: string) {
  const client = useQueryClient();
  return useApiMutation(
    'memberSurveysUpdate',
    (body: MemberSurveyPatchBody) =>
      apiCall('memberSurveysUpdate', { params: { id }, body }).then((r) => r.memberSurvey),
    { onSuccess: (survey: MemberSurvey) => client.setQueryData(memberSurveyKeys.one(id), survey) },
  );
}

/** Deletes member modules, one call per selected item (spec 001 §7). */
export function useDeleteMemberSurveys() {
  return useApiMutation('memberSurveysDelete', async (ids: readonly string[]) => {
    for (const id of ids) await apiCall('memberSurveysDelete', { params: { id } });
  });
}
