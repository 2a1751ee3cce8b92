import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineRoute, type RouteDef } from '@circles/shared/api/define';
import type { UserRecord } from '../../../members/user-record';
import { accountGates } from './account-gates';
import { authentication } from './authentication';
import { bodyLimit, contentType, MAX_BODY_BYTES } from './body';
import { errorAnswers } from './errors';
import { rateLimit } from './rate-limit';
import { responseShaping } from './response';
import { stateOf, type Event, type Middleware, type Result } from './state';
import { storedUser } from './stored-user';
import { validation } from './validation';

/*
 * Each step of the HTTP pipeline (issue 22 item 4) on its own: a chain of the error step, the step under
 * test and a route that answers what the state holds. handler.test.ts tests the whole chain.
 */

const users = vi.hoisted(() => ({ get: vi.fn(), getUserAndItem: vi.fn() }));
vi.mock('../../../members/data/users-repository', () => ({
  dynamoUserReads: { get: users.get },
  getUserAndItem: users.getUserAndItem,
}));
const limits = vi.hoisted(() => ({ enforce: vi.fn() }));
vi.mock('../rate-limit', () => ({ enforceRateLimit: limits.enforce }));

beforeAll(() => {
  process.env.LOG_LEVEL = 'silent';
});
beforeEach(() => {
  users.get.mockReset();
  users.getUserAndItem.mockReset();
  limits.enforce.mockReset();
});

const route = (extra: Partial<RouteDef> = {}) =>
  defineRoute({
    name: 'probe',
    method: 'POST',
    path: '/api/probe/{id}',
    auth: 'user',
    params: z.object({ id: z.string().regex(/^\d+$/) }),
    query: z.object({ page: z.coerce.number().int().default(1) }),
    body: z.object({ name: z.string().min(1) }),
    response: z.object({ ok: z.boolean() }),
    ...extra,
  });

function event(over: Partial<Event> & { claims?: Record<string, string> } = {}): Event {
  const { claims, ...rest } = over;
  return {
    headers: { 'content-type': 'application/json' },
    pathParameters: { id: '7' },
    queryStringParameters: {},
    body: JSON.stringify({ name: 'x' }),
    isBase64Encoded: false,
    requestContext: {
      requestId: 'r1',
      http: { method: 'POST', path: '/', protocol: 'HTTP/1.1', sourceIp: '10.0.0.9', userAgent: 'x' },
      ...(claims ? { authorizer: { jwt: { claims } } } : {}),
    },
    ...rest,
  } as unknown as Event;
}

/** Runs `steps` then a route answering the state, through the error step; the status and body. */
async function run(steps: Middleware[], e: Event = event(), onState?: (e: Event) => unknown) {
  const chain = middy<Event, Result, Error, Context>()
    .use([errorAnswers(route()), ...steps.filter((s) => s.before ?? s.after ?? s.onError)])
    .handler(async (ev) => {
      const state = stateOf(ev);
      return {
        statusCode: 200,
        body: JSON.stringify(onState?.(ev) ?? { ...state, started: undefined }),
      };
    });
  const res = await chain(e, {} as Context);
  return { status: res.statusCode, body: JSON.parse(res.body ?? '{}') as Record<string, any> };
}

const member = (over: Partial<UserRecord> = {}) =>
  ({
    id: 'u1',
    role: 'Patient',
    enabled: true,
    info: { name: 'M', language: 'English' },
    ...over,
  }) as unknown as UserRecord;

describe('authentication', () => {
  it('accepts an access token and keeps its subject', async () => {
    const res = await run([authentication(route())], event({ claims: { sub: 'u1', token_use: 'access' } }));
    expect(res).toMatchObject({ status: 200, body: { sub: 'u1' } });
  });
  it.each([{ sub: 'u1', token_use: 'id' }, { token_use: 'access' }, undefined])(
    'answers 401 to claims %j',
    async (claims) => {
      const res = await run(
        [authentication(route())],
        event(claims ? { claims: claims as Record<string, string> } : {}),
      );
      expect(res.status).toBe(401);
    },
  );
  it('lets a public route through without claims', async () => {
    expect((await run([authentication(route({ auth: 'public' }))])).status).toBe(200);
  });
});

describe('stored user', () => {
  const signedIn = () => event({ claims: { sub: 'u1', token_use: 'access', jti: 's1' } });
  it('loads the caller and their actor', async () => {
    users.get.mockResolvedValue(member());
    const res = await run([authentication(route()), storedUser(route())], signedIn());
    expect(res.body.actor).toMatchObject({ id: 'u1', role: 'Patient' });
    expect(users.get).toHaveBeenCalledWith('u1');
  });
  it('answers 401 ACCOUNT_DISABLED for a disabled or unknown account', async () => {
    users.get.mockResolvedValueOnce(member({ enabled: false })).mockResolvedValueOnce(undefined);
    for (let i = 0; i < 2; i++) {
      const res = await run([authentication(route()), storedUser(route())], signedIn());
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('ACCOUNT_DISABLED');
    }
  });
  it('reads the prefetched item with the caller in one call, from valid path parameters only', async () => {
    users.getUserAndItem.mockResolvedValue({ user: member(), item: { name: 'thing' } });
    const prefetch = (p: { id: string }) => ({ pk: `THING#${p.id}`, sk: 'META' });
    const r = route();
    const res = await run([authentication(r), storedUser(r, prefetch as never)], signedIn());
    expect(res.body.prefetched).toEqual({ name: 'thing' });
    expect(users.getUserAndItem).toHaveBeenCalledWith('u1', { pk: 'THING#7', sk: 'META' });
    users.get.mockResolvedValue(member());
    await run(
      [authentication(r), storedUser(r, prefetch as never)],
      event({ claims: { sub: 'u1', token_use: 'access' }, pathParameters: { id: 'x' } }),
    );
    expect(users.get).toHaveBeenCalledWith('u1');
  });
});

describe('account gates', () => {
  const gated = async (user: UserRecord, name: string) => {
    users.get.mockResolvedValue(user);
    const r = route({ name });
    return run(
      [authentication(r), storedUser(r), accountGates(r)],
      event({ claims: { sub: 'u1', token_use: 'access' } }),
    );
  };
  it('keeps staff without a second factor to the enrolment', async () => {
    const staff = member({ role: 'Volunteer' });
    expect((await gated(staff, 'usersList')).body.error.code).toBe('MFA_SETUP_REQUIRED');
    expect((await gated(staff, 'usersMfaEnrol')).status).toBe(200);
  });
  it('keeps a user who must change the password to the password change', async () => {
    const user = member({ mustChangePassword: true });
    expect((await gated(user, 'reportsGet')).body.error.code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await gated(user, 'usersSetPassword')).status).toBe(200);
  });
});

describe('rate limit', () => {
  it("counts the client's address against the route's limit", async () => {
    const r = route({ rateLimit: { limit: 3, windowSeconds: 60 } });
    expect((await run([rateLimit(r)])).status).toBe(200);
    expect(limits.enforce).toHaveBeenCalledWith('probe', '10.0.0.9', 3, 60);
  });
  it('is no step on a route without a limit', () => {
    expect(rateLimit(route())).toEqual({});
  });
});

describe('content type and body limit', () => {
  it('refuses a body that is not JSON by its type with 415, and takes JSON with a charset', async () => {
    const plain = event({ headers: { 'content-type': 'text/plain' } });
    expect((await run([contentType(route())], plain)).status).toBe(415);
    const charset = event({ headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect((await run([contentType(route())], charset)).status).toBe(200);
  });
  it('answers 413 past the limit and 400 INVALID_JSON to a broken body; keeps the parsed one', async () => {
    const big = event({ body: JSON.stringify({ name: 'a'.repeat(MAX_BODY_BYTES) }) });
    expect((await run([bodyLimit()], big)).status).toBe(413);
    const broken = await run([bodyLimit()], event({ body: '{"name":' }));
    expect(broken.body.error.code).toBe('INVALID_JSON');
    const encoded = event({ body: Buffer.from('{"name":"é"}').toString('base64'), isBase64Encoded: true });
    expect((await run([bodyLimit()], encoded)).body.rawBody).toEqual({ name: 'é' });
  });
});

describe('validation', () => {
  it('parses the parts it is given, in order, prefixing path and query issues', async () => {
    const r = route();
    const bad = await run([validation(r, ['params', 'query'])], event({ pathParameters: { id: 'x' } }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues[0].path).toMatch(/^params\./);
    const good = await run([validation(r, ['params', 'query'])]);
    expect(good.body).toMatchObject({ params: { id: '7' }, query: { page: 1 } });
    expect(good.body.body).toBeUndefined();
  });
  it('validates the parsed body against the route schema', async () => {
    const r = route();
    const res = await run([bodyLimit(), validation(r, ['body'])], event({ body: '{"name":""}' }));
    expect(res.status).toBe(400);
    expect(res.body.error.issues[0].path).toBe('name');
  });
});

describe('response shaping', () => {
  async function shaped(r: RouteDef, answer: unknown) {
    const chain = middy<Event, Result, Error, Context>()
      .use([errorAnswers(r), responseShaping(r)])
      .handler(async () => answer as Result);
    return chain(event(), {} as Context);
  }
  it('answers the route status with only the fields the response schema names', async () => {
    const res = await shaped(route({ status: 201 }), { ok: true, secret: 'x' });
    expect(res.statusCode).toBe(201);
    expect(JSON.parse(res.body ?? '')).toEqual({ ok: true });
    expect(res.headers?.['cache-control']).toBe('no-store');
  });
  it('answers 204 with no body, and 500 to an answer its schema refuses', async () => {
    const none = await shaped(route({ status: 204 }), { ok: true });
    expect(none).toEqual({ statusCode: 204, headers: { 'cache-control': 'no-store' } });
    expect((await shaped(route(), { ok: 'yes' })).statusCode).toBe(500);
  });
});
