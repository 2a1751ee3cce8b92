import { localeOfLanguage } from '@circles/shared/messages/locale';
import { usernameOf } from '@circles/shared/rules/username';
import type { User } from '@circles/shared/schemas/user';
import { ApiError, apiCall } from '../api-client';
import { amplifyAuth } from './amplify';
import type { StoredSession } from './session-storage';

/**
 * Why a sign-in failed, in the spec's three cases (000 §8 Login): Cognito refused the credentials,
 * Cognito accepted them but the API refused the account (disabled or unknown), or anything else.
 */
export type SignInFailure = 'incorrect' | 'refused' | 'server';

/** A sign-in failure with its kind; the login form maps the kind to the spec's text. */
export class SignInError extends Error {
  readonly kind: SignInFailure;

  constructor(kind: SignInFailure) {
    super(kind);
    this.name = 'SignInError';
    this.kind = kind;
  }
}

// cognito-local answers a wrong password with InvalidPasswordException where Cognito says
// NotAuthorizedException; at sign-in both mean the same thing.
const CREDENTIAL_ERRORS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
]);

/** Maps an Amplify sign-in error to the spec's failure kinds. */
export function classifySignInError(error: unknown): SignInFailure {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  return typeof name === 'string' && CREDENTIAL_ERRORS.has(name) ? 'incorrect' : 'server';
}

/** The session values of a validated user. */
export function sessionOf(user: User): StoredSession {
  const locale = localeOfLanguage(user.info.language);
  return {
    id: user._id,
    name: user.info.name,
    role: user.role,
    ...(user.facilityId ? { facilityId: user.facilityId } : {}),
    ...(user.facilityName ? { facilityName: user.facilityName } : {}),
    ...(locale ? { locale } : {}),
  };
}

/** Asks the API whether the current token belongs to an enabled account; null when it does not. */
export async function validateCurrentUser(): Promise<User | null> {
  try {
    const { user } = await apiCall('usersValidate');
    return user;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

async function signInOnce(username: string, password: string) {
  const { signIn } = await amplifyAuth();
  return signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
}

async function signOut(): Promise<void> {
  const auth = await amplifyAuth();
  await auth.signOut();
}

/**
 * Signs in with Amplify (USER_PASSWORD_AUTH so the local emulator works), then asks the API to
 * validate the account. Throws {@link SignInError}; on refusal the Amplify session is dropped again.
 */
export async function signInWithPassword(identifier: string, password: string): Promise<User> {
  const username = usernameOf(identifier);
  let result: Awaited<ReturnType<typeof signInOnce>>;
  try {
    result = await signInOnce(username, password);
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name !== 'UserAlreadyAuthenticatedException') {
      throw new SignInError(classifySignInError(error));
    }
    // A stale session from an earlier visit: drop it and try once more.
    await signOut().catch(() => undefined);
    try {
      result = await signInOnce(username, password);
    } catch (retryError) {
      throw new SignInError(classifySignInError(retryError));
    }
  }
  if (!result.isSignedIn) {
    await signOut().catch(() => undefined);
    throw new SignInError('refused');
  }
  let user: User | null;
  try {
    user = await validateCurrentUser();
  } catch {
    await signOut().catch(() => undefined);
    throw new SignInError('server');
  }
  if (!user) {
    await signOut().catch(() => undefined);
    throw new SignInError('refused');
  }
  return user;
}

/** Restores the Amplify session of an earlier visit and validates it; null when there is none or it is refused. */
export async function restoreSession(): Promise<User | null> {
  try {
    const { fetchAuthSession, getCurrentUser } = await amplifyAuth();
    await getCurrentUser();
    const session = await fetchAuthSession();
    if (!session.tokens?.accessToken) return null;
    return await validateCurrentUser();
  } catch {
    return null;
  }
}

/**
 * Ends the session: first for the API (`usersLogout`, so the access token is refused at once although
 * it would verify for up to an hour), then Amplify's (its refresh token is revoked and the tokens leave
 * browser storage). Never throws: without a session or a network the local sign-out still happens.
 */
export async function endSession(): Promise<void> {
  try {
    const { fetchAuthSession } = await amplifyAuth();
    const session = await fetchAuthSession();
    if (session.tokens?.accessToken) await apiCall('usersLogout');
  } catch {
    // Nothing to end at the API (no token, expired, offline): the local sign-out below still runs.
  }
  await signOut().catch(() => undefined);
}
