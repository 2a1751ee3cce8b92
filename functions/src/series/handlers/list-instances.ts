import { seriesRoutes } from '@circles/shared/api/routes/series';
import { listSeriesInstances } from '../series';
import { httpHandler } from '../../platform/http/handler';
import { seriesDeps } from '../deps';

export const handler = httpHandler(seriesRoutes.memberCollectionsList, ({ actor, query }) =>
  listSeriesInstances(seriesDeps, actor, query),
);
