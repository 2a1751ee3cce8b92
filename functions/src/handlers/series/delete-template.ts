import { seriesRoutes } from '@circles/shared/api/routes/series';
import { deleteSeriesTemplate } from '../../domain/series';
import { httpHandler } from '../../http/handler';
import { seriesDeps } from './deps';

export const handler = httpHandler(seriesRoutes.collectionsDelete, ({ actor, params }) =>
  deleteSeriesTemplate(seriesDeps, actor, params.id),
);
