import { projectRoutes } from '@circles/shared/api/routes/projects';
import { assignWorkbooks } from '../../domain/projects';
import { httpHandler } from '../../http/handler';
import { projectsDeps } from './deps';

export const handler = httpHandler(projectRoutes.workbooksAssign, ({ actor, body }) =>
  assignWorkbooks(projectsDeps, actor, body),
);
