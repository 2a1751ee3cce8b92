import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Query keys of the dashboards: every dashboard query starts with `dashboardKeys.all`. */
export const dashboardKeys = {
  all: queryRoots.dashboard,
  member: (userId: string) => [...dashboardKeys.all, 'member', userId] as const,
  seriesInstances: (userId: string) => [...dashboardKeys.all, 'seriesInstances', userId] as const,
  count: (what: 'users' | 'completed' | 'inProgress' | 'byType') =>
    [...dashboardKeys.all, 'count', what] as const,
};

/** The member's dashboard data (spec 000 §3): name, facility, modules and series chapters. */
export function useMemberDashboard(userId: string) {
  return useQuery({
    queryKey: dashboardKeys.member(userId),
    queryFn: ({ signal }) => apiCall('usersClient', { params: { userID: userId }, signal }),
    enabled: userId !== '',
    retry: false,
  });
}

/** A member's series instances with the latest updated module (spec 000 §7 membercollections/client). */
export function useMemberSeriesDashboard(userId: string) {
  return useQuery({
    queryKey: dashboardKeys.seriesInstances(userId),
    queryFn: ({ signal }) => apiCall('memberCollectionsOfClient', { params: { userId }, signal }),
    enabled: userId !== '',
    retry: false,
  });
}

/**
 * The Admin dashboard's four reads (spec 000 §2): Total Active Users, Surveys Completed, Surveys In
 * Progress and member series by type; refetched on focus so a completed module shows on return.
 */
export function useAdminCounts() {
  const users = useQuery({
    queryKey: dashboardKeys.count('users'),
    queryFn: ({ signal }) => apiCall('usersCount', { signal }).then((r) => r.count),
    retry: false,
  });
  const completed = useQuery({
    queryKey: dashboardKeys.count('completed'),
    queryFn: ({ signal }) => apiCall('memberCollectionsCompletedCount', { signal }).then((r) => r.count),
    retry: false,
  });
  const inProgress = useQuery({
    queryKey: dashboardKeys.count('inProgress'),
    queryFn: ({ signal }) => apiCall('memberCollectionsInProgressCount', { signal }).then((r) => r.count),
    retry: false,
  });
  const byType = useQuery({
    queryKey: dashboardKeys.count('byType'),
    queryFn: ({ signal }) => apiCall('memberCollectionsBySurveyType', { signal }).then((r) => r.data),
    retry: false,
  });
  return { users, completed, inProgress, byType };
}

/** The 'Thought for the Day' the server chose (`GET /api/quotes/today`), kept for the session. */
export function useQuoteOfTheDay() {
  return useQuery({
    queryKey: [...dashboardKeys.all, 'quote'] as const,
    queryFn: ({ signal }) => apiCall('quotesToday', { signal }),
    staleTime: Infinity,
    retry: false,
  });
}
