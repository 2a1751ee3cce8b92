import { seriesRoutes } from '@circles/shared/api/routes/series';
import { startSeriesInstance } from '../series';
import { httpHandler } from '../../platform/http/handler';
import { seriesDeps } from '../deps';

export const handler = httpHandler(seriesRoutes.memberCollectionsCreate, ({ actor, actorRecord, body }) =>
  startSeriesInstance(seriesDeps, { actor, name: actorRecord.info.name }, body),
);
