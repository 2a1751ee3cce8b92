import { contract } from '@circles/shared/api/contract';
import { dynamoUsersRepository } from '../../data/users-repository';
import { toUser } from '../../domain/user-record';
import { AppError } from '../../http/errors';
import { httpHandler } from '../../http/handler';

/** The wrapper already refused unknown and disabled users; this answers the stored user. */
export const handler = httpHandler(contract.usersValidate, async ({ actor }) => {
  const user = await dynamoUsersRepository.get(actor.id);
  if (!user) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  return { valid: true as const, user: toUser(user) };
});
