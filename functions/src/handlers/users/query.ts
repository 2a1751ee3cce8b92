import { peopleRoutes } from '@circles/shared/api/routes/people';
import { queryUsers } from '../../domain/people';
import { httpHandler } from '../../http/handler';
import { peopleDeps } from './deps';

export const handler = httpHandler(peopleRoutes.usersQuery, ({ actor, body }) =>
  queryUsers(peopleDeps, actor, body.filter.ids),
);
