import {
  AssociateSoftwareTokenCommand,
  type CognitoIdentityProviderClient,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { totpCode } from './totp';

/**
 * Sets up an authenticator app (TOTP) for the signed-in user of `AccessToken` as the web app does
 * (issue 21): AssociateSoftwareToken, VerifySoftwareToken with a code of the new secret, then
 * SetUserMFAPreference with TOTP preferred. Answers the base32 secret. Used by the demo seed and the
 * second-factor tests, so both enrol exactly as a person does.
 */
export async function enrolAuthenticator(
  client: CognitoIdentityProviderClient,
  AccessToken: string,
  FriendlyDeviceName?: string,
): Promise<string> {
  const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken }));
  if (!SecretCode) throw new Error('No secret from AssociateSoftwareToken');
  await client.send(
    new VerifySoftwareTokenCommand({
      AccessToken,
      UserCode: totpCode(SecretCode),
      ...(FriendlyDeviceName ? { FriendlyDeviceName } : {}),
    }),
  );
  await client.send(
    new SetUserMFAPreferenceCommand({
      AccessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return SecretCode;
}
