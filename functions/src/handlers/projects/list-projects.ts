import { projectRoutes } from '@circles/shared/api/routes/projects';
import { listProjects } from '../../domain/projects';
import { httpHandler } from '../../http/handler';
import { projectsDeps } from './deps';

export const handler = httpHandler(projectRoutes.projectsList, ({ actor }) =>
  listProjects(projectsDeps, actor),
);
