import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '@circles/functions/followups/data/outbox';
import { areas } from '@circles/functions/areas';
import { areaId } from '../../infra/lib/area-function';
import { PDF_AREA } from '../../infra/lib/pdf-function';
import { screenerSubmission } from '../support/cross-member-fixtures';
import { httpApiEvent } from '../support/lambda-api';
import { isPdf, pdfText } from '../support/pdf-text';
import { buildShippedFunctions, useShippedStack } from '../support/shipped-stack';
import { withDemoCode } from '../support/second-factor';

/*
 * Issue 21 item 1: what we deploy runs. The app is synthesized as `npm run synth` makes it, every Lambda
 * function of the template built from the entry and bundling options CDK was given (the same esbuild
 * options, command hooks and packaged node modules), and each built bundle loaded in a process of its
 * own with its deployed environment pointed at this file's emulated table, pool and bucket. Requests go
 * through the template's HTTP API routes, its JWT authorizer and payload format 2.0 events; the export
 * job gets its EventBridge Scheduler input from the template. The PDF functions start the Chromium that
 * `@sparticuz/chromium` ships (unpacked into the function's own /tmp), as in Lambda.
 */

/** Lambda functions of the template that CDK brings, not built from our code, and why they are not run. */
const CDK_PROVIDED: Readonly<Record<string, string>> = {
  CustomS3AutoDeleteObjectsCustomResourceProvider:
    "aws-cdk-lib's prebuilt handler that empties the buckets when the stack is deleted (autoDeleteObjects)",
  CustomCDKBucketDeployment:
    "aws-cdk-lib's Python handler that copies web/dist into the site bucket while deploying (BucketDeployment)",
};

const built = await buildShippedFunctions();
const { app } = built;
const originVerify = randomUUID();
const shipped = useShippedStack(built, originVerify);
const api = () => shipped.api();

/** Logical id of the function API Gateway sends a route to. */
const functionOf = (routeKey: string) => app.routes.find((r) => r.routeKey === routeKey)!.functionId;
const jobId = app.schedules[0]?.functionId ?? '';
const escalationJobId =
  app.functions.find((f) => f.path === 'Circles/FollowupEscalation/Function')?.logicalId ?? '';

interface Session {
  token: string;
  id: string;
}
const sessions: Record<string, Session> = {};
/** The series instance the modules test completes (the export job then exports it). */
let completedInstance = '';
let clients = 0;
/** A fresh viewer address per call, so the file's calls stay under the per-client rate limits. */
const client = () => `198.51.100.${(++clients % 250) + 1}:443`;
const as = (who: string) => (method: string, path: string, body?: unknown) =>
  api().call(method, path, {
    token: sessions[who]!.token,
    client: client(),
    ...(body !== undefined ? { body } : {}),
  });

describe('the template', () => {
  it('holds a function for every API area, the export job, the follow-up escalation job and the origin secret rotation, and otherwise only CDK-provided handlers', () => {
    const expected = Object.keys(areas).map((area) =>
      area === PDF_AREA ? 'Circles/Api/Pdf/Function' : `Circles/Api/${areaId(area)}Function`,
    );
    expect(app.functions.map((f) => f.path).sort()).toEqual(
      [
        ...expected,
        'Circles/Exports/Job/Function',
        'Circles/FollowupEscalation/Function',
        'Circles/OriginVerifyRotation/Function',
      ].sort(),
    );
    for (const other of app.others) {
      expect(
        Object.keys(CDK_PROVIDED).some((prefix) => other.logicalId.startsWith(prefix)),
        other.path,
      ).toBe(true);
    }
    // The nightly export and (issue 26) the research exports' every-minute run, both the export job;
    // (issue 24) the follow-up escalation every 15 minutes.
    expect(app.schedules.map((s) => s.functionId)).toEqual([jobId, jobId, escalationJobId]);
    console.info(
      `bundle test: synthesized in ${built.seconds.synth.toFixed(1)} s, built ${app.functions.length} functions in ${built.seconds.build.toFixed(1)} s`,
    );
  });

  it.each(app.functions.map((f) => [f.path, f.logicalId] as const))(
    '%s loads its built bundle with its deployed environment',
    (_path, logicalId) => {
      const error = shipped.initError(logicalId);
      if (error) throw error;
      expect(shipped.sandbox(logicalId).initMs).toBeGreaterThan(0);
    },
  );
});

describe('the API areas through their bundles', () => {
  it('a public route: POST /api/users/login signs each demo user in (users)', async () => {
    for (const [who, role, index] of [
      ['admin', 'Admin', 0],
      ['coordinator', 'Coordinator', 0],
      ['volunteer', 'Volunteer', 0],
      ['mary', 'Patient', 0],
    ] as const) {
      const demo = shipped.stack().demo.filter((d) => d.role === role)[index]!;
      const res = await api().call('POST', '/api/users/login', {
        // Staff answer their authenticator's code in the same request (issue 21: the second factor).
        body: withDemoCode({ emailOrPhone: demo.login, password: demo.password }),
        client: client(),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.functionId).toBe(functionOf('POST /api/users/login'));
      sessions[who] = { token: res.body.token as string, id: res.body.user._id as string };
    }
  });

  it('users: reads a profile, and a sign-out ends the session', async () => {
    const profile = await as('admin')('GET', `/api/users/${sessions.mary!.id}`);
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    expect(profile.body.user._id).toBe(sessions.mary!.id);
    expect((await as('coordinator')('GET', '/api/users/validate')).status).toBe(200);
    expect((await as('coordinator')('POST', '/api/users/logout')).status).toBe(204);
    expect((await as('coordinator')('GET', '/api/users/validate')).status).toBe(401);
  });

  it('public and admin: a screener submission lands in the leads inbox and is marked contacted', async () => {
    const submission = screenerSubmission();
    const created = await api().call('POST', '/api/publicsurveys/create', {
      body: submission,
      client: client(),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const inbox = await as('admin')('GET', '/api/publicsurveys');
    expect(inbox.status).toBe(200);
    expect(JSON.stringify(inbox.body)).toContain(submission.submissionId);
    const marked = await as('admin')('PATCH', `/api/publicsurveys/${submission.submissionId}`, {
      contacted: true,
      version: 1,
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body).toMatchObject({ contacted: true, version: 2 });
  });

  it('modules and series: a one-chapter series is started, answered and read back complete', async () => {
    const template = await as('admin')('POST', '/api/surveys', {
      name: 'Bundle chapter',
      surveyJSON: { pages: [{ name: 'p1', elements: [{ type: 'text', name: 'q1' }] }] },
    });
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    const series = await as('admin')('POST', '/api/collections', {
      name: 'Bundle round',
      surveyList: [template.body.survey._id],
    });
    expect(series.status, JSON.stringify(series.body)).toBe(201);
    const instance = await as('admin')('POST', '/api/membercollections', {
      collectionTemplate: series.body.collection._id,
      member: sessions.mary!.id,
    });
    expect(instance.status, JSON.stringify(instance.body)).toBe(201);
    const moduleId = instance.body.memberCollection.memberChapters[0]._id as string;
    const module = await as('admin')('GET', `/api/membersurveys/${moduleId}`);
    expect(module.status).toBe(200);
    const saved = await as('admin')('PATCH', `/api/membersurveys/${moduleId}`, {
      action: 'save',
      responseJSON: { q1: 'done' },
      version: module.body.memberSurvey.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await as('admin')('GET', `/api/membercollections/${instance.body.memberCollection._id}`);
    expect(read.status).toBe(200);
    expect(read.body.memberCollection.overallCompleteness).toBe(100);
    completedInstance = instance.body.memberCollection._id as string;
  });

  it('projects: a workbook is created and listed', async () => {
    const created = await as('admin')('POST', '/api/workbooks/create', { name: 'Bundle workbook' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const list = await as('admin')('GET', '/api/workbooks');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain(created.body.workbook._id);
  });

  it('notes: a Volunteer sends a note and the member reads it in their notes', async () => {
    const sent = await as('volunteer')('POST', '/api/notes', {
      receiverId: sessions.mary!.id,
      message: 'Sent through the bundle',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const inbox = await as('mary')('GET', `/api/notes/${sessions.mary!.id}`);
    expect(inbox.status, JSON.stringify(inbox.body)).toBe(200);
    expect((inbox.body.foundNotes as { _id: string }[]).map((n) => n._id)).toContain(sent.body.note._id);
  });

  it('reports: a member reads their dashboard, its wellness score computed from the seeded rounds', async () => {
    const dashboard = await as('mary')('GET', `/api/reports/dashboard/user/${sessions.mary!.id}`);
    expect(dashboard.status, JSON.stringify(dashboard.body)).toBe(200);
    expect(dashboard.body.wellness_score[0]).toEqual(expect.any(Number));
  });

  it('an unknown route: API Gateway answers 404 itself, and each area function 404 to a route it does not serve', async () => {
    const unknown = await as('admin')('GET', '/api/no-such-route');
    expect(unknown.status).toBe(404);
    expect(unknown.functionId).toBeUndefined();
    // Every function API Gateway sends routes to (not the export job or the rotation, which it never invokes).
    const routed = new Set(app.routes.map((r) => r.functionId));
    for (const fn of app.functions.filter((f) => routed.has(f.logicalId))) {
      const event = httpApiEvent({
        routeKey: 'GET /api/no-such-route',
        method: 'GET',
        path: '/api/no-such-route',
        query: '',
        pathParameters: {},
        headers: { 'x-origin-verify': originVerify },
      });
      const result = await shipped.sandbox(fn.logicalId).invoke<APIGatewayProxyStructuredResultV2>(event);
      expect(result.statusCode, fn.path).toBe(404);
      expect(JSON.parse(result.body!)).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('answers 403 to a request that did not come through CloudFront (the origin secret is wired)', async () => {
    const direct = await api().call('GET', '/api/users/validate', {
      token: sessions.admin!.token,
      direct: true,
    });
    expect(direct.status).toBe(403);
  });
});

describe('the PDF function and the export job', () => {
  it("renders Mary's report with @sparticuz/chromium into the files bucket", async () => {
    const res = await as('mary')('POST', '/api/pdf/report', { kind: 'cc' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.functionId).toBe(functionOf('POST /api/pdf/report'));
    const url = new URL(res.body.url as string);
    expect(url.pathname).toMatch(new RegExp(`/${shipped.stack().env.FILES_BUCKET}/pdf/`));
    const got = await fetch(url);
    expect(got.status).toBe(200);
    const pdf = new Uint8Array(await got.arrayBuffer());
    expect(isPdf(pdf)).toBe(true);
    expect(pdfText(pdf)).toContain('Mary Member');
    // The Chromium that ran is @sparticuz/chromium's, unpacked into the function's own /tmp.
    expect(existsSync(join(built.paths.get(res.functionId!)!.tmpDir, 'chromium'))).toBe(true);
  }, 180_000);

  it('the export job, invoked with its Scheduler input, exports the completed series; an Admin downloads them', async () => {
    const scheduledAt = new Date(Date.UTC(2031, 0, 1, 2)).toISOString();
    const nightly = app.schedules.find((s) => s.input.includes('scheduledAt'))!;
    const event = JSON.parse(nightly.input.replace('<aws.scheduler.scheduled-time>', scheduledAt)) as unknown;
    const result = await shipped
      .sandbox(jobId)
      .invoke<{ runs: { runId: string; status: string; exported: number }[] }>(event);
    expect(result.runs).toHaveLength(1);
    const run = result.runs[0]!;
    expect(run).toMatchObject({ status: 'succeeded' });
    expect(run.exported).toBeGreaterThan(0);
    const list = await as('admin')('GET', '/api/exports/runs');
    expect(list.status).toBe(200);
    expect(list.body.runs[0]).toMatchObject({ runId: run.runId, exported: run.exported });
    const download = await as('admin')('GET', `/api/exports/runs/${run.runId}/download`);
    expect(download.status, JSON.stringify(download.body)).toBe(200);
    const files = download.body.files as { fileName: string; url: string }[];
    // The series completed through the bundles above, printed by the job's Chromium.
    const printed = files.find((f) => f.fileName === `${completedInstance}.pdf`);
    expect(printed, JSON.stringify(files.map((f) => f.fileName))).toBeDefined();
    const pdf = new Uint8Array(await (await fetch(printed!.url)).arrayBuffer());
    expect(isPdf(pdf)).toBe(true);
    expect(pdfText(pdf)).toContain('Bundle round');
  }, 600_000);

  it('the export job, invoked with the research schedule input, builds a queued research export (issue 26)', async () => {
    const series = await as('admin')('GET', '/api/research/series');
    expect(series.status).toBe(200);
    const screener = (series.body.series as { id: string; name: string }[]).find((s) =>
      s.name.startsWith('Social Health Screener'),
    )!;
    const started = await as('admin')('POST', '/api/research/exports', {
      seriesTemplateIds: [screener.id],
      from: '2000-01-01',
      to: '2100-12-31',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const exportId = started.body.export.exportId as string;
    const research = app.schedules.find((s) => s.input.includes('research'))!;
    await shipped.sandbox(jobId).invoke(JSON.parse(research.input) as unknown);
    const done = await as('admin')('GET', `/api/research/exports/${exportId}`);
    expect(done.body.export).toMatchObject({ status: 'succeeded', members: 2, rows: 4 });
    const link = await as('admin')('GET', `/api/research/exports/${exportId}/download`);
    expect(link.status).toBe(200);
    const zip = new Uint8Array(await (await fetch(link.body.url as string)).arrayBuffer());
    expect(zip[0]).toBe(0x50); // 'PK'
    // FHIR through its own function: Mary's Volunteer reads her Observations; Paul does not.
    const mary = sessions.mary!.id;
    expect((await as('volunteer')('GET', `/api/fhir/Patient/${mary}/Observation`)).status).toBe(200);
    const paul = shipped.stack().demo.filter((d) => d.role === 'Patient')[1]!;
    const login = await api().call('POST', '/api/users/login', {
      body: { emailOrPhone: paul.login, password: paul.password },
      client: client(),
    });
    expect(login.status).toBe(200);
    sessions.paul = { token: login.body.token as string, id: login.body.user._id as string };
    expect((await as('paul')('GET', `/api/fhir/Patient/${mary}/Observation`)).status).toBe(404);
  }, 600_000);
});

describe('the follow-up escalation job (issue 24)', () => {
  it('invoked with its Scheduler input, moves the overdue follow-ups on and leaves each mail a link to the site', async () => {
    const schedule = app.schedules.find((s) => s.functionId === escalationJobId)!;
    const scheduledAt = new Date(Date.now() + 400 * 86_400_000).toISOString();
    const event = JSON.parse(
      schedule.input.replace('<aws.scheduler.scheduled-time>', scheduledAt),
    ) as unknown;
    const result = await shipped.sandbox(escalationJobId).invoke<{ escalated: string[] }>(event);
    expect(result.escalated.length).toBeGreaterThan(0);
    // No sender address in the synthesized app: the mails are kept in the table's outbox.
    const mails = await readOutbox();
    const id = result.escalated[0]!;
    expect(mails.some((m) => m.text.includes(`https://dbundletest0001.cloudfront.net/followups/${id}`))).toBe(
      true,
    );
    const read = await as('admin')('GET', `/api/followups/${id}`);
    expect(read.body.followup.escalatedAt).toEqual(expect.any(String));
  }, 120_000);
});
