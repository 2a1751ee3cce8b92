import { reportRoutes } from '@circles/shared/api/routes/reports';
import { readCount } from '../../reports/dashboards';
import { httpHandler } from '../../platform/http/handler';
import { dashboardDeps } from '../../reports/deps';

export const handler = httpHandler(reportRoutes.usersCount, ({ actor }) =>
  readCount(dashboardDeps, actor, 'activeUsers'),
);
