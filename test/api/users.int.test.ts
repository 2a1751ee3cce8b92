import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { LETTER_OF_INFORMATION_VERSION } from '@circles/shared/messages/letter';
import { callApi, type ApiAnswer } from '../support/api';
import { useStackEnv } from '../support/stack';

let apiUrl: string;
/** Each test comes from its own address, so the suite's many sign-ins stay under the per-client limits. */
let viewerAddress = '';
let clients = 0;

function api(
  method: string,
  path: string,
  opts: { body?: unknown; token?: string } = {},
): Promise<ApiAnswer> {
  return callApi(apiUrl, method, path, { ...opts, client: viewerAddress });
}

function demo(role: string, index = 0) {
  const found = inject('stack').demo.filter((d) => d.role === role)[index];
  if (!found) throw new Error(`No demo ${role}`);
  return found;
}

async function signIn(login: string, password: string): Promise<{ token: string; user: any }> {
  const res = await api('POST', '/api/users/login', { body: { emailOrPhone: login, password } });
  expect(res.status).toBe(200);
  return res.body;
}

const unique = () => Math.random().toString(36).slice(2, 10);

beforeAll(() => {
  useStackEnv();
  apiUrl = inject('stack').apiUrl;
});

beforeEach(() => {
  viewerAddress = `198.51.100.${++clients}:443`;
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the sign-in limit of one client, without running the sign-in', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 20; i++)
      answers.push(
        (
          await api('POST', '/api/users/login', {
            // One login per attempt, so the per-account lock (sessions.int.test.ts) stays out of the way.
            body: { emailOrPhone: `nobody.${i}.${unique()}@example.org`, password: 'x' },
          })
        ).status,
      );
    expect(answers.every((s) => s === 401)).toBe(true);
    const res = await fetch(`${apiUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': viewerAddress },
      body: JSON.stringify({ emailOrPhone: 'nobody@example.org', password: 'x' }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('authentication', () => {
  it('answers 401 without a token', async () => {
    expect((await api('GET', '/api/users/validate')).status).toBe(401);
  });

  it('answers 401 for a forged token', async () => {
    const forged = [
      'eyJhbGciOiJSUzI1NiJ9',
      Buffer.from(JSON.stringify({ sub: 'x', token_use: 'access' })).toString('base64url'),
      'sig',
    ].join('.');
    expect((await api('GET', '/api/users/validate', { token: forged })).status).toBe(401);
  });

  it('signs in with email or phone number and validates the token', async () => {
    const admin = demo('Admin');
    const { token, user } = await signIn(admin.login, admin.password);
    expect(user.role).toBe('Admin');
    const validated = await api('GET', '/api/users/validate', { token });
    expect(validated.status).toBe(200);
    expect(validated.body.user._id).toBe(user._id);
    expect(validated.body.user).not.toHaveProperty('username');
    const byPhone = await signIn(user.info.phone, admin.password);
    expect(byPhone.user._id).toBe(user._id);
  });

  it('answers 401 with the spec text for a wrong password', async () => {
    const res = await api('POST', '/api/users/login', {
      body: { emailOrPhone: demo('Admin').login, password: 'Wrong#Pass1' },
    });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Your email or password is incorrect.');
  });

  it('answers 400 with field messages when login fields are empty', async () => {
    const res = await api('POST', '/api/users/login', { body: { emailOrPhone: '', password: '' } });
    expect(res.status).toBe(400);
    expect(res.body.error.issues).toEqual(
      expect.arrayContaining([
        { path: 'emailOrPhone', message: 'Please enter an email.' },
        { path: 'password', message: 'Please enter your password.' },
      ]),
    );
  });
});

describe('self-registration', () => {
  const valid = () => ({
    name: 'Grace Hopper',
    email: `grace.${unique()}@example.org`,
    password: 'Valid#Pass1',
    city: 'Windsor',
    postalCode: 'N9A 1A1',
    consent: { letterVersion: LETTER_OF_INFORMATION_VERSION },
  });

  it('registers a member who can then sign in, with consent recorded', async () => {
    const body = valid();
    const res = await api('POST', '/api/users/selfRegister', { body });
    expect(res.status).toBe(201);
    const { user } = await signIn(body.email, body.password);
    expect(user).toMatchObject({
      _id: res.body.id,
      role: 'Patient',
      status: 'active',
      info: { name: 'Grace Hopper' },
    });
    const { dynamoUsersRepository } = await import('@circles/functions/members/data/users-repository');
    const stored = await dynamoUsersRepository.get(res.body.id);
    expect(stored?.consent?.letterVersion).toBe(LETTER_OF_INFORMATION_VERSION);
    expect(Date.parse(stored?.consent?.agreedAt ?? '')).not.toBeNaN();
  });

  it('answers 400 with per-field issues in the spec words', async () => {
    const res = await api('POST', '/api/users/selfRegister', {
      body: { ...valid(), name: 'R2-D2', city: '   ', postalCode: '12', password: 'short', email: '' },
    });
    expect(res.status).toBe(400);
    const issues = Object.fromEntries(
      (res.body.error.issues as { path: string; message: string }[]).map((i) => [i.path, i.message]),
    );
    expect(issues.name).toBe('Invalid name');
    expect(issues.postalCode).toBe('Invalid postal code');
    expect(issues.password).toBe('Minimum 8 characters required');
    expect(issues.email).toBe('Please enter either Email or Phone number.');
  });

  it('refuses the same email twice with the spec error and leaves no second account', async () => {
    const body = valid();
    expect((await api('POST', '/api/users/selfRegister', { body })).status).toBe(201);
    const again = await api('POST', '/api/users/selfRegister', { body: { ...body, name: 'Someone Else' } });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Email already registered');
    const { user } = await signIn(body.email, body.password);
    expect(user.info.name).toBe('Grace Hopper');
  });

  it('refuses a phone number that is already registered', async () => {
    const phone = `519${Math.floor(1000000 + Math.random() * 8999999)}`;
    expect((await api('POST', '/api/users/selfRegister', { body: { ...valid(), phone } })).status).toBe(201);
    const again = await api('POST', '/api/users/selfRegister', { body: { ...valid(), phone } });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Phone number already registered');
  });

  it('registers a member with a phone number only, who then signs in with it', async () => {
    const phone = `226${Math.floor(1000000 + Math.random() * 8999999)}`;
    const res = await api('POST', '/api/users/selfRegister', {
      body: { ...valid(), email: undefined, phone },
    });
    expect(res.status).toBe(201);
    const { user } = await signIn(phone, 'Valid#Pass1');
    expect(user._id).toBe(res.body.id);
    expect(user.email).toBeUndefined();
  });

  it('refuses a registration that agreed to an outdated letter', async () => {
    const res = await api('POST', '/api/users/selfRegister', {
      body: { ...valid(), consent: { letterVersion: '1999-01-01' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.issues[0].path).toBe('consent.letterVersion');
  });
});

describe('GET /api/users/{id}', () => {
  it('lets a member read their own profile but answers 404 for another member', async () => {
    const mary = await signIn(demo('Patient', 0).login, demo('Patient', 0).password);
    const paul = await signIn(demo('Patient', 1).login, demo('Patient', 1).password);
    expect((await api('GET', `/api/users/${mary.user._id}`, { token: mary.token })).status).toBe(200);
    const other = await api('GET', `/api/users/${paul.user._id}`, { token: mary.token });
    expect(other.status).toBe(404);
  });

  it('lets a volunteer read an assigned member but not an unassigned one', async () => {
    const vol = await signIn(demo('Volunteer').login, demo('Volunteer').password);
    const [assigned] = vol.user.patients;
    expect((await api('GET', `/api/users/${assigned}`, { token: vol.token })).status).toBe(200);
    const paul = await signIn(demo('Patient', 1).login, demo('Patient', 1).password);
    expect((await api('GET', `/api/users/${paul.user._id}`, { token: vol.token })).status).toBe(404);
  });

  it('lets an admin read anyone and answers 404 for an id that does not exist', async () => {
    const admin = await signIn(demo('Admin').login, demo('Admin').password);
    const paul = await signIn(demo('Patient', 1).login, demo('Patient', 1).password);
    expect((await api('GET', `/api/users/${paul.user._id}`, { token: admin.token })).status).toBe(200);
    expect((await api('GET', '/api/users/does-not-exist', { token: admin.token })).status).toBe(404);
  });

  it('refuses a disabled user at once, before the token expires', async () => {
    const body = {
      name: 'Dora Disabled',
      email: `dora.${unique()}@example.org`,
      password: 'Valid#Pass1',
      consent: { letterVersion: LETTER_OF_INFORMATION_VERSION },
    };
    const created = await api('POST', '/api/users/selfRegister', { body });
    const { token } = await signIn(body.email, body.password);
    const { dynamoUsersRepository } = await import('@circles/functions/members/data/users-repository');
    const stored = await dynamoUsersRepository.get(created.body.id);
    await dynamoUsersRepository.update(created.body.id, stored!.version, { enabled: false });
    expect((await api('GET', '/api/users/validate', { token })).status).toBe(401);
    const login = await api('POST', '/api/users/login', {
      body: { emailOrPhone: body.email, password: body.password },
    });
    expect(login.status).toBe(401);
    expect(login.body.error.message).toBe(
      'Either your email or password is incorrect, or your Account is Disabled.',
    );
  });
});
