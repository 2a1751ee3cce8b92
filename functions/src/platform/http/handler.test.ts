import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineRoute } from '@circles/shared/api/define';
import { AppError } from '../errors';
import { clientIpOf, httpHandler, MAX_BODY_BYTES } from './handler';
import { clientKeyOf } from './rate-limit';

beforeAll(() => {
  process.env.LOG_LEVEL = 'silent';
  process.env.TABLE_NAME = 'unit';
  process.env.USER_POOL_ID = 'pool';
  process.env.USER_POOL_CLIENT_ID = 'client';
});

const echo = defineRoute({
  name: 'echo',
  method: 'POST',
  path: '/api/echo/{id}',
  auth: 'public',
  status: 201,
  params: z.object({ id: z.string().regex(/^\d+$/, 'Invalid id') }),
  body: z.object({
    name: z.string().min(1, 'Cannot be empty'),
    info: z.object({ city: z.string().max(3, 'City name is too long') }),
    note: z.string().max(5).optional(),
    count: z.number().int().max(9).optional(),
  }),
  response: z.object({ id: z.string(), name: z.string() }),
});

function event(
  body: string | undefined,
  id = '7',
  headers: Record<string, string> = { 'content-type': 'application/json' },
): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /api/echo/{id}',
    rawPath: `/api/echo/${id}`,
    rawQueryString: '',
    headers,
    pathParameters: { id },
    body,
    isBase64Encoded: false,
    requestContext: {
      requestId: 'r1',
      http: { method: 'POST', path: '/', protocol: 'HTTP/1.1', sourceIp: '10.0.0.9', userAgent: 'x' },
    },
  } as unknown as APIGatewayProxyEventV2;
}

async function call(
  fn: Parameters<typeof httpHandler<typeof echo>>[1],
  body: string | undefined,
  id?: string,
) {
  const h = httpHandler(echo, fn);
  const res: APIGatewayProxyStructuredResultV2 = await h(event(body, id), {} as Context);
  return {
    status: res.statusCode,
    headers: res.headers ?? {},
    body: JSON.parse(res.body ?? '{}') as Record<string, any>,
  };
}

describe('httpHandler', () => {
  it('answers with the route status and strips fields the response schema does not name', async () => {
    const res = await call(
      async ({ body, params }) => ({ id: params.id, name: body.name, secret: 'x' }) as never,
      JSON.stringify({ name: 'Ann', info: { city: 'Wi' } }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: '7', name: 'Ann' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('returns 400 with per-field issues in the rule words, without running the function', async () => {
    let ran = false;
    const res = await call(
      async () => ((ran = true), { id: '1', name: 'x' }),
      JSON.stringify({ name: '', info: { city: 'Windsor' } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
    expect(res.body.error.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Cannot be empty' },
        { path: 'info.city', message: 'City name is too long' },
      ]),
    );
    expect(ran).toBe(false);
  });

  it('answers limits and types a schema gives no text for with the catalogue, in the request language', async () => {
    const body = JSON.stringify({ name: 7, info: { city: 'a' }, note: 'x'.repeat(6), count: 10 });
    const en = await call(async () => ({ id: '1', name: 'x' }), body);
    expect(en.status).toBe(400);
    expect(en.body.error.issues).toEqual([
      { path: 'name', message: 'Please enter text.' },
      { path: 'note', message: 'Please enter at most 5 characters.' },
      { path: 'count', message: 'Please enter a number no greater than 9.' },
    ]);
    const h = httpHandler(echo, async () => ({ id: '1', name: 'x' }));
    // A missing name, asked in French: the catalogue's French text for it.
    const missing = JSON.stringify({ info: { city: 'a' } });
    const fr: APIGatewayProxyStructuredResultV2 = await h(
      { ...event(missing), headers: { 'content-type': 'application/json', 'accept-language': 'fr-CA' } },
      {} as Context,
    );
    const issues = (JSON.parse(fr.body ?? '{}') as { error: { issues: { message: string }[] } }).error.issues;
    expect(issues.map((i) => i.message)).toEqual(['Ne peut pas être vide']);
  });

  it('prefixes path parameter issues with params', async () => {
    const res = await call(
      async () => ({ id: '1', name: 'x' }),
      JSON.stringify({ name: 'a', info: { city: 'a' } }),
      'abc',
    );
    expect(res.status).toBe(400);
    expect(res.body.error.issues).toEqual([{ path: 'params.id', message: 'Invalid id' }]);
  });

  it('returns 400 for a body that is not JSON', async () => {
    const res = await call(async () => ({ id: '1', name: 'x' }), '{not json');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_JSON');
  });

  it('returns 413 for a body over the limit', async () => {
    const res = await call(
      async () => ({ id: '1', name: 'x' }),
      JSON.stringify({ name: 'a'.repeat(MAX_BODY_BYTES) }),
    );
    expect(res.status).toBe(413);
  });

  it.each([
    ['NOT_FOUND', 404],
    ['FORBIDDEN', 403],
    ['CONFLICT', 409],
    ['UNAUTHORIZED', 401],
  ] as const)('maps AppError %s to %i', async (kind, status) => {
    const res = await call(
      async () => {
        throw new AppError(kind, 'Shown text');
      },
      JSON.stringify({ name: 'a', info: { city: 'a' } }),
    );
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ error: { code: kind, message: 'Shown text' } });
  });

  it('sets Retry-After on 429', async () => {
    const res = await call(
      async () => {
        throw new AppError('RATE_LIMITED', 'Too many', { retryAfterSeconds: 42 });
      },
      JSON.stringify({ name: 'a', info: { city: 'a' } }),
    );
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('42');
  });

  it('turns an unknown error into a generic 500 that reveals nothing of its cause', async () => {
    const res = await call(
      async () => {
        throw new Error('ConnectionRefused at 10.1.1.1 for mary@example.org');
      },
      JSON.stringify({ name: 'a', info: { city: 'a' } }),
    );
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('mary');
    expect(res.body.error.code).toBe('INTERNAL');
  });
});

describe('logs', () => {
  it('write no body, name, email, answer or token, even for a failing request', async () => {
    const lines: string[] = [];
    const capture = (chunk: string | Uint8Array) => (lines.push(String(chunk)), true);
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    process.env.LOG_LEVEL = 'info';
    try {
      const h = httpHandler(echo, async ({ body }) => {
        if (body.name === 'Mary Smith') throw new Error(`cannot store mary@example.org for ${body.name}`);
        return { id: '1', name: body.name };
      });
      const body = JSON.stringify({ name: 'Mary Smith', info: { city: 'Win' } });
      await h(
        event(body, '7', { 'content-type': 'application/json', authorization: 'Bearer eyJsecret.token' }),
        {} as Context,
      );
      await h(event(JSON.stringify({ name: 'Ann Other', info: { city: 'Win' } })), {} as Context);
    } finally {
      out.mockRestore();
      err.mockRestore();
      process.env.LOG_LEVEL = 'silent';
    }
    expect(lines).toHaveLength(2);
    const all = lines.join('');
    for (const secret of ['Mary', 'mary@example.org', 'Ann', 'Win', 'eyJsecret'])
      expect(all).not.toContain(secret);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'error',
      status: 500,
      errorName: 'Error',
      route: 'echo',
    });
  });
});

describe('origin check', () => {
  afterEach(() => {
    delete process.env.ORIGIN_VERIFY_SECRET;
  });

  it('refuses with 403 a request that did not come through CloudFront when an origin secret is set', async () => {
    process.env.ORIGIN_VERIFY_SECRET = 's3cret';
    const h = httpHandler(echo, async () => ({ id: '1', name: 'x' }));
    const body = JSON.stringify({ name: 'a', info: { city: 'a' } });
    const direct: APIGatewayProxyStructuredResultV2 = await h(event(body), {} as Context);
    expect(direct.statusCode).toBe(403);
    const viaCloudFront: APIGatewayProxyStructuredResultV2 = await h(
      event(body, '7', { 'content-type': 'application/json', 'x-origin-verify': 's3cret' }),
      {} as Context,
    );
    expect(viaCloudFront.statusCode).toBe(201);
  });
});

describe('clientIpOf', () => {
  const viewer = { 'cloudfront-viewer-address': '203.0.113.5:4455' };
  afterEach(() => {
    delete process.env.ORIGIN_VERIFY_SECRET;
    delete process.env.TRUST_VIEWER_ADDRESS;
  });

  it('uses the connection address when nothing vouches for the viewer header', () => {
    expect(clientIpOf(event(undefined, '1', viewer) as never)).toBe('10.0.0.9');
  });

  it('uses the CloudFront viewer address only when the origin secret was verified', () => {
    process.env.TRUST_VIEWER_ADDRESS = 'true';
    expect(clientIpOf(event(undefined, '1', viewer) as never, true)).toBe('203.0.113.5');
    expect(clientIpOf(event(undefined, '1', viewer) as never, false)).toBe('10.0.0.9');
  });

  it('trusts the viewer header locally when the launcher says so', () => {
    process.env.TRUST_VIEWER_ADDRESS = 'true';
    expect(clientIpOf(event(undefined, '1', viewer) as never)).toBe('203.0.113.5');
  });
});

describe('clientKeyOf', () => {
  it('counts an IPv4 address as itself', () => {
    expect(clientKeyOf('203.0.113.5')).toBe('203.0.113.5');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const keys = new Set(
      Array.from({ length: 60 }, (_, i) => clientKeyOf(`2001:db8:0:1:${i.toString(16)}::${i + 1}`)),
    );
    expect([...keys]).toEqual(['2001:db8:0:1::/64']);
    expect(clientKeyOf('2001:0DB8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(clientKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('2001:db8:0:2::1')).not.toBe(clientKeyOf('2001:db8:0:1::1'));
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientKeyOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
  });
});

describe('content type', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])(
    'refuses a body sent as "%s" with 415, without running the function',
    async (type) => {
      const fn = vi.fn();
      const h = httpHandler(echo, fn);
      const res: APIGatewayProxyStructuredResultV2 = await h(
        event(JSON.stringify({ name: 'Ann Other' }), '7', type ? { 'content-type': type } : {}),
        {} as Context,
      );
      expect(res.statusCode).toBe(415);
      expect(fn).not.toHaveBeenCalled();
    },
  );
});
