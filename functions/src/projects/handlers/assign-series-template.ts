import { projectRoutes } from '@circles/shared/api/routes/projects';
import { assignProjectSeries } from '../projects';
import { httpHandler } from '../../platform/http/handler';
import { projectsDeps } from '../deps';

export const handler = httpHandler(projectRoutes.projectsAssignCollection, ({ actor, body }) =>
  assignProjectSeries(projectsDeps, actor, body),
);
