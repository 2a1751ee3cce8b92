import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LETTER_OF_INFORMATION_VERSION } from '@circles/shared/messages/letter';
import { callApi, type ApiAnswer, type ApiCallOptions } from '../support/api';
import { useStackEnv } from '../support/stack';

let apiUrl: string;
let clients = 0;

/** A fresh address per call from this file's 198.18.0.0/16 block (per-client limits never interfere). */
const nextClient = () => `198.18.${Math.floor(++clients / 250) % 250}.${clients % 250}:443`;

function api(method: string, path: string, opts: ApiCallOptions = {}): Promise<ApiAnswer> {
  return callApi(apiUrl, method, path, { client: nextClient(), ...opts });
}

const unique = () => Math.random().toString(36).slice(2, 10);
const PASSWORD = 'Valid#Pass1';

async function register(email = `sessions.${unique()}@example.org`): Promise<{ id: string; email: string }> {
  const res = await api('POST', '/api/users/selfRegister', {
    body: {
      name: 'Sam Session',
      email,
      password: PASSWORD,
      consent: { letterVersion: LETTER_OF_INFORMATION_VERSION },
    },
  });
  expect(res.status).toBe(201);
  return { id: res.body.id, email };
}

function login(emailOrPhone: string, password: string, client?: string): Promise<ApiAnswer> {
  return api('POST', '/api/users/login', { body: { emailOrPhone, password }, ...(client ? { client } : {}) });
}

beforeAll(() => {
  useStackEnv();
  apiUrl = inject('stack').apiUrl;
});

describe('sign-out', () => {
  it('refuses the access token at once after sign-out, and a new sign-in works', async () => {
    const { email } = await register();
    const { token } = (await login(email, PASSWORD)).body as { token: string };
    expect((await api('GET', '/api/users/validate', { token })).status).toBe(200);
    expect((await api('POST', '/api/users/logout', { token })).status).toBe(204);
    const after = await api('GET', '/api/users/validate', { token });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('SESSION_ENDED');
    const again = (await login(email, PASSWORD)).body as { token: string };
    expect((await api('GET', '/api/users/validate', { token: again.token })).status).toBe(200);
  });
});

describe('password guessing', () => {
  it('refuses the right password after 60 wrong ones from 60 addresses, with Retry-After', async () => {
    const { email } = await register();
    const statuses: number[] = [];
    const waits: number[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await login(email, `Wrong#${i}`);
      statuses.push(res.status);
      if (res.status === 429) waits.push(Number(res.headers.get('retry-after')));
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    const right = await login(email, PASSWORD);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Math.min(...waits)).toBeGreaterThan(0);
  });

  it('answers an unknown account the same way, so the limit reveals nothing', async () => {
    const nobody = `nobody.${unique()}@example.org`;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await login(nobody, 'Wrong#1')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('counts a login typed in another case or with a zero-width character as the same account', async () => {
    const { email } = await register();
    const variants = [email.toUpperCase(), ` ${email}`, email.replace('@', '\u200b@'), email, email];
    const statuses: number[] = [];
    for (const variant of variants) statuses.push((await login(variant, 'Wrong#1')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await login(email, PASSWORD)).status).toBe(429);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const { email } = await register();
    for (let i = 0; i < 4; i++) expect((await login(email, 'Wrong#1')).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(email, 'Wrong#1')).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('counts 60 addresses of one IPv6 /64 as one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await login(`v6.${unique()}@example.org`, 'Wrong#1', `2001:db8:77:1:${i.toString(16)}::1:443`))
          .status,
      );
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('password guessing straight at Cognito', () => {
  /** InitiateAuth as anyone can send it with the client id published in config.json. */
  async function initiateAuth(
    username: string,
    password: string,
  ): Promise<{ status: number; type?: string; message?: string }> {
    const stack = inject('stack');
    const res = await fetch(stack.refreshProxyUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.env.USER_POOL_CLIENT_ID,
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    });
    const body = (await res.json()) as { __type?: string; message?: string };
    return { status: res.status, type: body.__type, message: body.message };
  }

  it('locks the account after 5 wrong passwords, as Cognito does in AWS, so the right one is refused', async () => {
    const { email } = await register();
    for (let i = 0; i < 5; i++) expect((await initiateAuth(email, `Wrong#${i}`)).status).toBe(400);
    const right = await initiateAuth(email, PASSWORD);
    expect(right).toMatchObject({
      status: 400,
      type: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
  });
});

describe('identifiers with invisible characters', () => {
  it('refuses a second account for the same visible email with a zero-width character', async () => {
    const { email } = await register();
    const [local, domain] = email.split('@');
    const res = await api('POST', '/api/users/selfRegister', {
      body: {
        name: 'Sam Shadow',
        email: `${local}\u200b@${domain}`,
        password: PASSWORD,
        consent: { letterVersion: LETTER_OF_INFORMATION_VERSION },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('EMAIL_TAKEN');
  });

  it('stores a fullwidth or zero-width email in its plain form, which then signs in', async () => {
    const plain = `wide.${unique()}@example.org`;
    const typed = `\u200d${plain.replace('@', '\uff20')}\u0007`;
    const res = await api('POST', '/api/users/selfRegister', {
      body: {
        name: 'Wanda Wide',
        email: typed,
        password: PASSWORD,
        consent: { letterVersion: LETTER_OF_INFORMATION_VERSION },
      },
    });
    expect(res.status).toBe(201);
    const signed = await login(plain, PASSWORD);
    expect(signed.status).toBe(200);
    expect(signed.body.user.email).toBe(plain);
  });
});
