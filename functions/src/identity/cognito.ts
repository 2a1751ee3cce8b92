import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUpdateUserAttributesCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  NotAuthorizedException,
  UserNotFoundException,
  UsernameExistsException,
  PasswordResetRequiredException,
  UserNotConfirmedException,
  InvalidPasswordException,
} from '@aws-sdk/client-cognito-identity-provider';
import { msg } from '@circles/shared/messages/auth';
import { config } from '../config';
import type { IdentityProvider } from '../domain/ports';
import { AppError } from '../domain/errors';

let client: CognitoIdentityProviderClient | undefined;

function cognito(): CognitoIdentityProviderClient {
  if (!client) {
    const cfg = config();
    client = new CognitoIdentityProviderClient({
      region: cfg.region,
      ...(cfg.cognitoEndpoint ? { endpoint: cfg.cognitoEndpoint } : {}),
    });
  }
  return client;
}

/** The subject (`sub`) claim of a JWT, read without verifying: only for a token Cognito just issued to us. */
function subjectOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string };
  if (!claims.sub) throw new Error('Token without subject');
  return claims.sub;
}

/** A user's name, email and phone as Cognito attributes, the email and phone marked verified. */
function contactAttributes({ name, email, phone }: { name: string; email?: string; phone?: string }) {
  return [
    { Name: 'name', Value: name },
    ...(email
      ? [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ]
      : []),
    ...(phone
      ? [
          { Name: 'phone_number', Value: phone },
          { Name: 'phone_number_verified', Value: 'true' },
        ]
      : []),
  ];
}

/** Cognito user pool as the identity provider. */
export const cognitoIdentityProvider: IdentityProvider = {
  async createUser({ username, email, phone, name, password, role }) {
    const cfg = config();
    const attributes = contactAttributes({ name, email, phone });
    let sub: string | undefined;
    try {
      const out = await cognito().send(
        new AdminCreateUserCommand({
          UserPoolId: cfg.userPoolId,
          Username: username,
          UserAttributes: attributes,
          MessageAction: 'SUPPRESS',
        }),
      );
      sub = out.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
    } catch (err) {
      if (err instanceof UsernameExistsException) {
        const emailTaken = Boolean(email);
        throw new AppError(
          'BAD_REQUEST',
          msg(emailTaken ? 'auth.register.server.emailRegistered' : 'auth.register.server.phoneRegistered'),
          {
            code: emailTaken ? 'EMAIL_TAKEN' : 'PHONE_TAKEN',
            cause: err,
          },
        );
      }
      throw err;
    }
    try {
      await cognito().send(
        new AdminSetUserPasswordCommand({
          UserPoolId: cfg.userPoolId,
          Username: username,
          Password: password,
          Permanent: true,
        }),
      );
      await cognito().send(
        new AdminAddUserToGroupCommand({ UserPoolId: cfg.userPoolId, Username: username, GroupName: role }),
      );
      if (!sub) throw new Error('Cognito returned no subject');
      return sub;
    } catch (err) {
      await cognitoIdentityProvider.deleteUser(username).catch(() => undefined);
      throw err;
    }
  },

  async deleteUser(username) {
    try {
      await cognito().send(
        new AdminDeleteUserCommand({ UserPoolId: config().userPoolId, Username: username }),
      );
    } catch (err) {
      if (!(err instanceof UserNotFoundException)) throw err;
    }
  },

  async setPassword(username, password) {
    await cognito().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: config().userPoolId,
        Username: username,
        Password: password,
        Permanent: true,
      }),
    );
  },

  async setEnabled(username, enabled) {
    const input = { UserPoolId: config().userPoolId, Username: username };
    try {
      await cognito().send(enabled ? new AdminEnableUserCommand(input) : new AdminDisableUserCommand(input));
    } catch (err) {
      // A profile without a sign-in (imported or seeded) has nothing to enable: the profile decides.
      if (!(err instanceof UserNotFoundException)) throw err;
    }
  },

  async setRole(username, from, to) {
    const input = { UserPoolId: config().userPoolId, Username: username };
    await cognito().send(new AdminAddUserToGroupCommand({ ...input, GroupName: to }));
    await cognito().send(new AdminRemoveUserFromGroupCommand({ ...input, GroupName: from }));
  },

  async updateContact(username, { name, email, phone }) {
    await cognito().send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: config().userPoolId,
        Username: username,
        UserAttributes: contactAttributes({ name, email, phone }),
      }),
    );
  },

  async signIn(username, password) {
    try {
      const out = await cognito().send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: config().userPoolClientId,
          AuthParameters: { USERNAME: username, PASSWORD: password },
        }),
      );
      const accessToken = out.AuthenticationResult?.AccessToken;
      if (!accessToken) return undefined;
      return { accessToken, sub: subjectOf(accessToken) };
    } catch (err) {
      if (
        err instanceof NotAuthorizedException ||
        err instanceof UserNotFoundException ||
        err instanceof PasswordResetRequiredException ||
        err instanceof UserNotConfirmedException ||
        // cognito-local answers a wrong password with InvalidPasswordException where AWS says NotAuthorized.
        err instanceof InvalidPasswordException
      ) {
        return undefined;
      }
      throw err;
    }
  },
};
