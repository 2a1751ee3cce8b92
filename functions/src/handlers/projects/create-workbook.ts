import { projectRoutes } from '@circles/shared/api/routes/projects';
import { createWorkbook } from '../../domain/projects';
import { httpHandler } from '../../http/handler';
import { projectsDeps } from './deps';

export const handler = httpHandler(projectRoutes.workbooksCreate, ({ actor, body }) =>
  createWorkbook(projectsDeps, actor, body),
);
