import { seriesRoutes } from '@circles/shared/api/routes/series';
import { deleteSeriesInstance } from '../../domain/series';
import { httpHandler } from '../../http/handler';
import { seriesDeps } from './deps';

export const handler = httpHandler(seriesRoutes.memberCollectionsDelete, ({ actor, params }) =>
  deleteSeriesInstance(seriesDeps, actor, params.id),
);
