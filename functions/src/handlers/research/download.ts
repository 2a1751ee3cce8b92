import { researchRoutes } from '@circles/shared/api/routes/research';
import { downloadResearchExport } from '../../domain/research-exports';
import { httpHandler } from '../../http/handler';
import { researchApiDeps } from './deps';

export const handler = httpHandler(researchRoutes.researchExportDownload, ({ actor, params }) =>
  downloadResearchExport(researchApiDeps, actor, params.exportId),
);
