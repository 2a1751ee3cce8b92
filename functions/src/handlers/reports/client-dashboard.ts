import { reportRoutes } from '@circles/shared/api/routes/reports';
import { clientDashboard } from '../../domain/dashboards';
import { httpHandler } from '../../http/handler';
import { dashboardDeps, knownMember, memberIDOptions } from './deps';

export const handler = httpHandler(
  reportRoutes.usersClient,
  ({ actor, params, prefetched }) =>
    clientDashboard(dashboardDeps, actor, params.userID, knownMember(prefetched)),
  memberIDOptions,
);
