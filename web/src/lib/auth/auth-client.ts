import { localeOfLanguage } from '@circles/shared/messages/locale';
import { usernameOf } from '@circles/shared/rules/username';
import type { User } from '@circles/shared/schemas/user';
import { ApiError, apiCall } from '../api-client';
import { amplifyAuth } from './amplify';
import {
  AUTHENTICATOR_ISSUER,
  isSessionOver,
  isWrongCode,
  secondStepOf,
  type SecondStep,
} from './second-step';
import type { StoredSession } from './session-storage';

/**
 * Why a sign-in failed, in the spec's three cases (000 §8 Login): Cognito refused the credentials,
 * Cognito accepted them but the API refused the account (disabled or unknown), or anything else; and
 * at the second step (issue 21) a wrong code, or a sign-in session that timed out.
 */
export type SignInFailure = 'incorrect' | 'refused' | 'server' | 'wrongCode' | 'expired';

/** Where a sign-in stands after a step: signed in and validated, or a second step to answer. */
export type SignInOutcome = { user: User } | { next: SecondStep };

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
    ...(user.researcher ? { researcher: true } : {}),
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

/** The account name of the sign-in under way, for the authenticator app's entry. */
let pendingAccount = '';

/**
 * Signs in with Amplify (USER_PASSWORD_AUTH so the local emulator works), then asks the API to
 * validate the account, or answers the second step the account asks for (issue 21). Throws
 * {@link SignInError}; on refusal the Amplify session is dropped again.
 */
export async function signInWithPassword(identifier: string, password: string): Promise<SignInOutcome> {
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
  pendingAccount = username;
  return outcomeOf(result);
}

/**
 * Answers the second step (issue 21): the code of the authenticator app or of the text message, the
 * chosen factor, or the first code of a new authenticator app. Throws {@link SignInError}: `wrongCode`
 * (try again), `expired` (the sign-in must start over), `server`.
 */
export async function answerSecondStep(answer: string): Promise<SignInOutcome> {
  const { confirmSignIn } = await amplifyAuth();
  let result: Awaited<ReturnType<typeof confirmSignIn>>;
  try {
    result = await confirmSignIn({ challengeResponse: answer });
  } catch (error) {
    if (isWrongCode(error)) throw new SignInError('wrongCode');
    throw new SignInError(isSessionOver(error) ? 'expired' : 'server');
  }
  return outcomeOf(result);
}

/** A step's result: the second step it asks for, else the validated user (or a refusal). */
async function outcomeOf(result: Awaited<ReturnType<typeof signInOnce>>): Promise<SignInOutcome> {
  if (!result.isSignedIn) {
    const next = secondStepOf(result.nextStep, pendingAccount);
    if (next) return { next };
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
  return { user };
}

/**
 * Starts the set-up of an authenticator app for the signed-in user (issue 21): Cognito's
 * AssociateSoftwareToken with the user's access token. Answers the secret and its `otpauth://` URI.
 */
export async function startTotpEnrolment(account: string): Promise<{ secret: string; uri: string }> {
  const { setUpTOTP } = await amplifyAuth();
  const details = await setUpTOTP();
  return { secret: details.sharedSecret, uri: details.getSetupUri(AUTHENTICATOR_ISSUER, account).href };
}

/**
 * Finishes it with the app's first code: VerifySoftwareToken, SetUserMFAPreference (TOTP on and
 * preferred), then the API records the factor after checking it with Cognito. Throws
 * {@link SignInError} `wrongCode` for a wrong code, `server` otherwise. Answers the stored user.
 */
export async function finishTotpEnrolment(code: string): Promise<User> {
  const { verifyTOTPSetup, updateMFAPreference } = await amplifyAuth();
  try {
    await verifyTOTPSetup({ code });
  } catch (error) {
    throw new SignInError(isWrongCode(error) ? 'wrongCode' : 'server');
  }
  try {
    await updateMFAPreference({ totp: 'PREFERRED' });
    return (await apiCall('usersMfaEnrol')).user;
  } catch {
    throw new SignInError('server');
  }
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
