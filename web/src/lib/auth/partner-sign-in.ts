import { codeOf } from '@circles/shared/api/errors';
import type { User } from '@circles/shared/schemas/user';
import { loadRuntimeConfig } from '../../config/runtime-config';
import { apiCall } from '../api-client';
import { amplifyAuth } from './amplify';
import { validateCurrentUser } from './auth-client';

/**
 * Why a partner sign-in failed, in the spec's four cases (000 §8 Login, partner): the partner's server
 * could not be reached, it refused the credentials, no Circles account is linked (401), or the token
 * could not be verified; and `refused` for a disabled account (the password sign-in's text).
 */
export type PartnerSignInFailure = 'partnerServer' | 'partnerIncorrect' | 'noAccount' | 'verify' | 'refused';

/** A partner sign-in failure with its kind; the partner form maps the kind to the spec's text. */
export class PartnerSignInError extends Error {
  readonly kind: PartnerSignInFailure;

  constructor(kind: PartnerSignInFailure) {
    super(kind);
    this.name = 'PartnerSignInError';
    this.kind = kind;
  }
}

/** The partner organisation's sign-in timeout (spec 000 §7: calls time out after 5000 ms). */
const PARTNER_TIMEOUT_MS = 5000;

/**
 * The partner organisation's own sign-in (spec 000 §7: `{ email, password }` → `{ success, token }`),
 * straight from the browser to the partner's server: the password never reaches ours.
 */
async function partnerToken(signInUrl: string, email: string, password: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(signInUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, password }),
      signal: AbortSignal.timeout(PARTNER_TIMEOUT_MS),
      credentials: 'omit',
    });
  } catch {
    throw new PartnerSignInError('partnerServer');
  }
  if (res.status === 400 || res.status === 401 || res.status === 403)
    throw new PartnerSignInError('partnerIncorrect');
  if (!res.ok) throw new PartnerSignInError('partnerServer');
  const body = (await res.json().catch(() => ({}))) as { success?: unknown; token?: unknown };
  if (body.success === false) throw new PartnerSignInError('partnerIncorrect');
  if (typeof body.token !== 'string' || body.token === '') throw new PartnerSignInError('partnerServer');
  return body.token;
}

/** Hands the session the API started to Amplify, which then keeps (and, in AWS, refreshes) it. */
async function keepSession(
  token: string,
  session: { username: string; idToken: string; refreshToken?: string },
) {
  const { cognitoUserPoolsTokenProvider, decodeJWT } = await amplifyAuth();
  const accessToken = decodeJWT(token);
  const issuedAt = (accessToken.payload.iat ?? 0) * 1000;
  await cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokens({
    tokens: {
      accessToken,
      idToken: decodeJWT(session.idToken),
      ...(session.refreshToken ? { refreshToken: session.refreshToken } : {}),
      clockDrift: issuedAt > 0 ? issuedAt - Date.now() : 0,
      username: session.username,
    },
  });
}

/**
 * Partner-organisation sign-in (spec 000 §2 Login, §7; issue 23): the partner's own sign-in, then
 * `POST /api/users/wecc` with its token, which starts a Circles session for the linked account; the
 * session is kept by Amplify like a password sign-in's and validated. Throws {@link PartnerSignInError}.
 */
export async function signInWithPartner(email: string, password: string): Promise<User> {
  const { partner } = await loadRuntimeConfig();
  if (!partner) throw new PartnerSignInError('partnerServer');
  const token = await partnerToken(partner.signInUrl, email, password);
  let answer;
  try {
    answer = await apiCall('usersWecc', { body: { token, email } });
  } catch (error) {
    const code = codeOf(error);
    if (code === 'PARTNER_NO_ACCOUNT') throw new PartnerSignInError('noAccount');
    if (code === 'ACCOUNT_DISABLED') throw new PartnerSignInError('refused');
    // Any other refusal or failure of our API: the spec's verifying text.
    throw new PartnerSignInError('verify');
  }
  try {
    await keepSession(answer.token, answer.session);
    const user = await validateCurrentUser();
    if (user) return user;
  } catch {
    // Falls through to the refusal below.
  }
  throw new PartnerSignInError('verify');
}
