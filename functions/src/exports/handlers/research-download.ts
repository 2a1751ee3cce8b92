import { researchRoutes } from '@circles/shared/api/routes/research';
import { downloadResearchExport } from '../research-exports';
import { httpHandler } from '../../platform/http/handler';
import { researchApiDeps } from '../research-deps';

export const handler = httpHandler(researchRoutes.researchExportDownload, ({ actor, params }) =>
  downloadResearchExport(researchApiDeps, actor, params.exportId),
);
