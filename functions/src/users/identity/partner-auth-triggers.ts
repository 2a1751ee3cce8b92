import type {
  CreateAuthChallengeTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';
import { defineChallenge, PARTNER_CHALLENGE, partnerChallengeAnswered } from './partner-challenge';

/**
 * The user pool's custom-auth triggers (AWS only; locally functions/local/partner-auth.ts plays them in
 * front of cognito-local): the partner sign-in's session start (issue 23). Only the API starts this
 * flow, after its own checks; the Verify trigger checks the partner token again on its own.
 */
export async function defineAuthChallenge(
  event: DefineAuthChallengeTriggerEvent,
): Promise<DefineAuthChallengeTriggerEvent> {
  Object.assign(event.response, defineChallenge(event.request.session));
  return Promise.resolve(event);
}

/** CreateAuthChallenge: names the challenge; nothing secret is sent (the answer is the partner token). */
export async function createAuthChallenge(
  event: CreateAuthChallengeTriggerEvent,
): Promise<CreateAuthChallengeTriggerEvent> {
  event.response.publicChallengeParameters = { kind: PARTNER_CHALLENGE };
  event.response.privateChallengeParameters = { kind: PARTNER_CHALLENGE };
  event.response.challengeMetadata = PARTNER_CHALLENGE;
  return Promise.resolve(event);
}

/** VerifyAuthChallengeResponse: the partner token verifies and its subject is the one linked to the user. */
export async function verifyAuthChallengeResponse(
  event: VerifyAuthChallengeResponseTriggerEvent,
): Promise<VerifyAuthChallengeResponseTriggerEvent> {
  event.response.answerCorrect = await partnerChallengeAnswered({
    answer: event.request.challengeAnswer,
    email: event.request.clientMetadata?.email,
    userAttributes: event.request.userAttributes,
  });
  return event;
}

type TriggerEvent =
  DefineAuthChallengeTriggerEvent | CreateAuthChallengeTriggerEvent | VerifyAuthChallengeResponseTriggerEvent;

/**
 * The one Lambda function behind the pool's three custom-auth triggers (infra/lib/partner-sign-in.ts),
 * dispatched on Cognito's trigger source.
 */
export async function handler(event: TriggerEvent): Promise<TriggerEvent> {
  switch (event.triggerSource) {
    case 'DefineAuthChallenge_Authentication':
      return defineAuthChallenge(event);
    case 'CreateAuthChallenge_Authentication':
      return createAuthChallenge(event);
    case 'VerifyAuthChallengeResponse_Authentication':
      return verifyAuthChallengeResponse(event);
    default:
      throw new Error('Unexpected trigger');
  }
}
