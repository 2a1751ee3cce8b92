import { seriesRoutes } from '@circles/shared/api/routes/series';
import { listSeriesTemplates } from '../series';
import { httpHandler } from '../../platform/http/handler';
import { seriesDeps } from '../deps';

export const handler = httpHandler(seriesRoutes.collectionsList, ({ actor }) =>
  listSeriesTemplates(seriesDeps, actor),
);
