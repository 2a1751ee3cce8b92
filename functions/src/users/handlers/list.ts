import { peopleRoutes } from '@circles/shared/api/routes/people';
import { listUsers } from '../people';
import { httpHandler } from '../../platform/http/handler';
import { peopleDeps } from '../deps';

export const handler = httpHandler(peopleRoutes.usersList, ({ actor, query }) =>
  listUsers(peopleDeps, actor, query),
);
