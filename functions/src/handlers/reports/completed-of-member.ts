import { reportRoutes } from '@circles/shared/api/routes/reports';
import { listCompletedOfMember } from '../../domain/reports';
import { httpHandler } from '../../http/handler';
import { reportsDeps } from './deps';

export const handler = httpHandler(reportRoutes.reportsCompletedOfMember, ({ actor, params }) =>
  listCompletedOfMember(reportsDeps, actor, params.userId),
);
