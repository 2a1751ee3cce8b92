import { userRoutes } from '@circles/shared/api/routes/users';
import { dynamoUsersRepository } from '../../members/data/users-repository';
import { endSession } from '../../members/sessions';
import { httpHandler } from '../../platform/http/handler';

export const handler = httpHandler(userRoutes.usersLogout, async ({ actorRecord, claims }) => {
  await endSession({ users: dynamoUsersRepository, now: () => new Date() }, actorRecord, claims);
  return undefined;
});
