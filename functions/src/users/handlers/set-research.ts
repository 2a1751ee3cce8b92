import { peopleRoutes } from '@circles/shared/api/routes/people';
import { setResearch } from '../people-admin';
import { httpHandler } from '../../platform/http/handler';
import { peopleAdminDeps } from '../deps';

export const handler = httpHandler(peopleRoutes.usersSetResearch, ({ actor, params, body }) =>
  setResearch(peopleAdminDeps, actor, params.id, body.version, body.enabled),
);
