import { researchRoutes } from '@circles/shared/api/routes/research';
import { getResearchExport } from '../../domain/research-exports';
import { httpHandler } from '../../http/handler';
import { researchApiDeps } from './deps';

export const handler = httpHandler(researchRoutes.researchExportGet, ({ actor, params }) =>
  getResearchExport(researchApiDeps, actor, params.exportId),
);
