import { reportRoutes } from '@circles/shared/api/routes/reports';
import { listCompletedAll } from '../reports';
import { httpHandler } from '../../platform/http/handler';
import { reportsDeps } from '../deps';

export const handler = httpHandler(reportRoutes.reportsCompletedAll, ({ actor, query }) =>
  listCompletedAll(reportsDeps, actor, query),
);
