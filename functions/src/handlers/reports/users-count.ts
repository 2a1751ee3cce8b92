import { reportRoutes } from '@circles/shared/api/routes/reports';
import { readCount } from '../../domain/dashboards';
import { httpHandler } from '../../http/handler';
import { dashboardDeps } from './deps';

export const handler = httpHandler(reportRoutes.usersCount, ({ actor }) =>
  readCount(dashboardDeps, actor, 'activeUsers'),
);
