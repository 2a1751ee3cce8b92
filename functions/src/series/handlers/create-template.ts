import { seriesRoutes } from '@circles/shared/api/routes/series';
import { createSeriesTemplate } from '../series';
import { httpHandler } from '../../platform/http/handler';
import { seriesDeps } from '../deps';

export const handler = httpHandler(seriesRoutes.collectionsCreate, ({ actor, actorRecord, body }) =>
  createSeriesTemplate(seriesDeps, { actor, name: actorRecord.info.name }, body),
);
