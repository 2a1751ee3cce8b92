import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract, type RouteName } from '@circles/shared/api/contract';
import { LETTER_OF_INFORMATION_VERSION } from '@circles/shared/messages/letter';
import { SCREENER_TEMPLATE_ID } from '@circles/shared/rules/screener-answers';
import { callApi } from '../support/api';
import { useStackEnv } from '../support/stack';
import { peopleRows, type PeopleCaller, type PeopleTarget } from './people-matrix';

/**
 * The authorization matrix at the API (ACCESS.md): every route of the contract × every role × every
 * relation of the demo data, each cell the status the server must answer. The rows are keyed by route
 * name, so a route added to the contract without its rows fails the type check and this test. The pure
 * policy has its own table test in shared/src/access; this one proves the server enforces it, whatever
 * the web app shows.
 */

type Who = PeopleCaller;
/** Who calls: a signed-in demo user, or nobody (no token). */
type Caller = Who | 'anonymous';

interface Session {
  token: string;
  id: string;
}

/** One cell: the caller, the user the call is about (path `{id}`) when there is one, and the answer. */
interface Cell {
  as: Caller;
  target?: PeopleTarget;
  status: number;
}

/** What one request of a cell sends besides the caller's token. */
interface Request {
  params?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** A token of its own instead of the caller's shared one (for calls that end the session). */
  token?: string;
}

/** A route's rows: its cells, and how to build the request of a cell (fresh data where a call consumes it). */
interface RouteRows {
  cells: Cell[];
  request?: (cell: Cell) => Request | Promise<Request>;
}

let apiUrl: string;
const sessions = new Map<Who, Session>();
const credentials = new Map<Who, { login: string; password: string }>();
let address = 0;

/** A client address per call, so the matrix's many calls stay under the per-client rate limits. */
function nextClient(): string {
  address += 1;
  return `192.0.2.${(address % 250) + 1}:443`;
}

function session(who: Who): Session {
  const s = sessions.get(who);
  if (!s) throw new Error(`no session for ${who}`);
  return s;
}

function tokenOf(caller: Caller): string | undefined {
  return caller === 'anonymous' ? undefined : session(caller).token;
}

async function signIn(login: string, password: string): Promise<Session> {
  const { body } = await callApi<{ token: string; user: { _id: string } }>(
    apiUrl,
    'POST',
    '/api/users/login',
    { body: { emailOrPhone: login, password }, client: nextClient() },
  );
  return { token: body.token, id: body.user._id };
}

function pathOf(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

const registration = () => ({
  name: 'Rita Registrant',
  email: `rita.${randomUUID()}@example.org`,
  password: 'Valid#Pass1',
  consent: { letterVersion: LETTER_OF_INFORMATION_VERSION },
});

function screenerSubmission() {
  return {
    submissionId: randomUUID(),
    surveyTemplate: SCREENER_TEMPLATE_ID,
    memberInfo: { firstName: 'Lena', lastName: 'Lead', email: 'lena.lead@example.org' },
    source: 'CARP',
    responseJSON: {
      household2_size: 2,
      community_activity_participate: 1,
      life_satisfaction2: 8,
      local_community_belonging: 2,
      lack_companionship: 0,
      feel_leftout: 0,
      feel_isolated: 1,
      con_que: 1,
    },
  };
}

/** A fresh screener lead (version 1), so each PATCH cell works on data of its own. */
async function freshLead(): Promise<string> {
  const body = screenerSubmission();
  const res = await callApi(apiUrl, 'POST', contract.publicSurveysCreate.path, {
    body,
    client: nextClient(),
    headers: { 'idempotency-key': body.submissionId },
  });
  expect(res.status).toBe(201);
  return body.submissionId;
}

const signedIn: Who[] = ['admin', 'coordinator', 'volunteer', 'mary', 'paul', 'outsider', 'lena'];

/** Every route of the contract: a route missing here fails `satisfies` and the completeness test below. */
const matrix = {
  usersSelfRegister: {
    cells: [{ as: 'anonymous', status: 201 }],
    request: () => ({ body: registration() }),
  },
  usersLogin: {
    cells: [{ as: 'anonymous', status: 200 }],
    request: () => ({ body: { emailOrPhone: 'mary@circles.example.org', password: 'Circles#2026' } }),
  },
  usersValidate: {
    cells: [...signedIn.map((as): Cell => ({ as, status: 200 })), { as: 'anonymous', status: 401 }],
  },
  // Sign-out names no target (always the caller's own session). Each cell ends a fresh sign-in of the
  // caller, never the shared sessions the other rows use.
  usersLogout: {
    cells: [...signedIn.map((as): Cell => ({ as, status: 204 })), { as: 'anonymous', status: 401 }],
    request: async (cell) => {
      if (cell.as === 'anonymous') return {};
      const own = credentials.get(cell.as);
      if (!own) throw new Error(`no credentials for ${cell.as}`);
      return { token: (await signIn(own.login, own.password)).token };
    },
  },
  // Demo relations: Volunteer ↔ Mary, Coordinator ↔ Paul, everyone but the outsider in one facility.
  usersGet: {
    cells: [
      { as: 'admin', target: 'admin', status: 200 },
      { as: 'admin', target: 'mary', status: 200 },
      { as: 'admin', target: 'volunteer', status: 200 },
      { as: 'admin', target: 'outsider', status: 200 },
      { as: 'coordinator', target: 'coordinator', status: 200 },
      { as: 'coordinator', target: 'paul', status: 200 }, // assigned member
      { as: 'coordinator', target: 'mary', status: 404 }, // facility, not assigned
      { as: 'coordinator', target: 'volunteer', status: 404 }, // facility worker, not assigned
      { as: 'coordinator', target: 'outsider', status: 404 }, // none
      { as: 'volunteer', target: 'volunteer', status: 200 },
      { as: 'volunteer', target: 'mary', status: 200 }, // assigned member
      { as: 'volunteer', target: 'paul', status: 404 }, // facility, not assigned
      { as: 'volunteer', target: 'admin', status: 404 },
      { as: 'volunteer', target: 'outsider', status: 404 },
      { as: 'mary', target: 'mary', status: 200 },
      { as: 'mary', target: 'paul', status: 404 },
      { as: 'mary', target: 'admin', status: 404 },
      { as: 'outsider', target: 'outsider', status: 200 },
      { as: 'outsider', target: 'mary', status: 404 },
      { as: 'anonymous', target: 'mary', status: 401 },
    ],
    request: (cell) => ({ params: { id: session((cell.target ?? 'mary') as Who).id } }),
  },
  publicSurveysCreate: {
    cells: [{ as: 'anonymous', status: 201 }],
    request: () => {
      const body = screenerSubmission();
      return { body, headers: { 'idempotency-key': body.submissionId } };
    },
  },
  publicSurveysList: {
    cells: [
      { as: 'admin', status: 200 },
      { as: 'coordinator', status: 200 },
      { as: 'volunteer', status: 403 },
      { as: 'mary', status: 403 },
      { as: 'paul', status: 403 },
      { as: 'outsider', status: 403 },
      { as: 'anonymous', status: 401 },
    ],
  },
  publicSurveysMarkContacted: {
    cells: [
      { as: 'admin', status: 200 },
      { as: 'coordinator', status: 200 },
      { as: 'volunteer', status: 403 },
      { as: 'mary', status: 403 },
      { as: 'outsider', status: 403 },
      { as: 'anonymous', status: 401 },
    ],
    request: async () => ({ params: { id: await freshLead() }, body: { contacted: true, version: 1 } }),
  },
  // People and notes (issue 10): test/authz/people-matrix.ts, relations self, assigned, same facility
  // and other facility (Lena and Otto of Lakeshore).
  ...peopleRows({
    id: (who) => session(who).id,
    call: (method, path, as, body) =>
      callApi(apiUrl, method, path, { token: session(as).token, body, client: nextClient() }),
  }),
} satisfies Record<RouteName, RouteRows>;

beforeAll(async () => {
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  const byRole = (role: string, i = 0) => stack.demo.filter((d) => d.role === role)[i]!;
  const logins: [Who, { login: string; password: string }][] = [
    ['admin', byRole('Admin')],
    ['coordinator', byRole('Coordinator')],
    ['volunteer', byRole('Volunteer')],
    ['mary', byRole('Patient', 0)],
    ['paul', byRole('Patient', 1)],
    ['lena', byRole('Coordinator', 1)], // the other facility's Coordinator (functions/local/seed-people.ts)
  ];
  for (const [who, d] of logins) {
    credentials.set(who, d);
    sessions.set(who, await signIn(d.login, d.password));
  }
  // A self-registered member: no facility, assigned to nobody.
  const outsider = { ...registration(), name: 'Olive Outsider' };
  const registered = await callApi(apiUrl, 'POST', contract.usersSelfRegister.path, {
    body: outsider,
    client: nextClient(),
  });
  expect(registered.status).toBe(201);
  credentials.set('outsider', { login: outsider.email, password: outsider.password });
  sessions.set('outsider', await signIn(outsider.email, outsider.password));
});

describe('the authorization matrix', () => {
  it('has rows for every route of the contract, and only for those', () => {
    expect(Object.keys(matrix).sort()).toEqual(Object.keys(contract).sort());
    for (const [name, rows] of Object.entries(matrix)) expect(rows.cells.length, name).toBeGreaterThan(0);
  });
});

for (const name of Object.keys(matrix) as RouteName[]) {
  const route = contract[name];
  const rows: RouteRows = matrix[name];
  describe(`${route.method} ${route.path} (${name})`, () => {
    it.each(rows.cells.map((cell) => [cell.as, cell.target ? ` on ${cell.target}` : '', cell.status, cell]))(
      'as %s%s answers %i',
      async (_as, _target, status, cell) => {
        const request = (await rows.request?.(cell)) ?? {};
        const res = await callApi(apiUrl, route.method, pathOf(route.path, request.params), {
          token: request.token ?? tokenOf(cell.as),
          body: request.body,
          headers: request.headers,
          client: nextClient(),
        });
        expect(res.status).toBe(status);
      },
    );
  });
}

describe('audit of refusals', () => {
  it('audits a refused profile read as denied', async () => {
    const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
    const { DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
    const db = DynamoDBDocumentClient.from(
      new DynamoDBClient({ region: process.env.AWS_REGION, endpoint: process.env.DYNAMODB_ENDPOINT }),
    );
    const path = pathOf(contract.usersGet.path, { id: session('paul').id });
    expect(
      (await callApi(apiUrl, 'GET', path, { token: session('mary').token, client: nextClient() })).status,
    ).toBe(404);
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
    db.destroy();
  });
});
