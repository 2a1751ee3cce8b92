import { contract } from '@circles/shared/api/contract';
import { dynamoAuditLog } from '../../data/audit-repository';
import { dynamoUsersRepository } from '../../data/users-repository';
import { getUserFor } from '../../domain/users';
import { httpHandler } from '../../http/handler';

export const handler = httpHandler(contract.usersGet, async ({ actor, params }) => ({
  user: await getUserFor(
    { users: dynamoUsersRepository, audit: dynamoAuditLog, now: () => new Date() },
    actor,
    params.id,
  ),
}));
