import { seriesRoutes } from '@circles/shared/api/routes/series';
import { getSeriesInstance } from '../series';
import { httpHandler } from '../../platform/http/handler';
import { seriesDeps } from '../deps';

export const handler = httpHandler(seriesRoutes.memberCollectionsGet, ({ actor, params }) =>
  getSeriesInstance(seriesDeps, actor, params.id),
);
