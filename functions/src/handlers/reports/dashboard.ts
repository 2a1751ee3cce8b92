import { reportRoutes } from '@circles/shared/api/routes/reports';
import { readDashboardFigures } from '../../domain/dashboard-figures';
import { httpHandler } from '../../http/handler';
import { reportsDeps } from './deps';

export const handler = httpHandler(reportRoutes.reportsDashboard, ({ actor, params }) =>
  readDashboardFigures(reportsDeps, actor, params.userId),
);
