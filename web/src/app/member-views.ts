import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../features/dashboard/api/dashboard';
import { reportKeys } from '../features/reports/api/reports';
import { memberCollectionKeys } from '../features/series/api/member-collections';

/**
 * The queries computed from members' answers: the dashboards (a member's figures and tasks, a helper's
 * lists, the Admin's counts), every report and completed-report list, and the series instances.
 */
export const MEMBER_VIEW_KEYS = [dashboardKeys.all, reportKeys.all, memberCollectionKeys.all] as const;

/**
 * Makes the views of member data read again whenever a screen showing one opens (the cached answer shows
 * meanwhile), instead of the app's 30 s freshness: anyone's write moves them (a module completed here
 * or by a helper elsewhere, a member created), and a person coming back to the dashboard after
 * completing a module expects to see it counted. Issue 20: Mary's Completed Modules and Ada's Total
 * Active Users stayed at their old figures on return. Queries that set their own `staleTime` (the
 * quote of the day) keep it.
 */
export function freshMemberViews(client: QueryClient): void {
  for (const key of MEMBER_VIEW_KEYS) client.setQueryDefaults(key, { staleTime: 0 });
}
