import { exportRoutes } from '@circles/shared/api/routes/exports';
import { listExportRuns } from '../../domain/exports';
import { httpHandler } from '../../http/handler';
import { exportsApiDeps } from './deps';

export const handler = httpHandler(exportRoutes.exportRunsList, ({ actor, query }) =>
  listExportRuns(exportsApiDeps, actor, query.limit),
);
