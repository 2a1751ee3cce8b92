import { userRoutes } from '@circles/shared/api/routes/users';
import { dynamoAuditLog } from '../../platform/data/audit-repository';
import { dynamoUsersRepository } from '../../members/data/users-repository';
import { selfRegister } from '../accounts';
import { httpHandler } from '../../platform/http/handler';
import { cognitoIdentityProvider } from '../identity/cognito';

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
