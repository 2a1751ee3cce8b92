import { exportRoutes } from '@circles/shared/api/routes/exports';
import { listExportRuns } from '../exports';
import { httpHandler } from '../../platform/http/handler';
import { exportsApiDeps } from '../deps';

export const handler = httpHandler(exportRoutes.exportRunsList, ({ actor, query }) =>
  listExportRuns(exportsApiDeps, actor, query.limit),
);
