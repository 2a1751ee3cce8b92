import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamoSeriesRepository } from '@circles/functions/series/data/series-repository';
import { PdfRenderer } from '@circles/functions/pdf/renderer';
import { pdfExportRenderer } from '@circles/functions/exports/jobs/export-render';
import { dynamoReportsRepository } from '@circles/functions/reports/data/reports-repository';
import { storedHistoricReport } from '@circles/functions/reports/reports';
import type { ReportPayload } from '@circles/shared/reports/report';
import { isPdf, pdfText } from '../support/pdf-text';
import { dynamoExportStore } from '@circles/functions/exports/data/exports-repository';
import { filesBucket } from '@circles/functions/platform/data/files';
import { MANIFEST_COLUMNS, runExportJob, type ExportDeps } from '@circles/functions/exports/exports';
import type { SeriesInstanceRecord } from '@circles/functions/series/series-records';
import { exportJobDeps } from '@circles/functions/exports/jobs/export';
import { apiAs, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { useStackEnv, type StackInfo } from '../support/stack';

/*
 * The scheduled export job (issue 12 item 4) against the emulators: the table's completions index, the
 * run records and claims, the files bucket. The report renderer is replaced by one that counts what it
 * was asked to render (the print entry's own PDFs are tested in test/pdf); everything else is the job's
 * real code. Run ids come from the scheduled times handed in, as EventBridge Scheduler hands them.
 */

let stack: StackInfo;
let apiUrl: string;
let people: Record<DemoWho, DemoSession>;
const as = (who: DemoWho) => apiAs(apiUrl, people[who]);
const oneQuestion = { pages: [{ name: 'p1', elements: [{ type: 'text', name: 'q1' }] }] };

/** Rendered instance ids, in order; an id in `failOnce` fails its first render. */
const rendered: string[] = [];
const failOnce = new Set<string>();
const deps: ExportDeps = exportJobDeps({
  async render(instance: SeriesInstanceRecord) {
    rendered.push(instance.id);
    if (failOnce.delete(instance.id)) throw new Error('Chromium crashed (simulated)');
    return new TextEncoder().encode(`%PDF-1.7\n% report of ${instance.id}\n%%EOF\n`);
  },
});

let tick = 0;
/** The next scheduled time (one a minute from 2030 on, so run ids sort after any other run). */
const nextSchedule = () => new Date(Date.UTC(2030, 0, 1, 0, ++tick)).toISOString();

/** Starts a one-chapter series for `member` and answers its chapter: the instance becomes complete. */
async function completeSeries(member: DemoWho, name = 'Export round'): Promise<string> {
  const template = await as('admin')('POST', '/api/surveys', {
    body: { name: 'Export chapter', surveyJSON: oneQuestion },
  });
  expect(template.status).toBe(201);
  const series = await as('admin')('POST', '/api/collections', {
    body: { name, surveyList: [template.body.survey._id] },
  });
  expect(series.status).toBe(201);
  const instance = await as('admin')('POST', '/api/membercollections', {
    body: { collectionTemplate: series.body.collection._id, member: people[member].id },
  });
  expect(instance.status).toBe(201);
  const moduleId = instance.body.memberCollection.memberChapters[0]._id as string;
  const got = await as('admin')('GET', `/api/membersurveys/${moduleId}`);
  const saved = await as('admin')('PATCH', `/api/membersurveys/${moduleId}`, {
    body: { action: 'save', responseJSON: { q1: 'done' }, version: got.body.memberSurvey.version },
  });
  expect(saved.status).toBe(200);
  const read = await as('admin')('GET', `/api/membercollections/${instance.body.memberCollection._id}`);
  expect(read.body.memberCollection.overallCompleteness).toBe(100);
  return instance.body.memberCollection._id as string;
}

async function readObject(key: string): Promise<string> {
  const url = await filesBucket.presignGet(key, 'x', 60, 'text/plain');
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return res.text();
}

const manifestRows = async (runId: string) =>
  (await readObject(`exports/${runId}/manifest.csv`)).trimEnd().split('\r\n');

beforeAll(async () => {
  stack = useStackEnv();
  apiUrl = stack.apiUrl;
  people = await signInDemo(stack);
  // Everything completed before (the seed's series) goes out in a first run, so each test starts clean.
  const seeded = await runExportJob(deps, { scheduledAt: nextSchedule() });
  // The seed completes series through the API's use cases: they are in the completions index.
  expect(seeded.runs[0]?.exported).toBeGreaterThan(0);
  rendered.length = 0;
});

describe('the scheduled export job', () => {
  it('exports exactly the newly completed series once, and nothing on a second run', async () => {
    const first = await completeSeries('mary');
    const second = await completeSeries('paul');
    const { runs } = await runExportJob(deps, { scheduledAt: nextSchedule() });
    expect(runs).toHaveLength(1);
    const run = runs[0]!;
    expect(run).toMatchObject({ status: 'succeeded', exported: 2, failed: 0 });
    expect(rendered.sort()).toEqual([first, second].sort());
    const rows = await manifestRows(run.runId);
    expect(rows[0]).toBe(MANIFEST_COLUMNS.join(','));
    expect(
      rows
        .slice(1)
        .map((r) => r.split(',')[1])
        .sort(),
    ).toEqual([first, second].sort());
    expect(await readObject(`exports/${run.runId}/${first}.pdf`)).toContain(`report of ${first}`);

    rendered.length = 0;
    const again = await runExportJob(deps, { scheduledAt: nextSchedule() });
    expect(again.runs[0]).toMatchObject({ status: 'succeeded', exported: 0 });
    expect(rendered).toEqual([]);
    expect(await manifestRows(again.runs[0]!.runId)).toEqual([MANIFEST_COLUMNS.join(',')]);

    // The same scheduled run delivered twice (the Scheduler's at-least-once delivery) is one run.
    const redelivered = await runExportJob(deps, {
      scheduledAt: new Date(Date.UTC(2030, 0, 1, 0, tick)).toISOString(),
    });
    expect(redelivered.runs).toEqual([expect.objectContaining({ runId: again.runs[0]!.runId, exported: 0 })]);
    expect(rendered).toEqual([]);
  });

  it('resumes a failed run without duplicates, then moves on', async () => {
    const ok = await completeSeries('mary');
    const flaky = await completeSeries('paul');
    failOnce.add(flaky);
    rendered.length = 0;
    const failedAt = nextSchedule();
    await expect(runExportJob(deps, { scheduledAt: failedAt })).rejects.toThrow(/failed.*simulated/);
    const [failed] = await dynamoExportStore.listRuns(1);
    expect(failed).toMatchObject({ status: 'failed', exported: 1, failed: 1 });
    expect(rendered.sort()).toEqual([ok, flaky].sort());

    // A third series completes before the next invocation: it belongs to the next run, not the resumed one.
    const later = await completeSeries('mary');
    rendered.length = 0;
    const { runs } = await runExportJob(deps, { scheduledAt: nextSchedule() });
    expect(runs.map((r) => [r.runId, r.status, r.exported])).toEqual([
      [failed!.runId, 'succeeded', 2],
      [expect.any(String), 'succeeded', 1],
    ]);
    expect(rendered).toEqual([flaky, later]);
    const resumedRows = await manifestRows(failed!.runId);
    expect(
      resumedRows
        .slice(1)
        .map((r) => r.split(',')[1])
        .sort(),
    ).toEqual([ok, flaky].sort());
    expect((await manifestRows(runs[1]!.runId)).slice(1).map((r) => r.split(',')[1])).toEqual([later]);
    expect((await dynamoExportStore.getRun(failed!.runId))?.attempts).toBe(2);
  });

  it('writes a manifest of research-safe identifiers: research IDs, never names, emails or user ids', async () => {
    const created = await as('admin')('GET', `/api/users/research/create/${people.mary.id}`);
    expect(created.status).toBe(200);
    const research = created.body.user.research as { id: string; enabled: boolean };
    if (!research.enabled) {
      const enabled = await as('admin')('PATCH', `/api/users/${people.mary.id}/research`, {
        body: { enabled: true },
      });
      expect(enabled.status).toBe(200);
    }
    const marys = await completeSeries('mary', 'Quality of Life - Short');
    const pauls = await completeSeries('paul', 'Quality of Life - Short');
    const { runs } = await runExportJob(deps, { scheduledAt: nextSchedule() });
    const manifest = await readObject(`exports/${runs[0]!.runId}/manifest.csv`);
    const rows = manifest
      .trimEnd()
      .split('\r\n')
      .map((r) => r.split(','));
    const byInstance = new Map(rows.slice(1).map((r) => [r[1], r]));
    expect(byInstance.get(marys)?.[0]).toBe(research.id);
    expect(byInstance.get(pauls)?.[0]).toBe(''); // Paul has no research ID
    expect(byInstance.get(marys)?.[3]).toBe('Quality of Life - Short');
    for (const person of stack.demo) {
      expect(manifest).not.toContain(person.name);
      expect(manifest.toLowerCase()).not.toContain(person.login.toLowerCase());
    }
    for (const who of Object.values(people)) expect(manifest).not.toContain(who.id);
  });
});

describe('the job renderer', () => {
  it('prints a complete instance through the print entry as a PDF with its chapter and answers', async () => {
    const dist = resolve(import.meta.dirname, '../../web/dist');
    if (!existsSync(resolve(dist, 'print.html')))
      throw new Error('web/dist/print.html is missing: run `npm run build:web`.');
    const renderer = new PdfRenderer({ assetsDir: dist });
    try {
      const id = await completeSeries('mary', 'Printed round');
      const instance = await dynamoSeriesRepository.getInstance(id);
      const pdf = await pdfExportRenderer(() => renderer)(instance!);
      expect(isPdf(pdf)).toBe(true);
      const text = pdfText(pdf);
      expect(text).toContain('Printed round');
      expect(text).toContain('Export chapter');
      // q1 is a text question: what the member typed is not printed (deidentifyAnswers).
      expect(text).not.toContain('done');
      expect(text).toContain('[removed in research export]');
      expect(text).not.toContain('Mary');
    } finally {
      await renderer.close();
    }
    // The next test starts with nothing pending.
    await runExportJob(deps, { scheduledAt: nextSchedule() });
    rendered.length = 0;
  });

  it("prints a report series' instance as its historic report, without the member's name", async () => {
    const dist = resolve(import.meta.dirname, '../../web/dist');
    const renderer = new PdfRenderer({ assetsDir: dist });
    try {
      // Mary's first seeded Quality of Life - Short round (functions/local/seed-reports.ts).
      const instance = await dynamoSeriesRepository.getInstance('demo-round-mary-qols-1');
      expect(instance?.complete).toBe(true);
      const text = pdfText(await pdfExportRenderer(() => renderer)(instance!));
      expect(text).toContain('Quality of Life - Short Report');
      expect(text).toContain('Highlights');
      expect(text).toContain('What Now?');
      expect(text).not.toContain('Mary');
    } finally {
      await renderer.close();
    }
    rendered.length = 0;
  });

  it('prints a Community Connections report de-identified: Person 1, … for the contacts, no typed text', async () => {
    const dist = resolve(import.meta.dirname, '../../web/dist');
    const renderer = new PdfRenderer({ assetsDir: dist });
    try {
      // Mary's third seeded Community Connections round (functions/local/seed-rounds.ts, 'thriving').
      const instance = await dynamoSeriesRepository.getInstance('demo-round-mary-cc-3');
      expect(instance?.complete).toBe(true);
      // What the member typed, as stored: the circle's names, her meaningful people, her goals.
      const stored = (await storedHistoricReport(dynamoReportsRepository, instance!))!
        .report as unknown as ReportPayload;
      const last = stored.trusted_people.at(-1);
      expect(Array.isArray(last) && last.length).toBeGreaterThan(1);
      const names = stored.trusted_people.flatMap((r) => (Array.isArray(r) ? r.map((p) => p.name) : []));
      const typed = [
        ...stored.meaningful_people.filter((t): t is string => typeof t === 'string'),
        ...stored.goals.flatMap((r) => (Array.isArray(r) ? r.flatMap((g) => [g.goal, g.first_step]) : [])),
      ];
      expect(names).toContain('Ann');
      expect(typed.length).toBeGreaterThan(0);

      const text = pdfText(await pdfExportRenderer(() => renderer)(instance!));
      expect(text).toContain('Community Circle');
      for (const n of [1, 2, 3, 4, 5]) expect(text).toContain(`Person ${n}`);
      expect(text).toContain('Family'); // relations stay
      for (const name of names) expect(text).not.toMatch(new RegExp(`\\b${name}\\b`));
      for (const phrase of typed) expect(text).not.toContain(phrase);
      expect(text).not.toContain('Mary');
    } finally {
      await renderer.close();
    }
    rendered.length = 0;
  });
});

describe('the exports API', () => {
  it('lists the runs with their counts and hands an Admin presigned downloads of a run', async () => {
    const id = await completeSeries('mary');
    const { runs } = await runExportJob(deps, { scheduledAt: nextSchedule() });
    const runId = runs[0]!.runId;
    const list = await as('admin')('GET', '/api/exports/runs?limit=5');
    expect(list.status).toBe(200);
    expect(list.body.runs[0]).toMatchObject({ runId, status: 'succeeded', exported: 1, failed: 0 });

    const download = await as('admin')('GET', `/api/exports/runs/${runId}/download`);
    expect(download.status).toBe(200);
    const files = download.body.files as { fileName: string; url: string }[];
    expect(files.map((f) => f.fileName)).toEqual([`export_${runId}_manifest.csv`, `${id}.pdf`]);
    const pdf = await fetch(files[1]!.url);
    expect(pdf.status).toBe(200);
    expect(await pdf.text()).toContain(`report of ${id}`);
    expect(Date.parse(download.body.expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);

    expect((await as('coordinator')('GET', `/api/exports/runs/${runId}/download`)).status).toBe(403);
    expect((await as('admin')('GET', '/api/exports/runs/not-a-run/download')).status).toBe(400);
  });
});
