import { exportRoutes } from '@circles/shared/api/routes/exports';
import { exportRunDownload } from '../exports';
import { httpHandler } from '../../platform/http/handler';
import { exportsApiDeps } from '../deps';

export const handler = httpHandler(exportRoutes.exportRunDownload, ({ actor, params }) =>
  exportRunDownload(exportsApiDeps, actor, params.runId),
);
