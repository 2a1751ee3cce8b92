import { seriesRoutes } from '@circles/shared/api/routes/series';
import { deleteSeriesInstance } from '../series';
import { httpHandler } from '../../platform/http/handler';
import { seriesDeps } from '../deps';

export const handler = httpHandler(seriesRoutes.memberCollectionsDelete, ({ actor, params }) =>
  deleteSeriesInstance(seriesDeps, actor, params.id),
);
