import { seriesRoutes } from '@circles/shared/api/routes/series';
import { getSeriesTemplate } from '../../domain/series';
import { httpHandler } from '../../http/handler';
import { seriesDeps } from './deps';

export const handler = httpHandler(seriesRoutes.collectionsGet, ({ actor, params }) =>
  getSeriesTemplate(seriesDeps, actor, params.id),
);
