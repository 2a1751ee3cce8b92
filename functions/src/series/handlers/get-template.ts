import { seriesRoutes } from '@circles/shared/api/routes/series';
import { getSeriesTemplate } from '../series';
import { httpHandler } from '../../platform/http/handler';
import { seriesDeps } from '../deps';

export const handler = httpHandler(seriesRoutes.collectionsGet, ({ actor, params }) =>
  getSeriesTemplate(seriesDeps, actor, params.id),
);
