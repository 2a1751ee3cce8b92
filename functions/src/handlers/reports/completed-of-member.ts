import { reportRoutes } from '@circles/shared/api/routes/reports';
import { listCompletedOfMember } from '../../domain/reports';
import { httpHandler } from '../../http/handler';
import { knownMember, memberOptions, reportsDeps } from './deps';

export const handler = httpHandler(
  reportRoutes.reportsCompletedOfMember,
  ({ actor, params, prefetched }) =>
    listCompletedOfMember(reportsDeps, actor, params.userId, knownMember(prefetched)),
  memberOptions,
);
