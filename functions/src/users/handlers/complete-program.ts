import { peopleRoutes } from '@circles/shared/api/routes/people';
import { completeMemberProgram } from '../people-status';
import { httpHandler } from '../../platform/http/handler';
import { peopleDeps } from '../deps';

export const handler = httpHandler(peopleRoutes.usersCompleteProgram, ({ actor, params, body }) =>
  completeMemberProgram(peopleDeps, actor, params.id, body),
);
