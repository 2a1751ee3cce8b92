import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { instrumentLibrary } from '@circles/shared/instruments/library';
import { sampleAnswers } from '@circles/shared/instruments/sample-answers';
import { completeBenchInstance } from './bench-records';
import { storedType } from '@circles/functions/platform/data/stored-types';

/**
 * The CPU a report read costs in the API's own code, without the SDK, the network or DynamoDB: the
 * route's handler (middy chain, authentication from the stored user, validation, access rule, audit
 * event, report merge, response shaping, log line) called with an API Gateway event, the document
 * client's `send` answering from memory. Beside it the bare server's own work on the same answers
 * (bare-server.ts: build the three commands, merge, serialise). Their difference is what the framework
 * adds per read; `npm run bench` prints both (issue 22 item 7).
 */
export async function printHandlerCost(requests = Number(process.env.HANDLER_BENCH_REQUESTS ?? 20_000)) {
  Object.assign(process.env, {
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    TABLE_NAME: 'bench',
    USER_POOL_ID: 'local_bench',
    USER_POOL_CLIENT_ID: 'bench',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  const { documentClient, tableName } = await import('../../functions/src/platform/data/client');
  const { keys } = await import('../../functions/src/platform/data/keys');
  const { roundRecordFor } = await import('../../functions/src/reports/reports');
  const { handler } = await import('../../functions/src/reports/handlers/neighbours');
  const { bareRead } = await import('./bare-server');
  const table = tableName();
  const cc = instrumentLibrary.find((s) => s.key === 'community-connections')!;
  const at = '2026-01-01T00:00:00.000Z';
  const user = (id: string, role: string) => ({
    ...keys.user(id),
    type: storedType.user,
    id,
    role,
    status: 'active',
    enabled: true,
    info: { name: `Bench ${role}`, language: 'en' },
    patients: [],
    workers: [],
    mfa: { factor: 'TOTP' },
    createdAt: at,
    updatedAt: at,
    version: 1,
  });
  const instance = completeBenchInstance({
    id: 'bench-cc-0',
    collectionName: cc.name,
    member: 'bench-member',
    memberName: 'Bench Member',
    memberSurveyList: cc.chapters.map((_, c) => `bench-ch${c}`),
    at,
  });
  const round = {
    ...keys.reportRound('bench-member', 'cc', instance.id),
    type: storedType.reportRound,
    ...roundRecordFor({
      instance,
      kind: 'cc',
      answers: cc.chapters.map((t) => sampleAnswers(t, 1)),
      at,
      complete: true,
      facilityId: 'bench',
    }),
  };
  const answers: Record<string, unknown> = {
    BatchGetCommand: {
      Responses: { [table]: [user('bench-admin', 'Admin'), user('bench-member', 'Patient')] },
    },
    QueryCommand: { Items: [round] },
    PutCommand: {},
  };
  const client = documentClient();
  // In memory: a structured clone, as the SDK hands each caller items of its own.
  client.send = ((command: object) =>
    Promise.resolve(structuredClone(answers[command.constructor.name]))) as typeof client.send;
  const event = {
    version: '2.0',
    routeKey: 'GET /api/reports/neighbours/user/{userId}',
    rawPath: '/api/reports/neighbours/user/bench-member',
    rawQueryString: '',
    headers: { host: 'localhost', 'accept-language': 'en' },
    pathParameters: { userId: 'bench-member' },
    isBase64Encoded: false,
    requestContext: {
      http: { method: 'GET', path: '/api/reports/neighbours/user/bench-member', sourceIp: '127.0.0.1' },
      requestId: 'bench',
      authorizer: { jwt: { claims: { sub: 'bench-admin', token_use: 'access', client_id: 'bench' } } },
    },
  } as unknown as APIGatewayProxyEventV2;
  const context = {} as Context;
  const sides = {
    api: async () => {
      const res = await handler(structuredClone(event), context);
      if (res.statusCode !== 200) throw new Error(`handler answered ${res.statusCode}: ${res.body}`);
    },
    bare: async () => {
      await bareRead('bench-admin', 'bench-member');
    },
  };
  const figures: Record<string, number> = {};
  // Log lines go nowhere while measuring (their JSON is still made): the figure is the code's.
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = () => true;
  try {
    for (const [name, run] of Object.entries(sides)) {
      for (let i = 0; i < 2000; i += 1) await run(); // warm up
      const runs: number[] = [];
      for (let r = 0; r < 5; r += 1) {
        const before = process.cpuUsage();
        for (let i = 0; i < requests / 5; i += 1) await run();
        const used = process.cpuUsage(before);
        runs.push((used.user + used.system) / (requests / 5));
      }
      figures[name] = runs.sort((a, b) => a - b)[2]!;
    }
  } finally {
    process.stdout.write = write;
  }
  console.log(
    `Report read, the code's own CPU (DynamoDB answered in memory, no SDK, no HTTP), median of 5 × ${requests / 5}: API handler ${figures.api!.toFixed(1)} µs, bare ${figures.bare!.toFixed(1)} µs per read`,
  );
}

if (process.argv[1]?.endsWith('handler-cost.ts')) await printHandlerCost();
