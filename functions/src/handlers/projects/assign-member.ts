import { projectRoutes } from '@circles/shared/api/routes/projects';
import { assignProjectMembers } from '../../domain/projects';
import { httpHandler } from '../../http/handler';
import { projectsDeps } from './deps';

export const handler = httpHandler(projectRoutes.projectsAssignMember, ({ actor, body }) =>
  assignProjectMembers(projectsDeps, actor, body),
);
