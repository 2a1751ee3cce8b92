import { seriesRoutes } from '@circles/shared/api/routes/series';
import { memberSeriesDashboard } from '../../reports/dashboards';
import { httpHandler } from '../../platform/http/handler';
import { dashboardDeps } from '../../reports/deps';
import { knownMember, memberOptions } from '../../members/deps';

export const handler = httpHandler(
  seriesRoutes.memberCollectionsOfClient,
  ({ actor, params, prefetched }) =>
    memberSeriesDashboard(dashboardDeps, actor, params.userId, knownMember(prefetched)),
  memberOptions,
);
