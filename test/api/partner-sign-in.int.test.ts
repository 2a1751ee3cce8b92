import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { generateKeyPair, SignJWT } from 'jose';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { documentClient, tableName } from '../../functions/src/platform/data/client';
import { keys } from '../../functions/src/platform/data/keys';
import { DEMO_PARTNER, DEMO_PARTNER_USERS } from '../../functions/local/partner-idp';
import { PARTNER_DEMO_MEMBER } from '../../functions/local/seed-partner';
import { callApi, type ApiAnswer, type ApiCallOptions } from '../support/api';
import { useStackEnv, type StackInfo } from '../support/stack';

let stack: StackInfo;
let clients = 0;
/** A fresh address per call from this file's 198.20.0.0/16 block (the per-client limit never interferes). */
const nextClient = () => `198.20.${Math.floor(++clients / 250) % 250}.${clients % 250}:443`;
const api = (method: string, path: string, opts: ApiCallOptions = {}): Promise<ApiAnswer> =>
  callApi(stack.apiUrl, method, path, { client: nextClient(), ...opts });

const [linked, unlinked] = DEMO_PARTNER_USERS as [
  (typeof DEMO_PARTNER_USERS)[0],
  (typeof DEMO_PARTNER_USERS)[0],
];
const VERIFY_TEXT = 'There was a problem verifying your partner organisation email.';
const NO_ACCOUNT_TEXT = 'This email has no account associated with the system.';

/** The partner organisation's own sign-in (the demo partner server), as the browser calls it. */
async function partnerToken(email: string, password: string): Promise<string> {
  const res = await fetch(stack.env.PARTNER_SIGN_IN_URL!, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A token signed with the partner's own key but carrying the given claims (the test server's /test/sign). */
async function signedByPartner(body: Record<string, unknown>): Promise<string> {
  const res = await fetch(new URL('/test/sign', stack.env.PARTNER_SIGN_IN_URL).href, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { token: string }).token;
}

const wecc = (token: string, email: string, client?: string) =>
  api('POST', '/api/users/wecc', { body: { token, email }, ...(client ? { client } : {}) });

async function auditOf(memberId: string): Promise<{ action: string; outcome: string }[]> {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.auditOfMember(memberId) },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []) as { action: string; outcome: string }[];
}

beforeAll(() => {
  useStackEnv();
  stack = inject('stack');
});

describe('POST /api/users/wecc (partner-organisation sign-in)', () => {
  it('starts a session for the linked member, who then reaches her dashboard data; audited', async () => {
    const res = await wecc(await partnerToken(linked.email, linked.password), linked.email);
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(PARTNER_DEMO_MEMBER);
    expect(res.body.session.idToken).toEqual(expect.any(String));
    const token = res.body.token as string;
    const id = res.body.user._id as string;
    expect((await api('GET', '/api/users/validate', { token })).body.user._id).toBe(id);
    const dashboard = await api('GET', `/api/users/client/${id}`, { token });
    expect(dashboard.status).toBe(200);
    const events = await auditOf(id);
    expect(events).toContainEqual(
      expect.objectContaining({ action: 'user.partner.login', outcome: 'allowed' }),
    );
  });

  it('answers 401 with the account-missing text for a partner user linked to no account; audited', async () => {
    const before = (await auditOf('unknown')).length;
    const res = await wecc(await partnerToken(unlinked.email, unlinked.password), unlinked.email);
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: 'PARTNER_NO_ACCOUNT', message: NO_ACCOUNT_TEXT });
    const after = await auditOf('unknown');
    expect(after.length).toBe(before + 1);
    expect(after).toContainEqual(
      expect.objectContaining({ action: 'user.partner.login', outcome: 'denied' }),
    );
  });

  // Each case its own email: the per-email lock (tested below) would otherwise answer the later ones.
  let caseNo = 0;
  let claims = { sub: linked.subject, email: linked.email };
  beforeEach(() => {
    claims = { sub: linked.subject, email: `case${++caseNo}.partner@weccc.example.org` };
  });
  it.each([
    ['a wrong issuer', () => signedByPartner({ claims, issuer: 'https://someone-else.example.org' })],
    ['a wrong audience', () => signedByPartner({ claims, audience: 'another-app' })],
    ['an expired token', () => signedByPartner({ claims, expiresIn: Math.floor(Date.now() / 1000) - 120 })],
    [
      'an email claim that is not the email given',
      () => signedByPartner({ claims: { ...claims, email: 'x@y.org' } }),
    ],
    ['no email claim', () => signedByPartner({ claims: { sub: linked.subject } })],
    [
      'a signature by another key',
      async () => {
        const { privateKey } = await generateKeyPair('ES256');
        return new SignJWT(claims)
          .setProtectedHeader({ alg: 'ES256', kid: 'demo-partner-1' })
          .setIssuer(DEMO_PARTNER.issuer)
          .setAudience(DEMO_PARTNER.audience)
          .setExpirationTime('5m')
          .sign(privateKey);
      },
    ],
    [
      'an unsigned token',
      async () => {
        const part = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
        const exp = Math.floor(Date.now() / 1000) + 300;
        return `${part({ alg: 'none' })}.${part({ ...claims, iss: DEMO_PARTNER.issuer, aud: DEMO_PARTNER.audience, exp })}.`;
      },
    ],
  ])('refuses %s with 401 and the verifying text, starting no session', async (_name, make) => {
    const res = await wecc(await make(), claims.email);
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: 'BAD_CREDENTIALS', message: VERIFY_TEXT });
    expect(res.body.token).toBeUndefined();
  });

  it('answers 400 with the partner rule for an empty email', async () => {
    const res = await wecc('x.y.z', '  ');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(
      'Please enter an email/username for the partner organisation.',
    );
  });

  it('holds partner sign-ins to the per-client rate limit of password sign-ins', async () => {
    const client = '198.21.0.1:443';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await wecc('not-a-token', `rate${i}@example.org`, client)).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('locks one partner email after repeated refused tokens, from any address', async () => {
    const email = 'locked.partner@weccc.example.org';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await wecc('not-a-token', email)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toContain(429);
  });
});

describe("Cognito's partner challenge on its own", () => {
  it('refuses a valid partner token of someone else as the answer for the linked member', async () => {
    const call = (target: string, input: unknown) =>
      fetch(stack.env.COGNITO_ENDPOINT!, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
        },
        body: JSON.stringify(input),
      });
    const pool = { UserPoolId: stack.env.USER_POOL_ID, ClientId: stack.env.USER_POOL_CLIENT_ID };
    const started = (await (
      await call('AdminInitiateAuth', {
        ...pool,
        AuthFlow: 'CUSTOM_AUTH',
        AuthParameters: { USERNAME: PARTNER_DEMO_MEMBER },
      })
    ).json()) as { ChallengeName: string; Session: string };
    expect(started.ChallengeName).toBe('CUSTOM_CHALLENGE');
    const answer = await call('AdminRespondToAuthChallenge', {
      ...pool,
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: started.Session,
      ChallengeResponses: {
        USERNAME: PARTNER_DEMO_MEMBER,
        ANSWER: await partnerToken(unlinked.email, unlinked.password),
      },
      ClientMetadata: { email: unlinked.email },
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { __type: string }).__type).toBe('NotAuthorizedException');
  });
});

describe("an Admin's partner link on a user's account", () => {
  const signIn = async (role: string) => {
    const d = stack.demo.find((x) => x.role === role)!;
    const res = await api('POST', '/api/users/login', {
      body: { emailOrPhone: d.login, password: d.password },
    });
    expect(res.status).toBe(200);
    return { token: res.body.token as string, id: res.body.user._id as string };
  };

  it('links a partner identity to a member, who then signs in with it; unlinking ends that; audited', async () => {
    const admin = await signIn('Admin');
    const created = await api('POST', '/api/users/register', {
      token: admin.token,
      body: {
        email: `partner.${Date.now()}@example.org`,
        password: 'Default#2026',
        role: 'Patient',
        facilityId: 'fac-riverside',
        info: { name: 'Pat Partner', gender: 'Female', dateOfBirth: '1950-01-01', language: 'English' },
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.user._id as string;
    const path = `/api/users/${id}/partner`;
    expect((await api('GET', path, { token: admin.token })).body).toEqual({});
    const linkedNow = await api('PUT', path, { token: admin.token, body: { subject: unlinked.subject } });
    expect(linkedNow.status).toBe(200);
    expect((await api('GET', path, { token: admin.token })).body).toEqual({ subject: unlinked.subject });

    const session = await wecc(await partnerToken(unlinked.email, unlinked.password), unlinked.email);
    expect(session.status).toBe(200);
    expect(session.body.user._id).toBe(id);

    // The same identity on a second account: refused.
    const maryId = (await wecc(await partnerToken(linked.email, linked.password), linked.email)).body.user
      ._id;
    const taken = await api('PUT', `/api/users/${maryId}/partner`, {
      token: admin.token,
      body: { subject: unlinked.subject },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('This partner identity is linked to another account.');

    expect((await api('DELETE', path, { token: admin.token })).status).toBe(200);
    const after = await wecc(await partnerToken(unlinked.email, unlinked.password), unlinked.email);
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('PARTNER_NO_ACCOUNT');
    const actions = (await auditOf(id)).map((e) => `${e.action}:${e.outcome}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'user.partner.link:allowed',
        'user.partner.login:allowed',
        'user.partner.unlink:allowed',
      ]),
    );
  });

  it('refuses to link staff (400) and refuses the link to anyone but an Admin (403)', async () => {
    const admin = await signIn('Admin');
    const volunteer = await signIn('Volunteer');
    const staff = await api('PUT', `/api/users/${volunteer.id}/partner`, {
      token: admin.token,
      body: { subject: 'weccc-staff' },
    });
    expect(staff.status).toBe(400);
    expect(staff.body.error.code).toBe('NOT_MEMBER');
    const mary = await wecc(await partnerToken(linked.email, linked.password), linked.email);
    const self = await api('PUT', `/api/users/${mary.body.user._id}/partner`, {
      token: mary.body.token,
      body: { subject: 'weccc-self' },
    });
    expect(self.status).toBe(403);
  });
});
