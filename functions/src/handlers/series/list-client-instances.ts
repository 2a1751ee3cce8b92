import { seriesRoutes } from '@circles/shared/api/routes/series';
import { listClientSeriesInstances } from '../../domain/series';
import { httpHandler } from '../../http/handler';
import { seriesDeps } from './deps';

export const handler = httpHandler(seriesRoutes.memberCollectionsOfClient, ({ actor, params }) =>
  listClientSeriesInstances(seriesDeps, actor, params.userId),
);
