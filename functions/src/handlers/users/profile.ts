import { peopleRoutes } from '@circles/shared/api/routes/people';
import { getProfile } from '../../domain/people';
import { httpHandler } from '../../http/handler';
import { peopleDeps } from './deps';

export const handler = httpHandler(peopleRoutes.usersProfile, ({ actor, params }) =>
  getProfile(peopleDeps, actor, params.id),
);
