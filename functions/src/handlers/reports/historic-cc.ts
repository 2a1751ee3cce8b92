import { reportRoutes } from '@circles/shared/api/routes/reports';
import { readHistoricReport } from '../../domain/reports';
import { httpHandler } from '../../http/handler';
import { reportsDeps } from './deps';

export const handler = httpHandler(reportRoutes.reportsHistoricCc, ({ actor, params }) =>
  readHistoricReport(reportsDeps, actor, 'cc', params.collectionId),
);
