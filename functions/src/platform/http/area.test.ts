import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { areaHandler, routeKeyOf, type RouteHandler } from './area';

beforeAll(() => {
  process.env.LOG_LEVEL = 'silent';
});

function routeHandler(routeKey: string, body: string): RouteHandler {
  return Object.assign(async () => ({ statusCode: 200, body }), { routeKey });
}

function event(routeKey: string): APIGatewayProxyEventV2 {
  return { routeKey, requestContext: { requestId: 'r1' } } as unknown as APIGatewayProxyEventV2;
}

describe('areaHandler', () => {
  const entry = areaHandler('demo', [
    routeHandler('GET /api/demo/{id}', 'one'),
    routeHandler('POST /api/demo', 'created'),
  ]);

  it('hands the event to the handler of its route key', async () => {
    expect((await entry(event('POST /api/demo'), {} as Context)).body).toBe('created');
    expect((await entry(event('GET /api/demo/{id}'), {} as Context)).body).toBe('one');
  });

  it('answers 404 with the API error shape for a route key it does not serve', async () => {
    const res = await entry(event('GET /api/other'), {} as Context);
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body ?? '')).toEqual({ error: { code: 'NOT_FOUND', message: 'Not Found' } });
  });

  it('lists the route keys it serves', () => {
    expect(entry.routeKeys).toEqual(['GET /api/demo/{id}', 'POST /api/demo']);
  });

  it('refuses two handlers for one route key', () => {
    expect(() => areaHandler('demo', [routeHandler('GET /x', 'a'), routeHandler('GET /x', 'b')])).toThrow(
      'twice',
    );
  });
});

describe('routeKeyOf', () => {
  it('is the method and the path template, as API Gateway writes it', () => {
    expect(routeKeyOf({ method: 'GET', path: '/api/users/{id}' })).toBe('GET /api/users/{id}');
  });
});
