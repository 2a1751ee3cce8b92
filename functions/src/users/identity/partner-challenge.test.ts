import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PARTNER,
  DEMO_PARTNER_USERS,
  startPartnerIdp,
  type PartnerIdp,
} from '../../../local/partner-idp';
import { defineChallenge, partnerChallengeAnswered, PARTNER_SUBJECT_ATTRIBUTE } from './partner-challenge';
import type { PartnerConfig } from './partner-token';

let idp: PartnerIdp;
let cfg: PartnerConfig;
const [ann] = DEMO_PARTNER_USERS as [{ email: string; password: string; subject: string }];

async function tokenOf(email: string, password: string): Promise<string> {
  const res = await fetch(idp.signInUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { token: string }).token;
}

beforeAll(async () => {
  idp = await startPartnerIdp();
  cfg = { jwksUrl: idp.jwksUrl, issuer: DEMO_PARTNER.issuer, audience: DEMO_PARTNER.audience };
});
afterAll(() => idp.close());

describe("the partner custom-auth challenge's Verify step", () => {
  it("accepts the partner's token for the Cognito user linked to its subject", async () => {
    const answer = await tokenOf(ann.email, ann.password);
    const attributes = { [PARTNER_SUBJECT_ATTRIBUTE]: ann.subject };
    expect(
      await partnerChallengeAnswered({ answer, email: ann.email, userAttributes: attributes }, cfg),
    ).toBe(true);
  });

  it.each([
    ['a user linked to another subject', { [PARTNER_SUBJECT_ATTRIBUTE]: 'someone-else' }, undefined],
    ['a user linked to nobody', {}, undefined],
    ["an email that is not the token's", { [PARTNER_SUBJECT_ATTRIBUTE]: 'weccc-0001' }, 'x@example.org'],
  ])('refuses %s', async (_name, userAttributes, email) => {
    const answer = await tokenOf(ann.email, ann.password);
    expect(await partnerChallengeAnswered({ answer, email: email ?? ann.email, userAttributes }, cfg)).toBe(
      false,
    );
  });

  it('refuses anything that is not a token of the partner', async () => {
    const userAttributes = { [PARTNER_SUBJECT_ATTRIBUTE]: ann.subject };
    expect(
      await partnerChallengeAnswered({ answer: 'not-a-jwt', email: ann.email, userAttributes }, cfg),
    ).toBe(false);
  });
});

describe('the challenge definition', () => {
  it('asks one custom challenge, issues tokens after its right answer, fails after a wrong one', () => {
    expect(defineChallenge([])).toEqual({
      issueTokens: false,
      failAuthentication: false,
      challengeName: 'CUSTOM_CHALLENGE',
    });
    expect(defineChallenge([{ challengeName: 'CUSTOM_CHALLENGE', challengeResult: true }])).toEqual({
      issueTokens: true,
      failAuthentication: false,
    });
    expect(defineChallenge([{ challengeName: 'CUSTOM_CHALLENGE', challengeResult: false }])).toEqual({
      issueTokens: false,
      failAuthentication: true,
    });
    expect(defineChallenge([{ challengeName: 'PASSWORD_VERIFIER', challengeResult: true }])).toEqual({
      issueTokens: false,
      failAuthentication: true,
    });
  });
});
