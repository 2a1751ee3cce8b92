import { researchRoutes } from '@circles/shared/api/routes/research';
import { researchSeriesOptions } from '../research-exports';
import { httpHandler } from '../../platform/http/handler';
import { researchApiDeps } from '../research-deps';

export const handler = httpHandler(researchRoutes.researchSeries, ({ actor }) =>
  researchSeriesOptions(researchApiDeps, actor),
);
