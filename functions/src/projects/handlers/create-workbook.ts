import { projectRoutes } from '@circles/shared/api/routes/projects';
import { createWorkbook } from '../projects';
import { httpHandler } from '../../platform/http/handler';
import { projectsDeps } from '../deps';

export const handler = httpHandler(projectRoutes.workbooksCreate, ({ actor, body }) =>
  createWorkbook(projectsDeps, actor, body),
);
