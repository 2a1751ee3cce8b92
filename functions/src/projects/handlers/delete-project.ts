import { projectRoutes } from '@circles/shared/api/routes/projects';
import { deleteProject } from '../projects';
import { httpHandler } from '../../platform/http/handler';
import { projectsDeps } from '../deps';

export const handler = httpHandler(projectRoutes.projectsDelete, ({ actor, params }) =>
  deleteProject(projectsDeps, actor, params.id),
);
