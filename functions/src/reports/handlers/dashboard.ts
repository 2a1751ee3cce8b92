import { reportRoutes } from '@circles/shared/api/routes/reports';
import { readDashboardFigures } from '../dashboard-figures';
import { httpHandler } from '../../platform/http/handler';
import { knownMember, memberOptions, reportsDeps } from '../deps';

export const handler = httpHandler(
  reportRoutes.reportsDashboard,
  ({ actor, params, prefetched }) =>
    readDashboardFigures(reportsDeps, actor, params.userId, knownMember(prefetched)),
  memberOptions,
);
