import { researchRoutes } from '@circles/shared/api/routes/research';
import { listResearchExports } from '../../domain/research-exports';
import { httpHandler } from '../../http/handler';
import { researchApiDeps } from './deps';

export const handler = httpHandler(researchRoutes.researchExportsList, ({ actor }) =>
  listResearchExports(researchApiDeps, actor),
);
