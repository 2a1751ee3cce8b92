import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminSetUserPasswordCommand,
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolAuthenticator } from '../../functions/local/enrol-authenticator';
import { totpCode } from '../../functions/local/totp';
import { useStackEnv } from '../support/stack';

/**
 * What cognito-local 5.3.0 really does with second factors (issue 21), pinned so an upgrade that
 * changes it fails here. It runs the whole authenticator (TOTP) flow of a signed-in user and checks
 * codes for real; it lacks the sign-in-time set-up (MFA_SETUP), AdminSetUserMFAPreference (the local
 * proxy fills it in) and any way to turn text-message codes on. Direct calls go to cognito-local itself;
 * `viaProxy` calls go through the local proxy the API and the browser use.
 */
let env: Record<string, string>;
let direct: CognitoIdentityProviderClient;
let viaProxy: CognitoIdentityProviderClient;
const PASSWORD = 'Factor#2026';

function client(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: env.AWS_REGION,
    endpoint,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  });
}

async function newUser(poolId = env.USER_POOL_ID!): Promise<string> {
  const email = `factor-${randomUUID()}@test.example.org`;
  await direct.send(
    new AdminCreateUserCommand({
      UserPoolId: poolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'phone_number', Value: '+15195550199' },
      ],
    }),
  );
  await direct.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: poolId,
      Username: email,
      Password: PASSWORD,
      Permanent: true,
    }),
  );
  return email;
}

const signIn = (login: string, clientId = env.USER_POOL_CLIENT_ID) =>
  direct.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: login, PASSWORD },
    }),
  );

/** Signs in and enrols an authenticator app as the web app does; answers the secret. */
async function enrolTotp(login: string): Promise<string> {
  const AccessToken = (await signIn(login)).AuthenticationResult!.AccessToken!;
  return enrolAuthenticator(direct, AccessToken);
}

const errorName = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (err: { name?: string }) => err.name,
  );

beforeAll(() => {
  env = useStackEnv().env;
  direct = client(new URL(env.JWT_ISSUER!).origin);
  viaProxy = client(env.COGNITO_ENDPOINT!);
});

describe('cognito-local 5.3.0 and second factors', () => {
  it('signs a user without a factor in with the password alone when MFA is optional', async () => {
    const login = await newUser();
    expect((await signIn(login)).AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it("associates and verifies an authenticator with the user's access token, checking the code", async () => {
    const login = await newUser();
    const AccessToken = (await signIn(login)).AuthenticationResult!.AccessToken!;
    const { SecretCode } = await direct.send(new AssociateSoftwareTokenCommand({ AccessToken }));
    expect(SecretCode).toMatch(/^[A-Z2-7]{32}$/);
    const wrong = totpCode(SecretCode!, Date.now() - 10 * 60_000);
    expect(
      await errorName(direct.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: wrong }))),
    ).toBe('CodeMismatchException');
    const ok = await direct.send(
      new VerifySoftwareTokenCommand({ AccessToken, UserCode: totpCode(SecretCode!) }),
    );
    expect(ok.Status).toBe('SUCCESS');
  });

  it('asks for the authenticator code at sign-in once enrolled, and checks it', async () => {
    const login = await newUser();
    const secret = await enrolTotp(login);
    const challenge = await signIn(login);
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(challenge.AuthenticationResult).toBeUndefined();
    const respond = (code: string, Session = challenge.Session) =>
      direct.send(
        new RespondToAuthChallengeCommand({
          ClientId: env.USER_POOL_CLIENT_ID,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session,
          ChallengeResponses: { USERNAME: login, SOFTWARE_TOKEN_MFA_CODE: code },
        }),
      );
    expect(await errorName(respond('000000'))).toBe('CodeMismatchException');
    expect((await respond(totpCode(secret))).AuthenticationResult?.AccessToken).toBeTruthy();
    // What only AWS exercises: cognito-local never checks the challenge's Session (any string passes).
    expect(
      (await respond(totpCode(secret), 'made-up-session')).AuthenticationResult?.AccessToken,
    ).toBeTruthy();
    const user = await direct.send(
      new AdminGetUserCommand({ UserPoolId: env.USER_POOL_ID, Username: login }),
    );
    expect(user.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
  });

  it('cannot set an authenticator up during sign-in (MFA_SETUP): AWS only', async () => {
    const login = await newUser();
    const challenge = await signIn(login);
    const session = challenge.Session ?? 'any-session';
    expect(await errorName(direct.send(new AssociateSoftwareTokenCommand({ Session: session })))).toBe(
      'InvalidParameterException',
    );
    // With MFA required for a whole pool, a user without a factor is refused where AWS answers MFA_SETUP.
    const pool = await direct.send(
      new CreateUserPoolCommand({
        PoolName: `required-${randomUUID().slice(0, 8)}`,
        UsernameAttributes: ['email'],
        MfaConfiguration: 'ON',
      }),
    );
    const poolId = pool.UserPool!.Id!;
    const app = await direct.send(
      new CreateUserPoolClientCommand({ UserPoolId: poolId, ClientName: 'required' }),
    );
    const strict = await newUser(poolId);
    expect(await errorName(signIn(strict, app.UserPoolClient!.ClientId))).toBe('NotAuthorizedException');
  });

  it('lacks AdminSetUserMFAPreference, which the local proxy fills in', async () => {
    const login = await newUser();
    await enrolTotp(login);
    const turnOff = new AdminSetUserMFAPreferenceCommand({
      UserPoolId: env.USER_POOL_ID,
      Username: login,
      SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      SMSMfaSettings: { Enabled: false, PreferredMfa: false },
    });
    expect(await errorName(direct.send(turnOff))).not.toBe('no error');
    expect((await signIn(login)).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    await viaProxy.send(turnOff);
    expect((await signIn(login)).AuthenticationResult?.AccessToken).toBeTruthy();
    const unknown = new AdminSetUserMFAPreferenceCommand({
      UserPoolId: env.USER_POOL_ID,
      Username: 'nobody@test.example.org',
      SoftwareTokenMfaSettings: { Enabled: false },
    });
    expect(await errorName(viaProxy.send(unknown))).toBe('UserNotFoundException');
  });

  it('cannot turn text-message codes on: the SMS challenge needs MFAOptions, which no call it has sets', async () => {
    const login = await newUser();
    const AccessToken = (await signIn(login)).AuthenticationResult!.AccessToken!;
    await direct.send(new SetUserMFAPreferenceCommand({ AccessToken, SMSMfaSettings: { Enabled: true } }));
    const refused = await errorName(signIn(login));
    expect(refused).not.toBe('no error');
    expect(refused).not.toBe('NotAuthorizedException');
  });
});
