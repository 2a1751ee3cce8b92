import { userRoutes } from '@circles/shared/api/routes/users';
import { dynamoUsersRepository } from '../../data/users-repository';
import { endSession } from '../../domain/sessions';
import { httpHandler } from '../../http/handler';

export const handler = httpHandler(userRoutes.usersLogout, async ({ actorRecord, claims }) => {
  await endSession({ users: dynamoUsersRepository, now: () => new Date() }, actorRecord, claims);
  return undefined;
});
