import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { PartnerTokenError, type PartnerIdentity } from '../partner-ports';

export { PartnerTokenError, type PartnerIdentity };

/**
 * Where the partner organisation publishes its keys and what its tokens must say (issue 23). In AWS the
 * CDK context `partner` sets the environment; locally the launcher points it at the demo partner server.
 */
export interface PartnerConfig {
  jwksUrl: string;
  issuer: string;
  audience: string;
}

/** The partner configuration from the environment; undefined when no partner is configured. */
export function partnerConfig(env: NodeJS.ProcessEnv = process.env): PartnerConfig | undefined {
  const jwksUrl = env.PARTNER_JWKS_URL;
  const issuer = env.PARTNER_ISSUER;
  const audience = env.PARTNER_AUDIENCE;
  return jwksUrl && issuer && audience ? { jwksUrl, issuer, audience } : undefined;
}

// One key set per URL and process: jose caches the keys and refetches on an unknown key id (rotation).
const keySets = new Map<string, JWTVerifyGetKey>();

function keySetOf(url: string): JWTVerifyGetKey {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    keySets.set(url, set);
  }
  return set;
}

/**
 * Verifies a partner token with jose: the signature against the partner's published key set (RS256 or
 * ES256 only, so `none` and HMAC tokens are refused), the issuer, the audience, the expiry (30 s of clock
 * skew) and an `email` claim equal, lower-cased, to the email the person typed. The one check used by the
 * API (`POST /api/users/wecc`) and by the Cognito custom-auth challenge that starts the session.
 */
export async function verifyPartnerToken(
  token: string,
  email: string,
  cfg: PartnerConfig | undefined = partnerConfig(),
): Promise<PartnerIdentity> {
  if (!cfg) throw new PartnerTokenError('unconfigured');
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keySetOf(cfg.jwksUrl), {
      issuer: cfg.issuer,
      audience: cfg.audience,
      algorithms: ['RS256', 'ES256'],
      clockTolerance: 30,
      requiredClaims: ['sub', 'exp', 'email'],
    }));
  } catch (err) {
    if (err instanceof errors.JWKSTimeout || err instanceof errors.JWKSInvalid) {
      throw new PartnerTokenError('keys');
    }
    throw new PartnerTokenError('invalid');
  }
  const claimed = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  if (!payload.sub || claimed === '' || claimed !== email.trim().toLowerCase()) {
    throw new PartnerTokenError('email');
  }
  return { subject: payload.sub, email: claimed, emailVerified: payload.email_verified === true };
}
