import { reportRoutes } from '@circles/shared/api/routes/reports';
import { readReportFor } from '../../domain/reports';
import { httpHandler } from '../../http/handler';
import { reportsDeps } from './deps';

export const handler = httpHandler(reportRoutes.reportsNeighbours, ({ actor, params }) =>
  readReportFor(reportsDeps, actor, 'cc', params.userId),
);
