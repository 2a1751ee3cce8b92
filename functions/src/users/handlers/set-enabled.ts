import { peopleRoutes } from '@circles/shared/api/routes/people';
import { setEnabled } from '../people-admin';
import { httpHandler } from '../../platform/http/handler';
import { peopleAdminDeps } from '../deps';

export const handler = httpHandler(peopleRoutes.usersSetEnabled, ({ actor, params, body }) =>
  setEnabled(peopleAdminDeps, actor, params.id, body.version, body.enabled),
);
