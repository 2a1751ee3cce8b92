import { peopleRoutes } from '@circles/shared/api/routes/people';
import { terminateMember } from '../people-status';
import { httpHandler } from '../../platform/http/handler';
import { peopleDeps } from '../deps';

export const handler = httpHandler(peopleRoutes.usersTerminate, ({ actor, params, body }) =>
  terminateMember(peopleDeps, actor, params.id, body),
);
