import { peopleRoutes } from '@circles/shared/api/routes/people';
import { createResearchId } from '../../domain/people-admin';
import { httpHandler } from '../../http/handler';
import { peopleAdminDeps } from './deps';

export const handler = httpHandler(peopleRoutes.usersResearchCreate, ({ actor, params }) =>
  createResearchId(peopleAdminDeps, actor, params.id),
);
