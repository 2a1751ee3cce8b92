import { peopleRoutes } from '@circles/shared/api/routes/people';
import { changeAssignments } from '../assignments';
import { httpHandler } from '../../platform/http/handler';
import { peopleDeps } from '../deps';

export const handler = httpHandler(peopleRoutes.usersAssignPatients, ({ actor, params, body }) =>
  changeAssignments(peopleDeps, actor, params.id, 'worker', body),
);
