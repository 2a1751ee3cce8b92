import { reportRoutes } from '@circles/shared/api/routes/reports';
import { readReportFor } from '../../domain/reports';
import { httpHandler } from '../../http/handler';
import { reportsDeps } from './deps';

export const handler = httpHandler(reportRoutes.reportsQoflShort, ({ actor, params }) =>
  readReportFor(reportsDeps, actor, 'qoflShort', params.userId),
);
