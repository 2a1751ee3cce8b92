import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MemberModule,
  MemberModuleCreateBody,
  MemberModulePatchBody,
} from '@circles/shared/schemas/module';
import { apiCall } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { queryRoots } from '../../../lib/query-keys';

/** Query keys of member modules: every member-module query starts with `memberModuleKeys.all`. */
export const memberModuleKeys = {
  all: queryRoots.memberModules,
  list: () => [...memberModuleKeys.all, 'list'] as const,
  one: (id: string) => [...memberModuleKeys.all, 'one', id] as const,
};

/** The member modules the caller may read, newest first. */
export function memberModulesQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: memberModuleKeys.list(),
    queryFn: ({ signal }) => apiCall('memberSurveysList', { signal }).then((r) => r.memberSurveyList),
    enabled,
  });
}

/** The member modules list (User Modules view, the older member-surveys list). */
export function useMemberModules(enabled = true) {
  return useQuery(memberModulesQueryOptions(enabled));
}

/**
 * One member module with its definition and answers. Never refetched behind the screen's back
 * (window focus, remount): answers being typed must not be replaced; Refresh refetches on purpose.
 */
export function useMemberModule(id: string) {
  return useQuery({
    queryKey: memberModuleKeys.one(id),
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
    (body: MemberModuleCreateBody) => apiCall('memberSurveysCreate', { body }).then((r) => r.memberSurvey),
    {
      onSuccess: (memberModule: MemberModule) =>
        client.setQueryData(memberModuleKeys.one(memberModule._id), memberModule),
    },
  );
}

/**
 * Save, Mark Complete, Approve or Restore (versioned); the saved module replaces the cached one, and
 * what the contract route names is refetched (the module lists, its series instance, reports, dashboards).
 */
export function useUpdateMemberModule(id: string) {
  const client = useQueryClient();
  return useApiMutation(
    'memberSurveysUpdate',
    (body: MemberModulePatchBody) =>
      apiCall('memberSurveysUpdate', { params: { id }, body }).then((r) => r.memberSurvey),
    {
      onSuccess: (memberModule: MemberModule) => client.setQueryData(memberModuleKeys.one(id), memberModule),
    },
  );
}

/** Deletes member modules, one call per selected item (spec 001 §7). */
export function useDeleteMemberModules() {
  return useApiMutation('memberSurveysDelete', async (ids: readonly string[]) => {
    for (const id of ids) await apiCall('memberSurveysDelete', { params: { id } });
  });
}
