import { reportRoutes } from '@circles/shared/api/routes/reports';
import { listCompletedOfMember } from '../reports';
import { httpHandler } from '../../platform/http/handler';
import { reportsDeps } from '../deps';
import { knownMember, memberOptions } from '../../members/deps';

export const handler = httpHandler(
  reportRoutes.reportsCompletedOfMember,
  ({ actor, params, prefetched }) =>
    listCompletedOfMember(reportsDeps, actor, params.userId, knownMember(prefetched)),
  memberOptions,
);
