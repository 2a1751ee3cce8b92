import { peopleRoutes } from '@circles/shared/api/routes/people';
import { updateProfile } from '../../domain/people-admin';
import { httpHandler } from '../../http/handler';
import { peopleAdminDeps } from './deps';

export const handler = httpHandler(peopleRoutes.usersUpdateProfile, ({ actor, params, body }) =>
  updateProfile(peopleAdminDeps, actor, params.id, body),
);
