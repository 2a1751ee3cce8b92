import { projectRoutes } from '@circles/shared/api/routes/projects';
import { listProjects } from '../projects';
import { httpHandler } from '../../platform/http/handler';
import { projectsDeps } from '../deps';

export const handler = httpHandler(projectRoutes.projectsList, ({ actor }) =>
  listProjects(projectsDeps, actor),
);
