import { peopleRoutes } from '@circles/shared/api/routes/people';
import { checkDuplicate } from '../people';
import { httpHandler } from '../../platform/http/handler';
import { peopleDeps } from '../deps';

export const handler = httpHandler(peopleRoutes.usersCheckDups, ({ actor, body }) =>
  checkDuplicate(peopleDeps, actor, body),
);
