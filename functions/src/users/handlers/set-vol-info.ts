import { peopleRoutes } from '@circles/shared/api/routes/people';
import { setVolunteerInfo } from '../people-status';
import { httpHandler } from '../../platform/http/handler';
import { peopleDeps } from '../deps';

export const handler = httpHandler(peopleRoutes.usersSetVolInfo, ({ actor, params, body }) =>
  setVolunteerInfo(peopleDeps, actor, params.id, body),
);
