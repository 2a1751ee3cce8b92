import { peopleRoutes } from '@circles/shared/api/routes/people';
import { registerUser } from '../people-admin';
import { httpHandler } from '../../platform/http/handler';
import { peopleAdminDeps } from '../deps';

export const handler = httpHandler(peopleRoutes.usersRegister, ({ actor, body }) =>
  registerUser(peopleAdminDeps, actor, body),
);
