import { peopleRoutes } from '@circles/shared/api/routes/people';
import { registerUser } from '../../domain/people-admin';
import { httpHandler } from '../../http/handler';
import { peopleAdminDeps } from './deps';

export const handler = httpHandler(peopleRoutes.usersRegister, ({ actor, body }) =>
  registerUser(peopleAdminDeps, actor, body),
);
