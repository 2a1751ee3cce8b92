import {
  AdminDeleteUserAttributesCommand,
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  NotAuthorizedException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../../platform/config';
import type { PartnerSessions } from '../partner-ports';
import { PARTNER_SUBJECT_ATTRIBUTE } from './partner-challenge';

let client: CognitoIdentityProviderClient | undefined;

function cognito(): CognitoIdentityProviderClient {
  const cfg = config();
  client ??= new CognitoIdentityProviderClient({
    region: cfg.region,
    ...(cfg.cognitoEndpoint ? { endpoint: cfg.cognitoEndpoint } : {}),
  });
  return client;
}

/**
 * Cognito's custom auth, started by the API with the admin calls (never a password): AdminInitiateAuth
 * CUSTOM_AUTH for the linked user, then the partner token as the challenge's answer. In AWS the pool's
 * Verify trigger checks the token again (partner-auth-triggers.ts); locally the Cognito proxy does
 * (functions/local/partner-auth.ts). Undefined when Cognito refuses.
 */
export const cognitoPartnerSessions: PartnerSessions = {
  async start(username, partnerToken, email) {
    const { userPoolId, userPoolClientId } = config();
    try {
      const first = await cognito().send(
        new AdminInitiateAuthCommand({
          UserPoolId: userPoolId,
          ClientId: userPoolClientId,
          AuthFlow: 'CUSTOM_AUTH',
          AuthParameters: { USERNAME: username },
        }),
      );
      if (first.ChallengeName !== 'CUSTOM_CHALLENGE') return undefined;
      const out = await cognito().send(
        new AdminRespondToAuthChallengeCommand({
          UserPoolId: userPoolId,
          ClientId: userPoolClientId,
          ChallengeName: 'CUSTOM_CHALLENGE',
          Session: first.Session,
          ChallengeResponses: {
            USERNAME: first.ChallengeParameters?.USERNAME ?? username,
            ANSWER: partnerToken,
          },
          ClientMetadata: { email },
        }),
      );
      const result = out.AuthenticationResult;
      if (!result?.AccessToken || !result.IdToken) return undefined;
      return {
        accessToken: result.AccessToken,
        idToken: result.IdToken,
        ...(result.RefreshToken ? { refreshToken: result.RefreshToken } : {}),
      };
    } catch (err) {
      if (err instanceof NotAuthorizedException || err instanceof UserNotFoundException) return undefined;
      throw err;
    }
  },

  async setSubject(username, subject) {
    const input = { UserPoolId: config().userPoolId, Username: username };
    try {
      if (subject)
        await cognito().send(
          new AdminUpdateUserAttributesCommand({
            ...input,
            UserAttributes: [{ Name: PARTNER_SUBJECT_ATTRIBUTE, Value: subject }],
          }),
        );
      else
        await cognito().send(
          new AdminDeleteUserAttributesCommand({ ...input, UserAttributeNames: [PARTNER_SUBJECT_ATTRIBUTE] }),
        );
    } catch (err) {
      // A profile without a sign-in (imported or seeded) has no Cognito user: only the record is linked.
      if (!(err instanceof UserNotFoundException)) throw err;
    }
  },
};
