import { userRoutes } from '@circles/shared/api/routes/users';
import { dynamoAuditLog } from '../../data/audit-repository';
import { dynamoUsersRepository } from '../../data/users-repository';
import { selfRegister } from '../../domain/accounts';
import { httpHandler } from '../../http/handler';
import { cognitoIdentityProvider } from '../../identity/cognito';

export const handler = httpHandler(userRoutes.usersSelfRegister, ({ body }) =>
  selfRegister(
    {
      users: dynamoUsersRepository,
      identity: cognitoIdentityProvider,
      audit: dynamoAuditLog,
      now: () => new Date(),
    },
    body,
  ),
);
