import { userRoutes } from '@circles/shared/api/routes/users';
import { dynamoLoginAttempts } from '../data/login-attempts-repository';
import { dynamoUsersRepository } from '../../members/data/users-repository';
import { login } from '../accounts';
import { httpHandler } from '../../platform/http/handler';
import { cognitoIdentityProvider } from '../identity/cognito';

export const handler = httpHandler(userRoutes.usersLogin, ({ body }) =>
  login(
    {
      users: dynamoUsersRepository,
      identity: cognitoIdentityProvider,
      attempts: dynamoLoginAttempts,
      now: () => new Date(),
    },
    body.emailOrPhone,
    body.password,
    body.code,
  ),
);
