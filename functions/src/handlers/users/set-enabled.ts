import { peopleRoutes } from '@circles/shared/api/routes/people';
import { setEnabled } from '../../domain/people-admin';
import { httpHandler } from '../../http/handler';
import { peopleAdminDeps } from './deps';

export const handler = httpHandler(peopleRoutes.usersSetEnabled, ({ actor, params, body }) =>
  setEnabled(peopleAdminDeps, actor, params.id, body.version, body.enabled),
);
