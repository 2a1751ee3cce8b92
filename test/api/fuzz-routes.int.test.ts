import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@circles/shared/api/contract';
import type { RouteDef } from '@circles/shared/api/define';
import { callApi } from '../support/api';
import {
  arbitraryOf,
  CURRENT_VERSION,
  FUZZ_DEFINITION,
  pathKindOf,
  pathParamOf,
  queryOf,
  rawBodies,
  type IdPools,
} from '../support/fuzz';
import { signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { useStackEnv } from '../support/stack';

/*
 * Property: whatever a client sends to any route of the contract (bodies shaped after the route's
 * schema with wrong types, oversized strings, numbers DynamoDB cannot store, extra keys, deep nesting,
 * junk and raw invalid JSON; odd path parameters and query strings), the API answers 2xx or 4xx, never
 * 5xx. As Admin on every route (most code paths), as a member on every route (fewer runs). Fixed seeds:
 * the same requests every run. Routes that end the caller's session (logout, password) run last, as a
 * user of their own; deletes run after everything else. PDF routes get no real ids, so no render runs
 * (a render failure is the renderer's, not the input's).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 19_2026);
/** Runs per route: bodies have the most to get wrong. */
const RUNS = { adminBody: Number(process.env.FUZZ_RUNS ?? 60), admin: 10, member: 5 };
const SESSION_ROUTES = new Set(['usersLogout', 'usersSetPassword']);

let apiUrl: string;
let people: Record<DemoWho, DemoSession>;
let sessionUser: DemoSession;
const noIds: IdPools = {
  user: [],
  template: [],
  module: [],
  series: [],
  instance: [],
  project: [],
  workbook: [],
  note: [],
  facility: [],
  other: [],
};
const pools: Record<'admin' | 'member' | 'session', IdPools> = {
  admin: noIds,
  member: noIds,
  session: noIds,
};
let address = 0;

/** A client address per call (this file's 198.18.0.0/15), so per-client rate limits never interfere. */
const nextClient = () => `198.18.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}:443`;

const admin = (method: string, path: string, body?: unknown) =>
  callApi(apiUrl, method, path, { token: people.admin.token, body, client: nextClient() });

/** The id of what a setup call created (its status checked). */
async function created(path: string, body: unknown, pick: (b: any) => string): Promise<string> {
  const res = await admin('POST', path, body);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return pick(res.body);
}

const person = (role: string) => ({
  email: `fuzz.${randomUUID().slice(0, 8)}@example.org`,
  password: 'Default#2026',
  role,
  originOfContact: 'New Referral',
  info: { name: 'Fuzz Person', gender: 'Female', dateOfBirth: '1950-04-02', language: 'English' },
});

/** Records the fuzz may change or delete (never the signed-in callers themselves), and their ids. */
async function setUp(): Promise<void> {
  const member = await created('/api/users/register', person('Patient'), (b) => b.user._id);
  const volunteer = await created('/api/users/register', person('Volunteer'), (b) => b.user._id);
  const template = await created(
    '/api/surveys',
    { name: 'Fuzz', surveyJSON: FUZZ_DEFINITION, isPublic: true },
    (b) => b.survey._id,
  );
  // Several modules: an approve or a complete locks one for the rest of the run.
  const modules: string[] = [];
  for (let i = 0; i < 6; i += 1)
    modules.push(
      await created(
        '/api/membersurveys',
        { patientId: member, templateId: template },
        (b) => b.memberSurvey._id,
      ),
    );
  const series = await created(
    '/api/collections',
    { name: 'Fuzz', surveyList: [template] },
    (b) => b.collection._id,
  );
  const instance = await created(
    '/api/membercollections',
    { collectionTemplate: series, member: member },
    (b) => b.memberCollection._id,
  );
  const project = await created(
    '/api/projects',
    { name: 'Fuzz', collectionList: [series] },
    (b) => b.project._id,
  );
  const workbook = await created(
    '/api/workbooks/create',
    { name: 'Fuzz', surveyIds: [template] },
    (b) => b.workbook._id,
  );
  const note = await created('/api/notes', { receiverId: member, message: 'Hello' }, (b) => b.note._id);
  const shared = { facility: ['fac-riverside', 'fac-lakeshore'], other: ['20261123T050000Z', '1'] };
  pools.admin = {
    ...shared,
    user: [member, volunteer, people.paul.id],
    template: [template],
    module: modules,
    series: [series],
    instance: [instance],
    project: [project],
    workbook: [workbook],
    note: [note],
  };
  const own = await callApi(apiUrl, 'GET', `/api/membercollections/client/${people.mary.id}`, {
    token: people.mary.token,
    client: nextClient(),
  });
  const instances = (own.body.memberCollections ?? []) as { _id: string; memberSurveyList: string[] }[];
  pools.member = {
    ...pools.admin,
    user: [people.mary.id, member],
    module: [...instances.flatMap((c) => c.memberSurveyList), ...modules],
    instance: [...instances.map((c) => c._id), instance],
  };
  // A user of its own for the routes that end a session (staff-created: only they stay open to it).
  const login = person('Coordinator');
  const id = await created('/api/users/register', login, (b) => b.user._id);
  const signIn = await callApi(apiUrl, 'POST', '/api/users/login', {
    body: { emailOrPhone: login.email, password: login.password },
    client: nextClient(),
  });
  expect(signIn.status).toBe(200);
  sessionUser = { token: signIn.body.token, id };
  pools.session = { ...pools.admin, user: [id, member] };
}

/**
 * One request on a connection of its own (no keep-alive): a reused socket that the server closes
 * while the loaded machine delays the client's timers would show as a reset, which is no answer of
 * the API's.
 */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const req = request(
      `${apiUrl}${path}`,
      { method, headers: { ...headers, ...length }, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

interface FuzzRequest {
  path: string;
  body?: string;
}

function requestsOf(route: RouteDef, ids: IdPools): fc.Arbitrary<FuzzRequest> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  // No real ids for the PDF routes: the fuzz is about input, not about rendering pages.
  const bodyIds = route.name.startsWith('pdf') ? noIds : ids;
  const pathPool = ids[pathKindOf(route.path)];
  const body = route.body
    ? fc.oneof(
        { weight: 12, arbitrary: arbitraryOf(route.body, bodyIds).map((v) => JSON.stringify(v)) },
        { weight: 1, arbitrary: rawBodies },
      )
    : fc.constant(undefined);
  return fc
    .record({
      params: fc.tuple(...names.map(() => pathParamOf(pathPool.length ? pathPool : ids.other))),
      query: route.query ? queryOf(route.query, ids) : fc.constant(''),
      body,
    })
    .map(({ params, query, body: text }) => {
      let i = 0;
      const path = route.path.replace(/\{\w+\}/g, () => params[i++] ?? '');
      return { path: query ? `${path}?${query}` : path, body: text };
    });
}

/** The GET that reads the record a versioned write names, and where its version is. */
function versionReadOf(path: string): string | undefined {
  const match = /^\/api\/(users|surveys|membersurveys)\/([^/?]+)/.exec(path);
  return match ? `/api/${match[1]}/${match[2]}` : undefined;
}

/** The body with the record's current version where the fuzz asked for it (1 when unknown). */
async function withCurrentVersion(session: DemoSession, req: FuzzRequest): Promise<string | undefined> {
  const marker = JSON.stringify(CURRENT_VERSION);
  if (!req.body?.includes(marker)) return req.body;
  const read = versionReadOf(req.path);
  const got = read
    ? await send(
        'GET',
        read,
        { authorization: `Bearer ${session.token}`, 'cloudfront-viewer-address': nextClient() },
        undefined,
      )
    : undefined;
  let version = 1;
  try {
    const answer = JSON.parse(got?.text ?? '{}') as Record<string, { version?: number } | undefined>;
    version = Object.values(answer).find((v) => typeof v?.version === 'number')?.version ?? 1;
  } catch {
    // an answer that is no JSON: keep 1
  }
  return req.body.split(marker).join(String(version));
}

/** A request as the failure report shows it: long strings cut, the whole bounded. */
const preview = (value: unknown) =>
  JSON.stringify(value, (_k, v: unknown) =>
    typeof v === 'string' && v.length > 120 ? `${v.slice(0, 120)}…(${v.length})` : v,
  )?.slice(0, 3000);

async function neverServerError(route: RouteDef, session: DemoSession, ids: IdPools, numRuns: number) {
  let failure: unknown;
  const property = fc.asyncProperty(requestsOf(route, ids), async (req) => {
    const body = await withCurrentVersion(session, req);
    failure = {
      path: req.path.slice(0, 300),
      bodyLength: body?.length,
      body,
    };
    const res = await send(
      route.method,
      req.path,
      {
        authorization: `Bearer ${session.token}`,
        'cloudfront-viewer-address': nextClient(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      route.method === 'GET' ? undefined : body,
    );
    if (res.status < 500) return true;
    failure = {
      status: res.status,
      answer: res.text.slice(0, 300),
      path: req.path.slice(0, 300),
      body,
    };
    return false;
  });
  const seed = SEED + [...route.name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1_000_003, 0);
  const details = await fc.check(property, { numRuns, seed, endOnFailure: true });
  if (details.failed)
    throw new Error(
      `${route.name} answered 5xx or failed (seed ${seed}): ${preview(failure)} ${String(details.errorInstance)} ${String((details.errorInstance as Error | undefined)?.cause)}`,
    );
}

const only = process.env.FUZZ_ROUTES?.split(',');
const routes = (Object.values(contract) as RouteDef[]).filter((r) => !only || only.includes(r.name));
const ordered = [
  ...routes.filter((r) => r.method !== 'DELETE' && !SESSION_ROUTES.has(r.name)),
  ...routes.filter((r) => r.method === 'DELETE'),
];

beforeAll(async () => {
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  people = await signInDemo(stack);
  await setUp();
}, 120_000);

describe('every route answers 2xx or 4xx to any input, never 5xx', () => {
  it.each(ordered.map((r) => [r.name, r] as const))('as Admin: %s', async (_, route) => {
    await neverServerError(route, people.admin, pools.admin, route.body ? RUNS.adminBody : RUNS.admin);
  });

  it.each(ordered.map((r) => [r.name, r] as const))('as a member: %s', async (_, route) => {
    await neverServerError(route, people.mary, pools.member, RUNS.member);
  });

  it.each(routes.filter((r) => SESSION_ROUTES.has(r.name)).map((r) => [r.name, r] as const))(
    'as a user of its own, last: %s',
    async (_, route) => {
      await neverServerError(route, sessionUser, pools.session, RUNS.adminBody);
    },
  );
});
