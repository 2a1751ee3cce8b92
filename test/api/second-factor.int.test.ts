import { randomUUID } from 'node:crypto';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolAuthenticator } from '../../functions/local/enrol-authenticator';
import { totpCode } from '../../functions/local/totp';
import { peopleApi } from '../support/people-api';
import type { StackInfo } from '../support/stack';

/**
 * Second factors at the API (issue 21): staff reach no data on a password alone, the API sign-in asks
 * for the authenticator code, the server records a factor only once Cognito has it, an Admin resets a
 * lost one, a member may opt in and out.
 */
const { api, as, signInDemo } = peopleApi('203.0.113.');
let stack: StackInfo;

beforeAll(async () => {
  stack = await signInDemo([
    ['admin', 'Ada Admin'],
    ['mary', 'Mary Member'],
    ['victor', 'Victor Volunteer'],
  ]);
});

/** `POST /api/users/login` exactly as given (no demo code added). */
async function login(emailOrPhone: string, password: string, code?: string) {
  const res = await fetch(`${stack.apiUrl}/api/users/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'cloudfront-viewer-address': `203.0.113.${Math.floor(Math.random() * 250) + 1}:443`,
    },
    body: JSON.stringify({ emailOrPhone, password, ...(code ? { code } : {}) }),
  });
  return { status: res.status, body: await res.json() };
}

/** Sets up an authenticator with the user's own access token, as the web app does; answers the secret. */
async function enrolInCognito(AccessToken: string): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({
    region: stack.env.AWS_REGION,
    endpoint: stack.env.COGNITO_ENDPOINT,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    return await enrolAuthenticator(cognito, AccessToken);
  } finally {
    cognito.destroy();
  }
}

describe('second factor at the API', () => {
  it("asks a demo staff member's API sign-in for the authenticator code, and refuses a wrong one", async () => {
    const victor = stack.demo.find((d) => d.name === 'Victor Volunteer')!;
    expect(victor.totpSecret).toBeTruthy();
    const none = await login(victor.login, victor.password);
    expect(none.status).toBe(401);
    expect(none.body.error).toMatchObject({
      code: 'MFA_CODE_REQUIRED',
      message: 'Enter the 6-digit code from your authenticator app.',
    });
    const wrong = await login(
      victor.login,
      victor.password,
      totpCode(victor.totpSecret!, Date.now() - 600_000),
    );
    expect(wrong.body.error.code).toBe('BAD_MFA_CODE');
    const malformed = await login(victor.login, victor.password, '12ab');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.issues).toEqual([{ path: 'code', message: 'The code is 6 digits.' }]);
    const right = await login(victor.login, victor.password, totpCode(victor.totpSecret!));
    expect(right.status).toBe(200);
    expect(right.body.user.mfa).toBe('TOTP');
  });

  it('keeps new staff out of every route until they set an authenticator up, then an Admin reset sends them back', async () => {
    const email = `mfa.${randomUUID().slice(0, 8)}@example.org`;
    const password = 'Default#2026';
    const created = await api('POST', '/api/users/register', {
      token: as('admin').token,
      body: {
        email,
        password,
        role: 'Volunteer',
        info: { name: 'Nell New', gender: 'Female', dateOfBirth: '1970-01-01', language: 'English' },
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.user._id as string;

    // A password alone: a token, but no data.
    const first = await login(email, password);
    expect(first.status).toBe(200);
    const token = first.body.token as string;
    const list = await api('GET', '/api/users', { token });
    expect(list.status).toBe(403);
    expect(list.body.error).toMatchObject({
      code: 'MFA_SETUP_REQUIRED',
      message: 'Please set up two-step sign-in before you continue.',
    });
    expect((await api('GET', `/api/users/${id}`, { token })).body.error.code).toBe('MFA_SETUP_REQUIRED');
    const validated = await api('GET', '/api/users/validate', { token });
    expect(validated.status).toBe(200);
    expect(validated.body.user.mfa).toBeUndefined();

    // The server records a factor only once Cognito has it.
    const early = await api('POST', '/api/users/mfa', { token });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('MFA_NOT_ENROLLED');
    const secret = await enrolInCognito(token);
    const enrolled = await api('POST', '/api/users/mfa', { token });
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.user.mfa).toBe('TOTP');
    // Next: the staff-given password (the password gate of issue 10).
    expect((await api('GET', '/api/users', { token })).body.error.code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await api('GET', `/api/users/${id}`, { token })).status).toBe(200);
    expect((await login(email, password)).body.error.code).toBe('MFA_CODE_REQUIRED');
    expect((await login(email, password, totpCode(secret))).status).toBe(200);

    // A lost phone: the Admin resets; the factor is off in Cognito and the user must set one up again.
    expect((await api('DELETE', `/api/users/${id}/mfa`, { token })).status).toBe(403);
    const reset = await api('DELETE', `/api/users/${id}/mfa`, { token: as('admin').token });
    expect(reset.status).toBe(200);
    expect(reset.body.user.mfa).toBeUndefined();
    expect((await api('GET', `/api/users/${id}`, { token })).body.error.code).toBe('MFA_SETUP_REQUIRED');
    const again = await login(email, password);
    expect(again.status).toBe(200);
    expect(again.body.user.mfa).toBeUndefined();

    const trail = await api('GET', `/api/audit?memberId=${id}`, { token: as('admin').token });
    const actions = (trail.body.events as { action: string; outcome: string }[]).map(
      (e) => `${e.action} ${e.outcome}`,
    );
    expect(actions).toEqual(expect.arrayContaining(['user.mfa.enrol allowed', 'user.mfa.reset allowed']));
  });

  it('lets a member opt in and out, and refuses staff turning their own off', async () => {
    const mary = stack.demo.find((d) => d.name === 'Mary Member')!;
    expect((await api('POST', '/api/users/mfa', { token: as('mary').token })).body.error.code).toBe(
      'MFA_NOT_ENROLLED',
    );
    const secret = await enrolInCognito(as('mary').token);
    expect((await api('POST', '/api/users/mfa', { token: as('mary').token })).body.user.mfa).toBe('TOTP');
    expect((await login(mary.login, mary.password)).body.error.code).toBe('MFA_CODE_REQUIRED');
    expect((await login(mary.login, mary.password, totpCode(secret))).status).toBe(200);
    const off = await api('DELETE', `/api/users/${as('mary').id}/mfa`, { token: as('mary').token });
    expect(off.status).toBe(200);
    expect((await login(mary.login, mary.password)).status).toBe(200);
    // Members without a factor use everything as before.
    expect((await api('GET', `/api/users/${as('mary').id}`, { token: as('mary').token })).status).toBe(200);

    const own = await api('DELETE', `/api/users/${as('victor').id}/mfa`, { token: as('victor').token });
    expect(own.status).toBe(403);
    const self = await api('DELETE', `/api/users/${as('admin').id}/mfa`, { token: as('admin').token });
    expect(self.status).toBe(403);
  });
});
