import { peopleRoutes } from '@circles/shared/api/routes/people';
import { updateProfile } from '../people-admin';
import { httpHandler } from '../../platform/http/handler';
import { peopleAdminDeps } from '../deps';

export const handler = httpHandler(peopleRoutes.usersUpdateProfile, ({ actor, params, body }) =>
  updateProfile(peopleAdminDeps, actor, params.id, body),
);
