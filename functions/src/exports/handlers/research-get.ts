import { researchRoutes } from '@circles/shared/api/routes/research';
import { getResearchExport } from '../research-exports';
import { httpHandler } from '../../platform/http/handler';
import { researchApiDeps } from '../research-deps';

export const handler = httpHandler(researchRoutes.researchExportGet, ({ actor, params }) =>
  getResearchExport(researchApiDeps, actor, params.exportId),
);
