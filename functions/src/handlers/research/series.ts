import { researchRoutes } from '@circles/shared/api/routes/research';
import { researchSeriesOptions } from '../../domain/research-exports';
import { httpHandler } from '../../http/handler';
import { researchApiDeps } from './deps';

export const handler = httpHandler(researchRoutes.researchSeries, ({ actor }) =>
  researchSeriesOptions(researchApiDeps, actor),
);
