import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { requiresSecondFactor } from '@circles/shared/rules/second-factor';
import { config } from '../src/platform/config';
import { dynamoUsersRepository } from '../src/members/data/users-repository';
import type { UserRecord } from '../src/members/user-record';
import { cognitoIdentityProvider } from '../src/users/identity/cognito';
import { enrolAuthenticator } from './enrol-authenticator';

function cognito(): CognitoIdentityProviderClient {
  const cfg = config();
  return new CognitoIdentityProviderClient({
    region: cfg.region,
    ...(cfg.cognitoEndpoint ? { endpoint: cfg.cognitoEndpoint } : {}),
  });
}

/**
 * Enrols an authenticator app (TOTP) for a demo staff sign-in exactly as the web app does for a person
 * (issue 21): sign in with the password, AssociateSoftwareToken, VerifySoftwareToken with a code of the
 * new secret, SetUserMFAPreference, then the stored user records the factor. Any factor it had is
 * turned off first (the Admin reset's call), so a demo user whose secret was lost gets a new one.
 * Returns the base32 secret, which only the local demo keeps (printed by `npm start`, used by tests).
 */
async function enrol(record: UserRecord, password: string): Promise<string> {
  const client = cognito();
  try {
    await cognitoIdentityProvider.clearSecondFactors(record.username);
    const signedIn = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config().userPoolClientId,
        AuthParameters: { USERNAME: record.username, PASSWORD: password },
      }),
    );
    const AccessToken = signedIn.AuthenticationResult?.AccessToken;
    if (!AccessToken) throw new Error(`No token for ${record.username} (${signedIn.ChallengeName})`);
    const SecretCode = await enrolAuthenticator(client, AccessToken, 'Demo authenticator');
    const current = await dynamoUsersRepository.get(record.id);
    if (!current) throw new Error(`No stored user ${record.id}`);
    await dynamoUsersRepository.update(record.id, current.version, {
      mfa: { factor: 'TOTP', at: new Date().toISOString() },
    });
    return SecretCode;
  } finally {
    client.destroy();
  }
}

/**
 * The demo staff's authenticator secrets (login → base32 secret), enrolling those that have none:
 * a secret from `known` (kept by `npm start` between runs) is kept while Cognito and the stored user
 * still have the factor; otherwise a new one is enrolled (one that cannot be, say because its password
 * was changed, is left to set an app up at sign-in). Members are left without (they may opt in).
 */
export async function ensureDemoSecondFactors(
  demo: readonly { login: string; role: string }[],
  password: string,
  known: Readonly<Record<string, string>> = {},
): Promise<Record<string, string>> {
  const secrets: Record<string, string> = {};
  await Promise.all(
    demo
      .filter((d) => requiresSecondFactor(d.role))
      .map(async (d) => {
        const id = await dynamoUsersRepository.findIdByEmail(d.login);
        const record = id ? await dynamoUsersRepository.get(id) : undefined;
        if (!record) return;
        const keep =
          known[d.login] !== undefined &&
          record.mfa?.factor === 'TOTP' &&
          (await cognitoIdentityProvider.secondFactors(record.username)).includes('TOTP');
        if (keep) {
          secrets[d.login] = known[d.login] as string;
          return;
        }
        try {
          secrets[d.login] = await enrol(record, password);
        } catch (err) {
          // A demo password changed on this machine: that person sets an app up at sign-in instead.
          process.stderr.write(
            `No demo authenticator for ${d.login}: ${err instanceof Error ? err.message : String(err)}\n`,
          );
        }
      }),
  );
  return secrets;
}
