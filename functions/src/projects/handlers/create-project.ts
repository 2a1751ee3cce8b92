import { projectRoutes } from '@circles/shared/api/routes/projects';
import { createProject } from '../projects';
import { httpHandler } from '../../platform/http/handler';
import { projectsDeps } from '../deps';

export const handler = httpHandler(projectRoutes.projectsCreate, ({ actor, body }) =>
  createProject(projectsDeps, actor, body),
);
