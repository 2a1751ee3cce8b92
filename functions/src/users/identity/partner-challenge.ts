import { PartnerTokenError, verifyPartnerToken, type PartnerConfig } from './partner-token';

/** The Cognito user attribute holding the partner subject an Admin linked (issue 23). */
export const PARTNER_SUBJECT_ATTRIBUTE = 'custom:partner_sub';

/** The Cognito custom-auth challenge name of a partner sign-in. */
export const PARTNER_CHALLENGE = 'PARTNER_TOKEN';

/** What the Verify step of a partner sign-in sees: the answer, what the API passed and the user's attributes. */
export interface PartnerChallengeInput {
  /** The partner token (the challenge answer). */
  answer: string;
  /** The email the person typed at the partner (client metadata of the answer). */
  email: string | undefined;
  userAttributes: Record<string, string | undefined>;
}

/**
 * The Verify step of the partner custom-auth challenge: true only when the token verifies (the same
 * module as the API, {@link verifyPartnerToken}) and its subject is the one linked to this Cognito user.
 * Runs in the VerifyAuthChallengeResponse trigger in AWS and in the local Cognito proxy; it is what
 * stops anyone from starting a session by calling Cognito's custom auth with another user's name.
 */
export async function partnerChallengeAnswered(
  input: PartnerChallengeInput,
  cfg?: PartnerConfig,
): Promise<boolean> {
  const linked = input.userAttributes[PARTNER_SUBJECT_ATTRIBUTE];
  if (!linked || !input.email) return false;
  try {
    const identity = await verifyPartnerToken(input.answer, input.email, cfg);
    return identity.subject === linked;
  } catch (err) {
    if (err instanceof PartnerTokenError) return false;
    throw err;
  }
}

/** One round of a custom-auth session, as Cognito passes it to DefineAuthChallenge. */
export interface ChallengeRound {
  challengeName: string;
  challengeResult: boolean;
}

/**
 * DefineAuthChallenge's decision: one partner challenge; tokens once it was answered, failure after a
 * wrong answer or any other flow (a password round never comes through this flow).
 */
export function defineChallenge(session: readonly ChallengeRound[]): {
  issueTokens: boolean;
  failAuthentication: boolean;
  challengeName?: 'CUSTOM_CHALLENGE';
} {
  if (session.length === 0)
    return { issueTokens: false, failAuthentication: false, challengeName: 'CUSTOM_CHALLENGE' };
  const last = session[session.length - 1];
  const answered = session.length === 1 && last?.challengeName === 'CUSTOM_CHALLENGE' && last.challengeResult;
  return { issueTokens: answered, failAuthentication: !answered };
}
