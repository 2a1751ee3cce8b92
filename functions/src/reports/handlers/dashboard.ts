import { reportRoutes } from '@circles/shared/api/routes/reports';
import { readDashboardFigures } from '../dashboard-figures';
import { httpHandler } from '../../platform/http/handler';
import { reportsDeps } from '../deps';
import { knownMember, memberOptions } from '../../members/deps';

export const handler = httpHandler(
  reportRoutes.reportsDashboard,
  ({ actor, params, prefetched }) =>
    readDashboardFigures(reportsDeps, actor, params.userId, knownMember(prefetched)),
  memberOptions,
);
