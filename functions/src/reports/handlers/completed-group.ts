import { reportRoutes } from '@circles/shared/api/routes/reports';
import { listCompletedGroup } from '../reports';
import { httpHandler } from '../../platform/http/handler';
import { reportsDeps } from '../deps';

export const handler = httpHandler(reportRoutes.reportsCompletedGroup, ({ actor, query }) =>
  listCompletedGroup(reportsDeps, actor, query),
);
