import { seriesRoutes } from '@circles/shared/api/routes/series';
import { deleteSeriesTemplate } from '../series';
import { httpHandler } from '../../platform/http/handler';
import { seriesDeps } from '../deps';

export const handler = httpHandler(seriesRoutes.collectionsDelete, ({ actor, params }) =>
  deleteSeriesTemplate(seriesDeps, actor, params.id),
);
