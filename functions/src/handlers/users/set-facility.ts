import { peopleRoutes } from '@circles/shared/api/routes/people';
import { setFacility } from '../../domain/people-admin';
import { httpHandler } from '../../http/handler';
import { peopleAdminDeps } from './deps';

export const handler = httpHandler(peopleRoutes.usersSetFacility, ({ actor, params, body }) =>
  setFacility(peopleAdminDeps, actor, params.id, body.version, body.facilityId),
);
