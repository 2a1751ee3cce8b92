import { seriesRoutes } from '@circles/shared/api/routes/series';
import { listSeriesTemplates } from '../../domain/series';
import { httpHandler } from '../../http/handler';
import { seriesDeps } from './deps';

export const handler = httpHandler(seriesRoutes.collectionsList, ({ actor }) =>
  listSeriesTemplates(seriesDeps, actor),
);
