import { researchRoutes } from '@circles/shared/api/routes/research';
import { startResearchExport } from '../../domain/research-exports';
import { httpHandler } from '../../http/handler';
import { researchApiDeps } from './deps';

export const handler = httpHandler(researchRoutes.researchExportStart, ({ actor, body }) =>
  startResearchExport(researchApiDeps, actor, body),
);
