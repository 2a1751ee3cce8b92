import { reportRoutes } from '@circles/shared/api/routes/reports';
import { readReportFor } from '../reports';
import { httpHandler } from '../../platform/http/handler';
import { reportsDeps } from '../deps';
import { knownMember, memberIDOptions } from '../../members/deps';

export const handler = httpHandler(
  reportRoutes.reportsQofl,
  ({ actor, params, prefetched }) =>
    readReportFor(reportsDeps, actor, 'qofl', params.userID, knownMember(prefetched)),
  memberIDOptions,
);
