import { projectRoutes } from '@circles/shared/api/routes/projects';
import { assignProjectSeries } from '../../domain/projects';
import { httpHandler } from '../../http/handler';
import { projectsDeps } from './deps';

export const handler = httpHandler(projectRoutes.projectsAssignCollection, ({ actor, body }) =>
  assignProjectSeries(projectsDeps, actor, body),
);
