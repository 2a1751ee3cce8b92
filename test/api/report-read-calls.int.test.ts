import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '@circles/functions/platform/data/client';
import { handler as dashboard } from '@circles/functions/reports/handlers/dashboard';
import { handler as neighbours } from '@circles/functions/reports/handlers/neighbours';
import { handler as historicCc } from '@circles/functions/reports/handlers/historic-cc';
import { handler as historicQofl } from '@circles/functions/reports/handlers/historic-qofl';
import { signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { useStackEnv } from '../support/stack';

/**
 * Issue 11's budget of DynamoDB calls per report read (≤ 3), counted on this process's client while the
 * area's handler runs in-process against the emulator, as API Gateway would call it after its JWT
 * authorizer (the claims are the authorizer's; the handler still reads the stored user).
 */
let people: Record<DemoWho, DemoSession>;
let calls: string[] = [];

type Handler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

async function invoke(handler: Handler, path: string, params: Record<string, string>, who: DemoWho) {
  const event = {
    version: '2.0',
    routeKey: `GET ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: {},
    pathParameters: params,
    isBase64Encoded: false,
    requestContext: {
      requestId: `calls-${Math.random()}`,
      http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '10.0.0.9', userAgent: 'x' },
      authorizer: { jwt: { claims: { sub: people[who].id, token_use: 'access' } } },
    },
  } as unknown as APIGatewayProxyEventV2;
  calls = [];
  const res = await handler(event, {} as Context);
  return {
    status: res.statusCode,
    body: JSON.parse(res.body ?? '{}') as Record<string, unknown>,
    calls: [...calls],
  };
}

beforeAll(async () => {
  const stack = useStackEnv();
  people = await signInDemo(stack);
  documentClient().middlewareStack.add(
    (next, context) => async (args) => {
      calls.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: 'reportReadCallCounter' },
  );
});

describe('report reads stay within 3 DynamoDB calls', () => {
  it("a member's latest report: the stored users (caller and member in one batch), the Query of the rounds and the audit event", async () => {
    const read = await invoke(
      neighbours,
      `/api/reports/neighbours/user/${people.mary.id}`,
      { userId: people.mary.id },
      'mary',
    );
    expect(read.status).toBe(200);
    expect((read.body.collectionIds as string[]).length).toBeGreaterThanOrEqual(2);
    // Issue 19: the member's user item comes in the caller's batch (an unknown member is a 404), so the
    // first call is a BatchGetItem where it was a GetItem: still 3 calls.
    expect(read.calls).toEqual(['BatchGetItemCommand', expect.any(String), expect.any(String)]);
    expect([...read.calls.slice(1)].sort()).toEqual(['PutItemCommand', 'QueryCommand']);
    const helper = await invoke(
      neighbours,
      `/api/reports/neighbours/user/${people.mary.id}`,
      { userId: people.mary.id },
      'volunteer',
    );
    expect(helper.status).toBe(200);
    expect(helper.calls[0]).toBe('BatchGetItemCommand');
    expect(helper.calls).toHaveLength(3);
  });

  it('an unknown member is a 404 from the same batch: the denial audited, no Query', async () => {
    const unknown = await invoke(
      neighbours,
      '/api/reports/neighbours/user/no-such-member',
      { userId: 'no-such-member' },
      'admin',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.calls).toEqual(['BatchGetItemCommand', 'PutItemCommand']);
  });

  it("a member dashboard's latest figures of every series: the stored user and the member in one batch, ONE Query and the audit event", async () => {
    const read = await invoke(
      dashboard,
      `/api/reports/dashboard/user/${people.mary.id}`,
      { userId: people.mary.id },
      'mary',
    );
    expect(read.status).toBe(200);
    expect((read.body.sources as { rounds: unknown[] }).rounds.length).toBeGreaterThanOrEqual(2);
    expect(read.calls).toEqual(['BatchGetItemCommand', expect.any(String), expect.any(String)]);
    expect([...read.calls.slice(1)].sort()).toEqual(['PutItemCommand', 'QueryCommand']);
  });

  it('a historic report reads the instance in the same batch as the stored user (3 calls, not 4)', async () => {
    const latest = await invoke(
      neighbours,
      `/api/reports/neighbours/user/${people.mary.id}`,
      { userId: people.mary.id },
      'mary',
    );
    const firstId = (latest.body.collectionIds as string[])[0]!;
    const read = await invoke(
      historicCc,
      `/api/reports/historic/cc/${firstId}`,
      { collectionId: firstId },
      'mary',
    );
    expect(read.status).toBe(200);
    expect(read.body.collectionIds).toEqual([firstId]);
    expect(read.calls[0]).toBe('BatchGetItemCommand');
    expect([...read.calls.slice(1)].sort()).toEqual(['PutItemCommand', 'QueryCommand']);

    // Another kind's historic route over the same instance: `{}`, still audited, within budget.
    const other = await invoke(
      historicQofl,
      `/api/reports/historic/qofl/${firstId}`,
      { collectionId: firstId },
      'mary',
    );
    expect(other.status).toBe(200);
    expect(other.body).toEqual({});
    expect(other.calls).toEqual(['BatchGetItemCommand', 'PutItemCommand']);
  });

  it('the prefetched instance is still checked: 404 for an unknown one and for a member outside scope', async () => {
    const unknown = await invoke(
      historicCc,
      '/api/reports/historic/cc/no-such-instance',
      { collectionId: 'no-such-instance' },
      'mary',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.calls).toEqual(['BatchGetItemCommand']);

    const latest = await invoke(
      neighbours,
      `/api/reports/neighbours/user/${people.mary.id}`,
      { userId: people.mary.id },
      'mary',
    );
    const marys = (latest.body.collectionIds as string[])[0]!;
    const refused = await invoke(
      historicCc,
      `/api/reports/historic/cc/${marys}`,
      { collectionId: marys },
      'paul',
    );
    expect(refused.status).toBe(404);
    expect(refused.body).not.toHaveProperty('collectionIds');
    // The denial is audited.
    expect(refused.calls).toEqual(['BatchGetItemCommand', 'PutItemCommand']);
  });

  it('a bad collection id is refused with 400 before any read of member data', async () => {
    const bad = await invoke(historicCc, '/api/reports/historic/cc/%00', { collectionId: '\u0000' }, 'mary');
    expect(bad.status).toBe(400);
    expect(bad.calls).toEqual(['GetItemCommand']);
  });
});
