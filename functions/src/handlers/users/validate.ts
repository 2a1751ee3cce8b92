import { contract } from '@circles/shared/api/contract';
import { toUser } from '../../domain/user-record';
import { httpHandler } from '../../http/handler';

/** The wrapper already loaded the stored user and refused unknown and disabled ones: answer it. */
export const handler = httpHandler(contract.usersValidate, async ({ actorRecord }) => ({
  valid: true as const,
  user: toUser(actorRecord),
}));
