import { userRoutes } from '@circles/shared/api/routes/users';
import { enrolSecondFactor } from '../second-factor';
import { httpHandler } from '../../platform/http/handler';
import { peopleAdminDeps } from '../deps';

export const handler = httpHandler(userRoutes.usersMfaEnrol, ({ actor, actorRecord }) =>
  enrolSecondFactor(peopleAdminDeps, actor, actorRecord),
);
