import { userRoutes } from '@circles/shared/api/routes/users';
import { resetSecondFactor } from '../second-factor';
import { httpHandler } from '../../platform/http/handler';
import { peopleAdminDeps } from '../deps';

export const handler = httpHandler(userRoutes.usersMfaReset, ({ actor, params }) =>
  resetSecondFactor(peopleAdminDeps, actor, params.id),
);
