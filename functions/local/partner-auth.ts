import { createPrivateKey, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { SignJWT } from 'jose';
import { partnerChallengeAnswered } from '../src/users/identity/partner-challenge';
import type { PartnerConfig } from '../src/users/identity/partner-token';

/**
 * Cognito's custom auth for the partner sign-in (issue 23), played in front of cognito-local, which has
 * neither CUSTOM_AUTH nor triggers. AdminInitiateAuth CUSTOM_AUTH opens a challenge; the answer (the
 * partner token) is checked by the same Verify step as the AWS trigger (`partnerChallengeAnswered`), and
 * only then are tokens signed, with cognito-local's own published key so the API and Amplify accept
 * them as cognito-local's. Local only; there is no refresh token (the session lasts the access token's
 * hour). Answers undefined for any other request, which then passes to cognito-local.
 */
export interface PartnerAuth {
  handle(
    target: string,
    body: Buffer,
  ): Promise<{ status: number; body: unknown; error?: string } | undefined>;
}

const INITIATE = 'AWSCognitoIdentityProviderService.AdminInitiateAuth';
const RESPOND = 'AWSCognitoIdentityProviderService.AdminRespondToAuthChallenge';

interface OpenChallenge {
  userPoolId: string;
  clientId: string;
  username: string;
  expires: number;
}

const refused = (type: string, message: string) => ({
  status: 400,
  body: { __type: type, message },
  error: type,
});

/** The partner custom-auth for a proxy in front of cognito-local at `upstream`. */
export function createPartnerAuth(upstream: string, partner: () => PartnerConfig | undefined): PartnerAuth {
  const challenges = new Map<string, OpenChallenge>();
  const require = createRequire(import.meta.url);
  const pem = (require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string }).pem;
  const key = createPrivateKey(pem);

  const call = async (operation: string, input: unknown) => {
    const res = await fetch(upstream, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(input),
    });
    return { ok: res.ok, json: (await res.json()) as Record<string, unknown> };
  };

  const getUser = async (userPoolId: string, username: string) => {
    const out = await call('AdminGetUser', { UserPoolId: userPoolId, Username: username });
    if (!out.ok) return undefined;
    const attributes = Object.fromEntries(
      ((out.json.UserAttributes ?? []) as { Name: string; Value?: string }[]).map((a) => [a.Name, a.Value]),
    );
    return { username: out.json.Username as string, enabled: out.json.Enabled !== false, attributes };
  };

  const tokens = async (challenge: OpenChallenge, attributes: Record<string, string | undefined>) => {
    const groups = await call('AdminListGroupsForUser', {
      UserPoolId: challenge.userPoolId,
      Username: challenge.username,
    });
    const names = ((groups.json.Groups ?? []) as { GroupName: string }[]).map((g) => g.GroupName);
    const issuer = `${new URL(upstream).origin}/${challenge.userPoolId}`;
    const now = Math.floor(Date.now() / 1000);
    const common = {
      sub: attributes.sub,
      event_id: randomUUID(),
      auth_time: now,
      ...(names.length ? { 'cognito:groups': names } : {}),
    };
    const signed = (claims: Record<string, unknown>, audience?: string) => {
      const jwt = new SignJWT({ ...common, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
        .setIssuer(issuer)
        .setIssuedAt(now)
        .setJti(randomUUID())
        .setExpirationTime(now + 3600);
      return (audience ? jwt.setAudience(audience) : jwt).sign(key);
    };
    return {
      AccessToken: await signed({
        client_id: challenge.clientId,
        scope: 'aws.cognito.signin.user.admin',
        token_use: 'access',
        username: challenge.username,
      }),
      IdToken: await signed(
        { 'cognito:username': challenge.username, email: attributes.email, token_use: 'id' },
        challenge.clientId,
      ),
      ExpiresIn: 3600,
      TokenType: 'Bearer',
    };
  };

  return {
    async handle(target, body) {
      const input = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
      if (target === INITIATE && input.AuthFlow === 'CUSTOM_AUTH') {
        const params = (input.AuthParameters ?? {}) as { USERNAME?: string };
        const user = params.USERNAME ? await getUser(String(input.UserPoolId), params.USERNAME) : undefined;
        if (!user) return refused('UserNotFoundException', 'User does not exist.');
        const session = randomUUID();
        challenges.set(session, {
          userPoolId: String(input.UserPoolId),
          clientId: String(input.ClientId),
          username: user.username,
          expires: Date.now() + 3 * 60_000,
        });
        return {
          status: 200,
          body: {
            ChallengeName: 'CUSTOM_CHALLENGE',
            Session: session,
            ChallengeParameters: { USERNAME: user.username },
          },
        };
      }
      if (target === RESPOND && input.ChallengeName === 'CUSTOM_CHALLENGE') {
        const session = typeof input.Session === 'string' ? input.Session : '';
        const challenge = challenges.get(session);
        challenges.delete(session);
        if (!challenge || challenge.expires < Date.now())
          return refused('NotAuthorizedException', 'Invalid session for the user.');
        const user = await getUser(challenge.userPoolId, challenge.username);
        const responses = (input.ChallengeResponses ?? {}) as { ANSWER?: string };
        const metadata = (input.ClientMetadata ?? {}) as { email?: string };
        const answered =
          user?.enabled === true &&
          (await partnerChallengeAnswered(
            { answer: responses.ANSWER ?? '', email: metadata.email, userAttributes: user.attributes },
            partner(),
          ));
        if (!user || !answered) return refused('NotAuthorizedException', 'Incorrect username or password.');
        return { status: 200, body: { AuthenticationResult: await tokens(challenge, user.attributes) } };
      }
      return undefined;
    },
  };
}
