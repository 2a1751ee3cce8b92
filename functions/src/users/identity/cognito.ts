import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserMFAPreferenceCommand,
  CodeMismatchException,
  ExpiredCodeException,
  RespondToAuthChallengeCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUpdateUserAttributesCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  type InitiateAuthCommandOutput,
  NotAuthorizedException,
  UserNotFoundException,
  UsernameExistsException,
  PasswordResetRequiredException,
  UserNotConfirmedException,
  InvalidPasswordException,
} from '@aws-sdk/client-cognito-identity-provider';
import { msg } from '@circles/shared/messages/auth';
import { config } from '../../platform/config';
import type { IdentityProvider } from '../../members/ports';
import { AppError } from '../../platform/errors';

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

  async signIn(username, password, code) {
    try {
      const out = await cognito().send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: config().userPoolClientId,
          AuthParameters: { USERNAME: username, PASSWORD: password },
        }),
      );
      if (out.ChallengeName) return await answerSecondFactor(out, username, code);
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

  async secondFactors(username) {
    const out = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: config().userPoolId, Username: username }),
    );
    const list = out.UserMFASettingList ?? [];
    return [
      ...(list.includes('SOFTWARE_TOKEN_MFA') ? (['TOTP'] as const) : []),
      ...(list.includes('SMS_MFA') ? (['SMS'] as const) : []),
    ];
  },

  async clearSecondFactors(username) {
    try {
      await cognito().send(
        new AdminSetUserMFAPreferenceCommand({
          UserPoolId: config().userPoolId,
          Username: username,
          SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
          SMSMfaSettings: { Enabled: false, PreferredMfa: false },
        }),
      );
    } catch (err) {
      // A profile without a sign-in (imported or seeded) has no factor to turn off: the profile decides.
      if (!(err instanceof UserNotFoundException)) throw err;
    }
  },
};

type ChallengeAnswer = Pick<
  InitiateAuthCommandOutput,
  'ChallengeName' | 'ChallengeParameters' | 'Session' | 'AuthenticationResult'
>;

/**
 * The second step of an API password sign-in (issue 21): the authenticator code answers Cognito's
 * SOFTWARE_TOKEN_MFA challenge (after choosing it when the account has several factors). A text message
 * cannot be answered by a stateless API call, so such an account, like one without the code, is told
 * that a code is required.
 */
async function answerSecondFactor(
  challenge: ChallengeAnswer,
  username: string,
  code: string | undefined,
): Promise<{ accessToken: string; sub: string } | { secondFactor: 'required' | 'wrong' } | undefined> {
  const clientId = config().userPoolClientId;
  const user = challenge.ChallengeParameters?.USER_ID_FOR_SRP ?? username;
  let current: ChallengeAnswer = challenge;
  if (current.ChallengeName === 'SELECT_MFA_TYPE') {
    const choices = current.ChallengeParameters?.MFAS_CAN_CHOOSE ?? '';
    if (!code || !choices.includes('SOFTWARE_TOKEN_MFA')) return { secondFactor: 'required' };
    current = await cognito().send(
      new RespondToAuthChallengeCommand({
        ClientId: clientId,
        ChallengeName: 'SELECT_MFA_TYPE',
        Session: current.Session,
        ChallengeResponses: { USERNAME: user, ANSWER: 'SOFTWARE_TOKEN_MFA' },
      }),
    );
  }
  if (current.ChallengeName !== 'SOFTWARE_TOKEN_MFA') {
    // NEW_PASSWORD_REQUIRED and the like never happen here (passwords are set permanent); SMS_MFA has
    // sent a text the API cannot wait for.
    return current.ChallengeName === 'SMS_MFA' ? { secondFactor: 'required' } : undefined;
  }
  if (!code) return { secondFactor: 'required' };
  try {
    const out = await cognito().send(
      new RespondToAuthChallengeCommand({
        ClientId: clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: current.Session,
        ChallengeResponses: { USERNAME: user, SOFTWARE_TOKEN_MFA_CODE: code },
      }),
    );
    const accessToken = out.AuthenticationResult?.AccessToken;
    return accessToken ? { accessToken, sub: subjectOf(accessToken) } : { secondFactor: 'wrong' };
  } catch (err) {
    if (
      err instanceof CodeMismatchException ||
      err instanceof ExpiredCodeException ||
      err instanceof NotAuthorizedException
    )
      return { secondFactor: 'wrong' };
    throw err;
  }
}
