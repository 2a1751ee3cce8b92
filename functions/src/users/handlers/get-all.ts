import { peopleRoutes } from '@circles/shared/api/routes/people';
import { getAssignedUsers } from '../people';
import { httpHandler } from '../../platform/http/handler';
import { peopleDeps } from '../deps';

export const handler = httpHandler(peopleRoutes.usersGetAll, ({ actor, params }) =>
  getAssignedUsers(peopleDeps, actor, params.id),
);
