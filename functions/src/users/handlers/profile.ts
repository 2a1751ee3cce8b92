import { peopleRoutes } from '@circles/shared/api/routes/people';
import { getProfile } from '../people';
import { httpHandler } from '../../platform/http/handler';
import { peopleDeps } from '../deps';

export const handler = httpHandler(peopleRoutes.usersProfile, ({ actor, params }) =>
  getProfile(peopleDeps, actor, params.id),
);
