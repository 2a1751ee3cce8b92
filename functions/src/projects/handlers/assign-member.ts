import { projectRoutes } from '@circles/shared/api/routes/projects';
import { assignProjectMembers } from '../projects';
import { httpHandler } from '../../platform/http/handler';
import { projectsDeps } from '../deps';

export const handler = httpHandler(projectRoutes.projectsAssignMember, ({ actor, body }) =>
  assignProjectMembers(projectsDeps, actor, body),
);
