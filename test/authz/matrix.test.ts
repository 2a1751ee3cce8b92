import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract, type RouteName } from '@circles/shared/api/contract';
import { LETTER_OF_INFORMATION_VERSION } from '@circles/shared/messages/letter';
import { SCREENER_TEMPLATE_ID } from '@circles/shared/rules/screener-answers';
import { callApi } from '../support/api';
import { useStackEnv } from '../support/stack';
import { libraryTemplateId } from '../../functions/local/seed-modules';
import { librarySeriesId } from '../../functions/local/seed-series';
import {
  allAnswer,
  roleCells,
  type Caller,
  type Cell,
  type PeopleCaller,
  type Request,
  type RouteRows,
} from './cells';
import { followupRows } from './followup-matrix';
import { partnerRows } from './partner-matrix';
import { peopleRows, type MatrixContext } from './people-matrix';

/**
 * The authorization matrix at the API (ACCESS.md): every route of the contract × every role × every
 * relation of the demo data, each cell the status the server must answer. The rows are keyed by route
 * name, so a route added to the contract without its rows fails the type check and this test. The pure
 * policy has its own table test in shared/src/access; this one proves the server enforces it, whatever
 * the web app shows.
 */

type Who = PeopleCaller;

interface Session {
  token: string;
  id: string;
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

/** The target of a modules/series cell: always one of the signed-in demo users (Mary when none). */
function signedInTarget(cell: Cell): Who {
  const target = cell.target ?? 'mary';
  if (!sessions.has(target as Who)) throw new Error(`no session for target ${target}`);
  return target as Who;
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

// modules area (issue 8): helpers of its rows.
const SEEDED_TEMPLATE_KEY = 'community-connections-05-goals';
const tinySurvey = { pages: [{ name: 'p1', elements: [{ type: 'text', name: 'q1' }] }] };

/** Template reads by id: staff 200, members 403 (they see definitions only inside their own modules). */
const templateReaders: Cell[] = roleCells({
  admin: 200,
  coordinator: 200,
  volunteer: 200,
  mary: 403,
  paul: 403,
  outsider: 403,
});

/** Template writes: the Admin only. */
const templateWriters = (allowed: number): Cell[] =>
  roleCells({ admin: allowed, coordinator: 403, volunteer: 403, mary: 403, outsider: 403 });

/** Staff calls (leads, workbook list and create, counts and group lists): Admin and Coordinator. */
const staffOnly = (allowed: number): Cell[] =>
  roleCells({ admin: allowed, coordinator: allowed, volunteer: 403, mary: 403, outsider: 403 });

/**
 * A member module route's cells: Admin any member; Coordinator ↔ Paul and Volunteer ↔ Mary assigned;
 * members themselves. `helpersMay` limits which helper roles may at all (others 403 whatever the member).
 */
function moduleCells(options: {
  allowed: number;
  purpose?: string;
  helpersMay?: ('coordinator' | 'volunteer' | 'mary' | 'paul' | 'outsider')[];
}): Cell[] {
  const { allowed, purpose } = options;
  const may = (who: 'coordinator' | 'volunteer' | 'mary' | 'paul' | 'outsider') =>
    options.helpersMay === undefined || options.helpersMay.includes(who);
  const scoped = (who: 'coordinator' | 'volunteer' | 'mary' | 'paul' | 'outsider', inScope: boolean) =>
    may(who) ? (inScope ? allowed : 404) : 403;
  return [
    { as: 'admin', target: 'mary', status: allowed, purpose },
    { as: 'admin', target: 'paul', status: allowed, purpose },
    { as: 'coordinator', target: 'paul', status: scoped('coordinator', true), purpose }, // assigned
    { as: 'coordinator', target: 'mary', status: scoped('coordinator', false), purpose }, // facility only
    { as: 'volunteer', target: 'mary', status: scoped('volunteer', true), purpose }, // assigned
    { as: 'volunteer', target: 'paul', status: scoped('volunteer', false), purpose },
    { as: 'mary', target: 'mary', status: scoped('mary', true), purpose }, // self
    { as: 'mary', target: 'paul', status: scoped('mary', false), purpose },
    { as: 'outsider', target: 'mary', status: scoped('outsider', false), purpose }, // none
    { as: 'anonymous', target: 'mary', status: 401, purpose },
  ];
}

/** A new template of the Admin's (version 1), so each writing cell has its own. */
async function freshTemplate(): Promise<string> {
  const res = await callApi<{ survey: { _id: string } }>(apiUrl, 'POST', contract.surveysCreate.path, {
    token: session('admin').token,
    body: { name: 'Matrix template', surveyJSON: tinySurvey },
    client: nextClient(),
  });
  expect(res.status).toBe(201);
  return res.body.survey._id;
}

/** A new module (version 1) of `member`, started by the Admin from a small template of its own. */
async function freshModule(member: Who): Promise<string> {
  const res = await callApi<{ memberSurvey: { _id: string } }>(
    apiUrl,
    'POST',
    contract.memberSurveysCreate.path,
    {
      token: session('admin').token,
      body: { patientId: session(member).id, templateId: await freshTemplate() },
      client: nextClient(),
    },
  );
  expect(res.status).toBe(201);
  return res.body.memberSurvey._id;
}

/** A new module of `member` marked complete by the Admin (version 2): what an approval needs. */
async function freshCompletedModule(member: Who): Promise<string> {
  const id = await freshModule(member);
  const res = await callApi(apiUrl, 'PATCH', contract.memberSurveysUpdate.path.replace('{id}', id), {
    token: session('admin').token,
    body: { action: 'complete', responseJSON: { q1: 'An answer' }, version: 1 },
    client: nextClient(),
  });
  expect(res.status).toBe(200);
  return id;
}

const signedIn: Who[] = ['admin', 'coordinator', 'volunteer', 'mary', 'paul', 'outsider', 'lena'];

// series and projects areas (issue 9): helpers of their rows.

/** A new series template of the Admin's over one small template, listing `listed` users. */
async function freshSeries(listed: Who[] = []): Promise<string> {
  const res = await callApi<{ collection: { _id: string } }>(
    apiUrl,
    'POST',
    contract.collectionsCreate.path,
    {
      token: session('admin').token,
      body: { name: 'Matrix series', surveyList: [await freshTemplate()] },
      client: nextClient(),
    },
  );
  expect(res.status).toBe(201);
  const id = res.body.collection._id;
  if (listed.length > 0) {
    const assigned = await callApi(apiUrl, 'POST', contract.collectionsAssignMember.path, {
      token: session('admin').token,
      body: { collectionId: id, memberList: listed.map((w) => session(w).id) },
      client: nextClient(),
    });
    expect(assigned.status).toBe(200);
  }
  return id;
}

/** A new series instance of `member`, started by the Admin. */
async function freshInstance(member: Who): Promise<string> {
  const res = await callApi<{ memberCollection: { _id: string } }>(
    apiUrl,
    'POST',
    contract.memberCollectionsCreate.path,
    {
      token: session('admin').token,
      body: { collectionTemplate: await freshSeries(), member: session(member).id },
      client: nextClient(),
    },
  );
  expect(res.status).toBe(201);
  return res.body.memberCollection._id;
}

// reports area (issue 11): helpers of its rows.
/** The path parameter naming the cell's target member. */
const memberParam = (cell: Cell, name: string): Request => ({
  params: { [name]: session(signedInTarget(cell)).id },
});
/** Counts and group lists: Admin and Coordinator (their facility / caseload); other roles 403. */
const staffCounts: Cell[] = staffOnly(200);

/** A historic report of a round (a series instance of the cell's member): read as a member module. */
const historicReport: RouteRows = {
  cells: moduleCells({ allowed: 200 }),
  request: async (cell) => ({ params: { collectionId: await freshInstance(signedInTarget(cell)) } }),
};

/** A new project of the Admin's with one new series. */
async function freshProject(): Promise<string> {
  const res = await callApi<{ project: { _id: string } }>(apiUrl, 'POST', contract.projectsCreate.path, {
    token: session('admin').token,
    body: { name: 'Matrix project', collectionList: [await freshSeries()] },
    client: nextClient(),
  });
  expect(res.status).toBe(201);
  return res.body.project._id;
}

/** A new workbook of the Admin's. */
async function freshWorkbook(): Promise<string> {
  const res = await callApi<{ workbook: { _id: string } }>(apiUrl, 'POST', contract.workbooksCreate.path, {
    token: session('admin').token,
    body: { name: 'Matrix workbook', surveyIds: [libraryTemplateId(SEEDED_TEMPLATE_KEY)] },
    client: nextClient(),
  });
  expect(res.status).toBe(201);
  return res.body.workbook._id;
}

/** Admin-only calls (series template writes, every project call). */
const adminOnly = (allowed: number): Cell[] => templateWriters(allowed);

/** Workbook list and create: Admin and Coordinator. */
const workbookWriters = staffOnly;

/** Assigning users (to a series, default workbooks): Admin any; Coordinator their facility's users. */
const facilityAssigners: Cell[] = [
  { as: 'admin', target: 'mary', status: 200 },
  { as: 'admin', target: 'outsider', status: 200 },
  { as: 'coordinator', target: 'mary', status: 200 }, // facility, not assigned
  { as: 'coordinator', target: 'outsider', status: 404 }, // no facility
  { as: 'volunteer', target: 'mary', status: 403 },
  { as: 'mary', target: 'mary', status: 403 },
  { as: 'anonymous', target: 'mary', status: 401 },
];

/** Every route of the contract: a route missing here fails `satisfies` and the completeness test below. */
/** What the rows kept in their own files call the API with. */
const matrixContext: MatrixContext = {
  id: (who) => session(who).id,
  call: (method, path, as, body) =>
    callApi(apiUrl, method, path, { token: session(as).token, body, client: nextClient() }),
};

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
    cells: allAnswer(signedIn, 200),
  },
  // Sign-out names no target (always the caller's own session). Each cell ends a fresh sign-in of the
  // caller, never the shared sessions the other rows use.
  usersLogout: {
    cells: allAnswer(signedIn, 204),
    request: async (cell) => {
      if (cell.as === 'anonymous') return {};
      const own = credentials.get(cell.as);
      if (!own) throw new Error(`no credentials for ${cell.as}`);
      return { token: (await signIn(own.login, own.password)).token };
    },
  },
  // The API description (issue 22): public, no data.
  openApiGet: {
    cells: [
      { as: 'anonymous', status: 200 },
      ...allAnswer(signedIn, 200).filter((c) => c.as !== 'anonymous'),
    ],
  },
  // Thought for the Day (issue 11): any signed-in user, no member data.
  quotesToday: {
    cells: allAnswer(signedIn, 200),
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
    request: (cell) => ({ params: { id: session(signedInTarget(cell)).id } }),
  },
  publicSurveysCreate: {
    cells: [{ as: 'anonymous', status: 201 }],
    request: () => {
      const body = screenerSubmission();
      return { body, headers: { 'idempotency-key': body.submissionId } };
    },
  },
  publicSurveysList: {
    cells: roleCells({ admin: 200, coordinator: 200, volunteer: 403, mary: 403, paul: 403, outsider: 403 }),
  },
  publicSurveysMarkContacted: {
    cells: staffOnly(200),
    request: async () => ({ params: { id: await freshLead() }, body: { contacted: true, version: 1 } }),
  },
  // modules area (issue 8): module templates and member modules. A member module's target is its
  // member; each writing cell works on a module (or template) of its own, started by the Admin.
  // Members list the public templates only (to start their own modules).
  surveysList: {
    cells: allAnswer(signedIn, 200),
  },
  surveysGet: {
    cells: templateReaders,
    request: () => ({ params: { id: libraryTemplateId(SEEDED_TEMPLATE_KEY) } }),
  },
  surveysCreate: {
    cells: templateWriters(201),
    request: () => ({ body: { name: 'Matrix template', surveyJSON: tinySurvey } }),
  },
  surveysUpdate: {
    cells: templateWriters(200),
    request: async () => ({ params: { id: await freshTemplate() }, body: { name: 'Renamed', version: 1 } }),
  },
  surveysDelete: {
    cells: templateWriters(200),
    request: async () => ({ params: { id: await freshTemplate() } }),
  },
  memberSurveysList: {
    cells: allAnswer(signedIn, 200),
  },
  memberSurveysMine: {
    cells: allAnswer(signedIn, 200),
  },
  memberSurveysGet: {
    cells: moduleCells({ allowed: 200 }),
    request: async (cell) => ({ params: { id: await freshModule(signedInTarget(cell)) } }),
  },
  memberSurveysCreate: {
    cells: [
      ...moduleCells({ allowed: 201 }),
      { as: 'admin', target: 'outsider', status: 201 },
      { as: 'paul', target: 'paul', status: 201 },
      { as: 'outsider', target: 'outsider', status: 201 },
      { as: 'coordinator', target: 'outsider', status: 404 },
    ],
    request: (cell) => ({
      body: {
        patientId: session(signedInTarget(cell)).id,
        templateId: libraryTemplateId(SEEDED_TEMPLATE_KEY),
      },
    }),
  },
  memberSurveysUpdate: {
    cells: [
      ...moduleCells({ allowed: 200, purpose: 'save' }),
      ...moduleCells({ allowed: 200, purpose: 'approve', helpersMay: ['coordinator'] }),
    ],
    request: async (cell) =>
      cell.purpose === 'approve'
        ? {
            params: { id: await freshCompletedModule(signedInTarget(cell)) },
            body: { action: 'approve', version: 2 },
          }
        : {
            params: { id: await freshModule(signedInTarget(cell)) },
            body: { action: 'save', responseJSON: { q1: 'An answer' }, version: 1 },
          },
  },
  memberSurveysDelete: {
    cells: moduleCells({ allowed: 200, helpersMay: ['coordinator'] }),
    request: async (cell) => ({ params: { id: await freshModule(signedInTarget(cell)) } }),
  },
  // series area (issue 9): series templates and instances. An instance's target is its member; each
  // writing cell works on data of its own, made by the Admin.
  collectionsList: {
    cells: allAnswer(signedIn, 200),
  },
  // The series lists Mary only: Admin and Coordinator read all; others only series listing them.
  collectionsGet: {
    cells: [
      { as: 'admin', status: 200 },
      { as: 'coordinator', status: 200 },
      { as: 'volunteer', status: 404 },
      { as: 'mary', status: 200 },
      { as: 'paul', status: 404 },
      { as: 'outsider', status: 404 },
      { as: 'anonymous', status: 401 },
    ],
    request: async () => ({ params: { id: await freshSeries(['mary']) } }),
  },
  collectionsCreate: {
    cells: adminOnly(201),
    request: () => ({
      body: { name: 'Matrix series', surveyList: [libraryTemplateId(SEEDED_TEMPLATE_KEY)] },
    }),
  },
  collectionsDelete: {
    cells: adminOnly(200),
    request: async () => ({ params: { id: await freshSeries() } }),
  },
  collectionsAssignMember: {
    cells: facilityAssigners,
    request: async (cell) => ({
      body: { collectionId: await freshSeries(), memberList: [session(signedInTarget(cell)).id] },
    }),
  },
  collectionsAssignProject: {
    cells: adminOnly(200),
    request: async () => ({
      body: { collectionId: await freshSeries(), projectList: [await freshProject()] },
    }),
  },
  memberCollectionsList: {
    cells: allAnswer(signedIn, 200),
  },
  memberCollectionsGet: {
    cells: moduleCells({ allowed: 200 }),
    request: async (cell) => ({ params: { id: await freshInstance(signedInTarget(cell)) } }),
  },
  memberCollectionsOfClient: {
    // A helper lists their own series too (the Coordinator's dashboard, spec 000 §2).
    cells: [...moduleCells({ allowed: 200 }), { as: 'coordinator', target: 'coordinator', status: 200 }],
    request: (cell) => ({ params: { userId: session(signedInTarget(cell)).id } }),
  },
  // Spec 002 §7 `GET collections/patient/{id}`: a member's instances, with the member's read access.
  collectionsOfPatient: {
    cells: moduleCells({ allowed: 200 }),
    request: (cell) => ({ params: { id: session(signedInTarget(cell)).id } }),
  },
  memberCollectionsCreate: {
    cells: [
      ...moduleCells({ allowed: 201, helpersMay: ['coordinator'] }),
      { as: 'admin', target: 'outsider', status: 201 },
    ],
    request: async (cell) => ({
      body: { collectionTemplate: await freshSeries(), member: session(signedInTarget(cell)).id },
    }),
  },
  memberCollectionsDelete: {
    cells: moduleCells({ allowed: 200, helpersMay: ['coordinator'] }),
    request: async (cell) => ({ params: { id: await freshInstance(signedInTarget(cell)) } }),
  },
  // projects area (issue 9): workbooks (Admin, Coordinator) and projects (Admin only).
  workbooksList: { cells: workbookWriters(200) },
  workbooksMine: {
    cells: allAnswer(signedIn, 200),
  },
  workbooksCreate: {
    cells: workbookWriters(201),
    request: () => ({
      body: { name: 'Matrix workbook', surveyIds: [libraryTemplateId(SEEDED_TEMPLATE_KEY)] },
    }),
  },
  workbooksAssign: {
    cells: facilityAssigners,
    request: async (cell) => ({
      body: { workbookId: [await freshWorkbook()], userIds: [session(signedInTarget(cell)).id] },
    }),
  },
  projectsList: { cells: adminOnly(200) },
  projectsCreate: {
    cells: adminOnly(201),
    request: async () => ({ body: { name: 'Matrix project', collectionList: [await freshSeries()] } }),
  },
  projectsAssignMember: {
    cells: adminOnly(200),
    request: async () => ({ body: { projectId: await freshProject(), memberList: [session('mary').id] } }),
  },
  projectsAssignCollection: {
    cells: adminOnly(200),
    request: async () => ({
      body: { projectId: await freshProject(), collectionList: [await freshSeries()] },
    }),
  },
  projectsDelete: {
    cells: adminOnly(200),
    request: async () => ({ params: { id: await freshProject() } }),
  },
  // Scheduled exports (issue 12): Admin only. A run's 200 download is in test/api/exports.int.test.ts
  // (a run exists only after the job ran); here an unknown run answers the Admin 404, others 403.
  exportRunsList: { cells: adminOnly(200) },
  exportRunDownload: {
    cells: adminOnly(404),
    request: async () => ({ params: { runId: '20000101T000000Z' } }),
  },
  // reports area (issue 11): a member's reports and dashboard as a member module (self, assigned
  // helpers, Admin; 404 outside scope); completed lists and counts by role.
  reportsDashboard: { cells: moduleCells({ allowed: 200 }), request: (cell) => memberParam(cell, 'userId') },
  reportsNeighbours: { cells: moduleCells({ allowed: 200 }), request: (cell) => memberParam(cell, 'userId') },
  reportsScreen: { cells: moduleCells({ allowed: 200 }), request: (cell) => memberParam(cell, 'userId') },
  reportsQoflShort: { cells: moduleCells({ allowed: 200 }), request: (cell) => memberParam(cell, 'userId') },
  reportsQofl: { cells: moduleCells({ allowed: 200 }), request: (cell) => memberParam(cell, 'userID') },
  reportsHistoricCc: historicReport,
  reportsHistoricScreener: historicReport,
  reportsHistoricQofl: historicReport,
  reportsCompletedOfMember: {
    cells: moduleCells({ allowed: 200 }),
    request: (cell) => memberParam(cell, 'userId'),
  },
  // The scope's completed reports: helpers list their assigned members' (a Volunteer's /MainReports).
  reportsCompletedGroup: {
    cells: roleCells({ admin: 200, coordinator: 200, volunteer: 200, mary: 403, outsider: 403 }),
  },
  reportsCompletedAll: { cells: adminOnly(200) },
  usersClient: { cells: moduleCells({ allowed: 200 }), request: (cell) => memberParam(cell, 'userID') },
  usersCount: { cells: staffCounts },
  memberCollectionsCompletedCount: { cells: staffCounts },
  memberCollectionsInProgressCount: { cells: staffCounts },
  memberCollectionsBySurveyType: { cells: staffCounts },
  // pdf area (issue 12): a member's report or modules, printed for whoever may read them (404 outside).
  pdfReport: {
    // Mary has a completed screener in the seed (the dashboard's report area prints it).
    cells: moduleCells({ allowed: 200 }).filter((c) => c.target === 'mary'),
    request: (cell) => ({ body: { kind: 'dashboard', userId: session(signedInTarget(cell)).id } }),
  },
  pdfModules: {
    cells: moduleCells({ allowed: 200 }),
    request: async (cell) => ({
      body: { kind: 'module', memberSurveyId: await freshModule(signedInTarget(cell)) },
    }),
  },
  // the audit log (issue 19): Admin only (others 403, audited); a named member's trail or the whole log.
  auditList: {
    cells: [
      ...adminOnly(200),
      { as: 'admin', target: 'mary', status: 200, purpose: "Mary's trail" },
      { as: 'coordinator', target: 'paul', status: 403, purpose: 'an assigned member' },
      { as: 'mary', target: 'mary', status: 403, purpose: 'her own trail' },
      { as: 'admin', status: 400, purpose: 'a forged cursor' },
    ],
    request: (cell): Request => {
      if (cell.status === 400) return { query: { cursor: 'bm90LWEtY3Vyc29y' } };
      return cell.target ? { query: { memberId: session(signedInTarget(cell)).id } } : {};
    },
  },
  auditMemberCsv: {
    cells: [
      ...adminOnly(200).map((c): Cell => ({ ...c, target: 'mary' })),
      { as: 'volunteer', target: 'mary', status: 403, purpose: 'an assigned member' },
      { as: 'mary', target: 'mary', status: 403, purpose: 'her own trail' },
    ],
    request: (cell) => ({ params: { memberId: session(signedInTarget(cell)).id } }),
  },
  // Research exports (issue 26): Admins, and staff granted Researcher (test/api/research-export.int.test.ts
  // grants Cora and checks her); an unknown export answers the Admin 404. The grant is the Admin's, staff only.
  researchExportStart: {
    cells: adminOnly(202),
    request: () => ({
      body: {
        seriesTemplateIds: [librarySeriesId('social-health-screener')],
        from: '2000-01-01',
        to: '2000-01-02',
      },
    }),
  },
  researchExportsList: { cells: adminOnly(200) },
  researchExportGet: {
    cells: adminOnly(404),
    request: () => ({ params: { exportId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' } }),
  },
  researchExportDownload: {
    cells: adminOnly(404),
    request: () => ({ params: { exportId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' } }),
  },
  researchSeries: { cells: adminOnly(200) },
  usersSetResearcher: {
    cells: [
      { as: 'admin', target: 'volunteer', status: 200 },
      { as: 'admin', target: 'mary', status: 400, purpose: 'a member' },
      { as: 'coordinator', target: 'volunteer', status: 403 },
      { as: 'volunteer', target: 'volunteer', status: 403 },
      { as: 'mary', target: 'mary', status: 403 },
      { as: 'anonymous', target: 'volunteer', status: 401 },
    ],
    request: async (cell) => {
      const id = session(signedInTarget(cell)).id;
      const res = await callApi<{ user?: { version: number } }>(apiUrl, 'GET', `/api/users/${id}`, {
        token: session('admin').token,
        client: nextClient(),
      });
      return { params: { id }, body: { version: res.body.user?.version ?? 1, researcher: false } };
    },
  },
  // FHIR R4 (issue 26): templates for whoever reads them; a member's resources as her reports.
  fhirQuestionnaire: {
    cells: roleCells({ admin: 200, coordinator: 200, volunteer: 200, mary: 403, outsider: 403 }),
    request: () => ({ params: { id: libraryTemplateId(SEEDED_TEMPLATE_KEY) } }),
  },
  fhirQuestionnaireResponses: {
    cells: moduleCells({ allowed: 200 }),
    request: (cell) => memberParam(cell, 'userId'),
  },
  fhirObservations: { cells: moduleCells({ allowed: 200 }), request: (cell) => memberParam(cell, 'userId') },
  // People and notes (issue 10): test/authz/people-matrix.ts, relations self, assigned, same facility
  // and other facility (Lena and Otto of Lakeshore).
  ...peopleRows(matrixContext),
  // Partner-organisation sign-in and an Admin's partner links (issue 23): test/authz/partner-matrix.ts.
  ...partnerRows(matrixContext),
  // Follow-ups from flags (issue 24): test/authz/followup-matrix.ts.
  ...followupRows(matrixContext),
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
    it.each(
      rows.cells.map((cell) => [
        cell.as,
        (cell.target ? ` on ${cell.target}` : '') + (cell.purpose ? ` (${cell.purpose})` : ''),
        cell.status,
        cell,
      ]),
    )('as %s%s answers %i', async (_as, _target, status, cell) => {
      const request = (await rows.request?.(cell)) ?? {};
      const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
      const res = await callApi(apiUrl, route.method, pathOf(route.path, request.params) + query, {
        token: request.token ?? tokenOf(cell.as),
        body: request.body,
        headers: request.headers,
        client: nextClient(),
      });
      expect(res.status).toBe(status);
    });
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
