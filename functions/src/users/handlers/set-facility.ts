import { peopleRoutes } from '@circles/shared/api/routes/people';
import { setFacility } from '../people-admin';
import { httpHandler } from '../../platform/http/handler';
import { peopleAdminDeps } from '../deps';

export const handler = httpHandler(peopleRoutes.usersSetFacility, ({ actor, params, body }) =>
  setFacility(peopleAdminDeps, actor, params.id, body.version, body.facilityId),
);
