import { peopleRoutes } from '@circles/shared/api/routes/people';
import { listUsers } from '../../domain/people';
import { httpHandler } from '../../http/handler';
import { peopleDeps } from './deps';

export const handler = httpHandler(peopleRoutes.usersList, ({ actor, query }) =>
  listUsers(peopleDeps, actor, query),
);
