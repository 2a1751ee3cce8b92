import { reportRoutes } from '@circles/shared/api/routes/reports';
import { memberDashboard } from '../dashboards';
import { httpHandler } from '../../platform/http/handler';
import { dashboardDeps } from '../deps';
import { knownMember, memberIDOptions } from '../../members/deps';

export const handler = httpHandler(
  reportRoutes.usersClient,
  ({ actor, params, prefetched }) =>
    memberDashboard(dashboardDeps, actor, params.userID, knownMember(prefetched)),
  memberIDOptions,
);
