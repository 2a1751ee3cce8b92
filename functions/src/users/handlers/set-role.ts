import { peopleRoutes } from '@circles/shared/api/routes/people';
import { setRole } from '../people-admin';
import { httpHandler } from '../../platform/http/handler';
import { peopleAdminDeps } from '../deps';

export const handler = httpHandler(peopleRoutes.usersSetRole, ({ actor, params, body }) =>
  setRole(peopleAdminDeps, actor, params.id, body.version, body.role),
);
