import { userRoutes } from '@circles/shared/api/routes/users';
import { dynamoUsersRepository } from '../../data/users-repository';
import { login } from '../../domain/accounts';
import { httpHandler } from '../../http/handler';
import { cognitoIdentityProvider } from '../../identity/cognito';

export const handler = httpHandler(userRoutes.usersLogin, ({ body }) =>
  login(
    { users: dynamoUsersRepository, identity: cognitoIdentityProvider },
    body.emailOrPhone,
    body.password,
  ),
);
