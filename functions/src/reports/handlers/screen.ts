import { reportRoutes } from '@circles/shared/api/routes/reports';
import { readReportFor } from '../reports';
import { httpHandler } from '../../platform/http/handler';
import { reportsDeps } from '../deps';
import { knownMember, memberOptions } from '../../members/deps';

export const handler = httpHandler(
  reportRoutes.reportsScreen,
  ({ actor, params, prefetched }) =>
    readReportFor(reportsDeps, actor, 'screener', params.userId, knownMember(prefetched)),
  memberOptions,
);
