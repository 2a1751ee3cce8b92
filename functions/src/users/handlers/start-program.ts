import { peopleRoutes } from '@circles/shared/api/routes/people';
import { startMemberProgram } from '../people-status';
import { httpHandler } from '../../platform/http/handler';
import { peopleDeps } from '../deps';

export const handler = httpHandler(peopleRoutes.usersStartProgram, ({ actor, params, body }) =>
  startMemberProgram(peopleDeps, actor, params.id, body),
);
