import { userRoutes } from '@circles/shared/api/routes/users';
import { dynamoAuditLog } from '../../platform/data/audit-repository';
import { dynamoUsersRepository } from '../../members/data/users-repository';
import { getUserFor } from '../users';
import { httpHandler } from '../../platform/http/handler';

export const handler = httpHandler(userRoutes.usersGet, async ({ actor, params }) => ({
  user: await getUserFor(
    { users: dynamoUsersRepository, audit: dynamoAuditLog, now: () => new Date() },
    actor,
    params.id,
  ),
}));
