import { userRoutes } from '@circles/shared/api/routes/users';
import { dynamoAuditLog } from '../../data/audit-repository';
import { dynamoUsersRepository } from '../../data/users-repository';
import { getUserFor } from '../../domain/users';
import { httpHandler } from '../../http/handler';

export const handler = httpHandler(userRoutes.usersGet, async ({ actor, params }) => ({
  user: await getUserFor(
    { users: dynamoUsersRepository, audit: dynamoAuditLog, now: () => new Date() },
    actor,
    params.id,
  ),
}));
