import { seriesRoutes } from '@circles/shared/api/routes/series';
import { assignSeriesMembers } from '../series';
import { httpHandler } from '../../platform/http/handler';
import { seriesDeps } from '../deps';

export const handler = httpHandler(seriesRoutes.collectionsAssignMember, ({ actor, actorRecord, body }) =>
  assignSeriesMembers(seriesDeps, { actor, name: actorRecord.info.name }, body),
);
