import { projectRoutes } from '@circles/shared/api/routes/projects';
import { assignWorkbooks } from '../projects';
import { httpHandler } from '../../platform/http/handler';
import { projectsDeps } from '../deps';

export const handler = httpHandler(projectRoutes.workbooksAssign, ({ actor, body }) =>
  assignWorkbooks(projectsDeps, actor, body),
);
