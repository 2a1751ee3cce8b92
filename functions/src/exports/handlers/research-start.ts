import { researchRoutes } from '@circles/shared/api/routes/research';
import { startResearchExport } from '../research-exports';
import { httpHandler } from '../../platform/http/handler';
import { researchApiDeps } from '../research-deps';

export const handler = httpHandler(researchRoutes.researchExportStart, ({ actor, body }) =>
  startResearchExport(researchApiDeps, actor, body),
);
