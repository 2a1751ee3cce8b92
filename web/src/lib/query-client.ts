import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Answers that a retry cannot change: the request or the caller is wrong, not the network. */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Roots of the query keys whose answers are computed from members' answers: the dashboards (a member's
 * figures and tasks, a helper's lists, the Admin's counts), the reports and completed-report lists, and
 * the series instances (the features' `dashboardKeys.all`, `reportKeys.all`, `seriesInstanceKeys.all`;
 * app/member-views.test.tsx keeps them equal). Anyone's write moves them (a module completed here or by a
 * helper elsewhere, a member created), so they are read again whenever a screen showing one opens (the
 * cached answer shows meanwhile). Issue 20: back on her dashboard after Mark Complete, Mary saw her old
 * Completed Modules, and Ada her old Total Active Users after creating a member.
 */
export const MEMBER_VIEW_ROOTS: readonly (readonly [string])[] = [
  ['dashboard'],
  ['reports'],
  ['seriesInstances'],
];

/**
 * The app's one query cache. Lists stay fresh for 30 s (screens refresh them explicitly or through
 * a mutation's invalidation), except the views of member data (`MEMBER_VIEW_ROOTS`), read again on
 * every visit; a failed read is retried once unless the API refused it (4xx). A query that sets its own
 * `staleTime` keeps it.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => !isFinal(error) && failures < 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  for (const root of MEMBER_VIEW_ROOTS) client.setQueryDefaults([...root], { staleTime: 0 });
  return client;
}
