import { peopleRoutes } from '@circles/shared/api/routes/people';
import { getAssignedUsers } from '../../domain/people';
import { httpHandler } from '../../http/handler';
import { peopleDeps } from './deps';

export const handler = httpHandler(peopleRoutes.usersGetAll, ({ actor, params }) =>
  getAssignedUsers(peopleDeps, actor, params.id),
);
