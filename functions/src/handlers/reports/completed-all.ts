import { reportRoutes } from '@circles/shared/api/routes/reports';
import { listCompletedAll } from '../../domain/reports';
import { httpHandler } from '../../http/handler';
import { reportsDeps } from './deps';

export const handler = httpHandler(reportRoutes.reportsCompletedAll, ({ actor, query }) =>
  listCompletedAll(reportsDeps, actor, query),
);
