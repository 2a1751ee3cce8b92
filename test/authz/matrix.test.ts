import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LETTER_OF_INFORMATION_VERSION } from '@circles/shared/messages/letter';
import { callApi } from '../support/api';
import { useStackEnv } from '../support/stack';

/**
 * The authorization matrix at the API (ACCESS.md): every route that exists × every role × every relation
 * of the demo data, each cell the status the server must answer. The pure policy has its own table test
 * in shared/src/access; this one proves the server enforces it, whatever the web app shows.
 */

type Who = 'admin' | 'coordinator' | 'volunteer' | 'mary' | 'paul' | 'outsider';
interface Session {
  token: string;
  id: string;
}

let apiUrl: string;
const sessions = new Map<Who, Session>();
let address = 0;

function nextClient(): string {
  address += 1;
  return `192.0.2.${(address % 250) + 1}:443`;
}

async function call(method: string, path: string, token?: string, body?: unknown): Promise<number> {
  return (await callApi(apiUrl, method, path, { token, body, client: nextClient() })).status;
}

async function signIn(login: string, password: string): Promise<Session> {
  const { body } = await callApi<{ token: string; user: { _id: string } }>(
    apiUrl,
    'POST',
    '/api/users/login',
    {
      body: { emailOrPhone: login, password },
      client: nextClient(),
    },
  );
  return { token: body.token, id: body.user._id };
}

function session(who: Who): Session {
  const s = sessions.get(who);
  if (!s) throw new Error(`no session for ${who}`);
  return s;
}

beforeAll(async () => {
  useStackEnv();
  const stack = inject('stack');
  apiUrl = stack.apiUrl;
  const byRole = (role: string, i = 0) => stack.demo.filter((d) => d.role === role)[i]!;
  const logins: [Who, { login: string; password: string }][] = [
    ['admin', byRole('Admin')],
    ['coordinator', byRole('Coordinator')],
    ['volunteer', byRole('Volunteer')],
    ['mary', byRole('Patient', 0)],
    ['paul', byRole('Patient', 1)],
  ];
  for (const [who, d] of logins) sessions.set(who, await signIn(d.login, d.password));
  // A self-registered member: no facility, assigned to nobody.
  const outsider = {
    name: 'Olive Outsider',
    email: `olive.${Date.now()}@example.org`,
    password: 'Valid#Pass1',
    consent: { letterVersion: LETTER_OF_INFORMATION_VERSION },
  };
  expect(await call('POST', '/api/users/selfRegister', undefined, outsider)).toBe(201);
  sessions.set('outsider', await signIn(outsider.email, outsider.password));
});

/** GET /api/users/{id}: actor → target → status. Demo: Volunteer ↔ Mary, Coordinator ↔ Paul, all but the outsider in one facility. */
const viewProfile: [actor: Who, target: Who, status: number][] = [
  ['admin', 'admin', 200],
  ['admin', 'mary', 200],
  ['admin', 'volunteer', 200],
  ['admin', 'outsider', 200],
  ['coordinator', 'coordinator', 200],
  ['coordinator', 'paul', 200], // assigned member
  ['coordinator', 'mary', 404], // facility, not assigned
  ['coordinator', 'volunteer', 404], // facility worker, not assigned
  ['coordinator', 'outsider', 404], // none
  ['volunteer', 'volunteer', 200],
  ['volunteer', 'mary', 200], // assigned member
  ['volunteer', 'paul', 404], // facility, not assigned
  ['volunteer', 'admin', 404],
  ['volunteer', 'outsider', 404],
  ['mary', 'mary', 200],
  ['mary', 'paul', 404],
  ['mary', 'admin', 404],
  ['outsider', 'outsider', 200],
  ['outsider', 'mary', 404],
];

describe('GET /api/users/{id}', () => {
  it.each(viewProfile)('%s viewing %s answers %i', async (actor, target, status) => {
    expect(await call('GET', `/api/users/${session(target).id}`, session(actor).token)).toBe(status);
  });

  it('answers 401 to every caller without a token', async () => {
    expect(await call('GET', `/api/users/${session('mary').id}`)).toBe(401);
  });

  it('audits a refused read as denied', async () => {
    const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
    const { DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
    const db = DynamoDBDocumentClient.from(
      new DynamoDBClient({ region: process.env.AWS_REGION, endpoint: process.env.DYNAMODB_ENDPOINT }),
    );
    expect(await call('GET', `/api/users/${session('paul').id}`, session('mary').token)).toBe(404);
    const out = await db.send(
      new QueryCommand({
        TableName: process.env.TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `AUDIT#MEMBER#${session('paul').id}` },
      }),
    );
    expect(
      out.Items?.some(
        (e) => e.actorId === session('mary').id && e.outcome === 'denied' && e.action === 'user.view',
      ),
    ).toBe(true);
  });
});

describe('GET /api/users/validate', () => {
  it.each(['admin', 'coordinator', 'volunteer', 'mary', 'outsider'] as Who[])(
    'answers 200 to %s',
    async (who) => {
      expect(await call('GET', '/api/users/validate', session(who).token)).toBe(200);
    },
  );
});

describe('POST /api/users/logout', () => {
  // Sign-out names no target (always the caller's own session), so every role answers the same. Each row
  // ends a fresh sign-in, never the shared sessions the other rows use (which stay valid).
  const roles: [Who, string][] = [
    ['admin', 'Admin'],
    ['coordinator', 'Coordinator'],
    ['volunteer', 'Volunteer'],
    ['mary', 'Patient'],
  ];
  it.each(roles)(
    'answers 204 to %s ending their own session, whose token then answers 401',
    async (who, role) => {
      const person = inject('stack').demo.find((d) => d.role === role)!;
      const own = await signIn(person.login, person.password);
      expect(await call('POST', '/api/users/logout', own.token)).toBe(204);
      expect(await call('GET', '/api/users/validate', own.token)).toBe(401);
      expect(await call('GET', '/api/users/validate', session(who).token)).toBe(200);
    },
  );

  it('answers 401 without a token', async () => {
    expect(await call('POST', '/api/users/logout')).toBe(401);
  });
});

describe('screener leads', () => {
  const list: [Who, number][] = [
    ['admin', 200],
    ['coordinator', 200],
    ['volunteer', 403],
    ['mary', 403],
    ['outsider', 403],
  ];
  it.each(list)('GET /api/publicsurveys as %s answers %i', async (who, status) => {
    expect(await call('GET', '/api/publicsurveys', session(who).token)).toBe(status);
  });

  it.each([
    ['volunteer', 403],
    ['mary', 403],
  ] as [Who, number][])('PATCH /api/publicsurveys/{id} as %s answers %i', async (who, status) => {
    expect(
      await call('PATCH', '/api/publicsurveys/01JAAAAAAAAAAAAAAAAAAAAAAA', session(who).token, {
        contacted: true,
        version: 1,
      }),
    ).toBe(status);
  });

  it('answers 401 without a token', async () => {
    expect(await call('GET', '/api/publicsurveys')).toBe(401);
  });
});
