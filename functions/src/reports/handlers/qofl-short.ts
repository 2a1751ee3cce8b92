import { reportRoutes } from '@circles/shared/api/routes/reports';
import { readReportFor } from '../reports';
import { httpHandler } from '../../platform/http/handler';
import { reportsDeps } from '../deps';
import { knownMember, memberOptions } from '../../members/deps';

export const handler = httpHandler(
  reportRoutes.reportsQoflShort,
  ({ actor, params, prefetched }) =>
    readReportFor(reportsDeps, actor, 'qoflShort', params.userId, knownMember(prefetched)),
  memberOptions,
);
