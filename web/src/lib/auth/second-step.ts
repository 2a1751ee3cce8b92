import type { SignInOutput } from 'aws-amplify/auth';

/**
 * The second step a sign-in asks for (issue 21), from Amplify's `nextStep`: a code of the authenticator
 * app, a code sent by text message, a choice between the two, or, where the user pool requires a factor
 * the user has not set up (Cognito's MFA_SETUP, AWS only), the set-up of an authenticator app.
 */
export type SecondStep =
  | { kind: 'totpCode' }
  | { kind: 'smsCode'; destination?: string }
  | { kind: 'choose'; factors: ('TOTP' | 'SMS')[] }
  | { kind: 'totpSetup'; secret: string; uri: string };

/** The name authenticator apps show for the account's entry. */
export const AUTHENTICATOR_ISSUER = 'Circles';

/** The second step of Amplify's answer, or undefined for a step this app does not offer. */
export function secondStepOf(next: SignInOutput['nextStep'], account: string): SecondStep | undefined {
  if (next.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return { kind: 'totpCode' };
  if (next.signInStep === 'CONFIRM_SIGN_IN_WITH_SMS_CODE')
    return { kind: 'smsCode', destination: next.codeDeliveryDetails?.destination };
  if (next.signInStep === 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION') {
    const factors = (next.allowedMFATypes ?? []).filter(
      (f): f is 'TOTP' | 'SMS' => f === 'TOTP' || f === 'SMS',
    );
    return factors.length > 0 ? { kind: 'choose', factors } : undefined;
  }
  if (next.signInStep === 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP')
    return {
      kind: 'totpSetup',
      secret: next.totpSetupDetails.sharedSecret,
      uri: next.totpSetupDetails.getSetupUri(AUTHENTICATOR_ISSUER, account).href,
    };
  // Email codes, passkeys and a new password are not offered by this user pool.
  return undefined;
}

// Cognito's answers to a wrong or stale code (CodeMismatchException; EnableSoftwareTokenMFAException
// when VerifySoftwareToken refuses one) and to a sign-in session that timed out (3 minutes).
const WRONG_CODE = new Set([
  'CodeMismatchException',
  'EnableSoftwareTokenMFAException',
  'ExpiredCodeException',
]);

/** Whether an Amplify error means the code was wrong (else the sign-in session ended or the server failed). */
export function isWrongCode(error: unknown): boolean {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  return typeof name === 'string' && WRONG_CODE.has(name);
}

/** Whether an Amplify error means the sign-in session is over (Cognito: NotAuthorizedException). */
export function isSessionOver(error: unknown): boolean {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  return name === 'NotAuthorizedException' || name === 'SignInException';
}
