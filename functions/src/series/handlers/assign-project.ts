import { seriesRoutes } from '@circles/shared/api/routes/series';
import { assignSeriesProjects } from '../../projects/projects';
import { httpHandler } from '../../platform/http/handler';
import { projectsDeps } from '../../projects/deps';

export const handler = httpHandler(seriesRoutes.collectionsAssignProject, ({ actor, body }) =>
  assignSeriesProjects(projectsDeps, actor, body),
);
