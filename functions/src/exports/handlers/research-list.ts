import { researchRoutes } from '@circles/shared/api/routes/research';
import { listResearchExports } from '../research-exports';
import { httpHandler } from '../../platform/http/handler';
import { researchApiDeps } from '../research-deps';

export const handler = httpHandler(researchRoutes.researchExportsList, ({ actor }) =>
  listResearchExports(researchApiDeps, actor),
);
