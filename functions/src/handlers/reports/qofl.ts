import { reportRoutes } from '@circles/shared/api/routes/reports';
import { readReportFor } from '../../domain/reports';
import { httpHandler } from '../../http/handler';
import { reportsDeps } from './deps';

export const handler = httpHandler(reportRoutes.reportsQofl, ({ actor, params }) =>
  readReportFor(reportsDeps, actor, 'qofl', params.userID),
);
