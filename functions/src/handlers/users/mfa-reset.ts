import { userRoutes } from '@circles/shared/api/routes/users';
import { resetSecondFactor } from '../../domain/second-factor';
import { httpHandler } from '../../http/handler';
import { peopleAdminDeps } from './deps';

export const handler = httpHandler(userRoutes.usersMfaReset, ({ actor, params }) =>
  resetSecondFactor(peopleAdminDeps, actor, params.id),
);
