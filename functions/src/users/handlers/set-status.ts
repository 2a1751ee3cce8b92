import { peopleRoutes } from '@circles/shared/api/routes/people';
import { setMemberStatus } from '../people-status';
import { httpHandler } from '../../platform/http/handler';
import { peopleDeps } from '../deps';

export const handler = httpHandler(peopleRoutes.usersSetStatus, ({ actor, params, body }) =>
  setMemberStatus(peopleDeps, actor, params.id, body),
);
