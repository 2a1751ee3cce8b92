import { peopleRoutes } from '@circles/shared/api/routes/people';
import { createResearchId } from '../people-admin';
import { httpHandler } from '../../platform/http/handler';
import { peopleAdminDeps } from '../deps';

export const handler = httpHandler(peopleRoutes.usersResearchCreate, ({ actor, params }) =>
  createResearchId(peopleAdminDeps, actor, params.id),
);
