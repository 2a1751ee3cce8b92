import { userRoutes } from '@circles/shared/api/routes/users';
import { toUser } from '../../members/user-record';
import { httpHandler } from '../../platform/http/handler';

/** The wrapper already loaded the stored user and refused unknown and disabled ones: answer it. */
export const handler = httpHandler(userRoutes.usersValidate, async ({ actorRecord }) => ({
  valid: true as const,
  user: toUser(actorRecord),
}));
