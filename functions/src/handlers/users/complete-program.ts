import { peopleRoutes } from '@circles/shared/api/routes/people';
import { completeMemberProgram } from '../../domain/people-status';
import { httpHandler } from '../../http/handler';
import { peopleDeps } from './deps';

export const handler = httpHandler(peopleRoutes.usersCompleteProgram, ({ actor, params, body }) =>
  completeMemberProgram(peopleDeps, actor, params.id, body),
);
