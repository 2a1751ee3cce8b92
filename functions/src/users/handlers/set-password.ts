import { peopleRoutes } from '@circles/shared/api/routes/people';
import { setPassword } from '../people-admin';
import { httpHandler } from '../../platform/http/handler';
import { peopleAdminDeps } from '../deps';

export const handler = httpHandler(peopleRoutes.usersSetPassword, ({ actor, params, body }) =>
  setPassword(peopleAdminDeps, actor, params.id, body.password),
);
