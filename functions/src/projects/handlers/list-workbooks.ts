import { projectRoutes } from '@circles/shared/api/routes/projects';
import { listWorkbooks } from '../projects';
import { httpHandler } from '../../platform/http/handler';
import { projectsDeps } from '../deps';

export const handler = httpHandler(projectRoutes.workbooksList, ({ actor }) =>
  listWorkbooks(projectsDeps, actor),
);
