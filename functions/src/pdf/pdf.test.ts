import { describe, expect, it } from 'vitest';
import type { Actor } from '@circles/shared/access/types';
import { setLocale, type Locale } from '@circles/shared/messages/locale';
import { pdfModulesBodySchema, pdfReportBodySchema, PDF_URL_SECONDS } from '@circles/shared/schemas/pdf';
import type { AuditEvent } from '../members/ports';
import type { StoredModule } from '../modules/module-records';
import type { SeriesInstanceRecord } from '../series/series-records';
import type { UserRecord } from '../members/user-record';
import { computeReport } from '@circles/shared/reports/report';
import { moduleExportPdf, reportPdf, type PdfDeps, type PdfReportSource } from './pdf';
import { reportsPdfSource } from '../reports/pdf-source';
import { reportKindOf, type ReportRoundRecord, type ReportsRepository } from '../reports/reports';

const NOW = new Date('2026-11-23T14:30:05Z');
const mary: Actor = { id: 'mary-1', role: 'Patient', patients: [], workers: [] };
const paul: Actor = { id: 'paul-1', role: 'Patient', patients: [], workers: [] };
const volunteer: Actor = { id: 'vol-1', role: 'Volunteer', patients: ['mary-1'], workers: [] };

function stored(id: string, name: string, memberId = 'mary-1'): StoredModule {
  return {
    meta: {
      id,
      name,
      templateId: 't',
      memberCollection: 'mc-1',
      patientId: memberId,
      patientName: 'Mary Member',
      completeness: 50,
      completed: false,
      approved: false,
      createdAt: NOW.toISOString(),
      createdBy: 'x',
      updatedAt: NOW.toISOString(),
      modifiedBy: 'x',
      version: 1,
    },
    surveyJSON: { pages: [] },
    responseJSON: { q1: 'yes' },
  };
}

const instance = {
  id: 'mc-1',
  collectionTemplate: 'ct',
  collectionName: 'Quality of Life - Short',
  member: 'mary-1',
  memberName: 'Mary Member',
  memberSurveyList: ['m-1', 'm-2', 'm-3'],
  chapterStatus: {},
  completeness: 100,
  complete: true,
  createdAt: NOW.toISOString(),
  createdBy: 'x',
  updatedAt: '2026-03-02T10:00:00.000Z',
  modifiedBy: 'x',
  version: 1,
} satisfies SeriesInstanceRecord;

function harness(reports?: PdfReportSource) {
  const audits: AuditEvent[] = [];
  const puts: { key: string; size: number }[] = [];
  const renders: { kind: string; payload: unknown }[] = [];
  const locales: Locale[] = [];
  const presigned: { key: string; disposition: string; seconds: number }[] = [];
  const modules = new Map(
    [stored('m-1', '[1] One'), stored('m-2', '[2] Two'), stored('m-3', '[3] Three')].map((m) => [
      m.meta.id,
      m,
    ]),
  );
  const deps: PdfDeps = {
    modules: { get: (id) => Promise.resolve(modules.get(id)) },
    templates: {
      get: (id) =>
        Promise.resolve(
          id === 'tpl-1'
            ? {
                id,
                name: 'Intake Form',
                surveyJSON: { pages: [{ elements: [{ type: 'text', name: 'q1', title: 'Your town?' }] }] },
                isPublic: false,
                archived: false,
                createdAt: '2026-01-01T00:00:00.000Z',
                createdBy: 'admin-1',
                updatedAt: '2026-01-01T00:00:00.000Z',
                modifiedBy: 'admin-1',
                version: 1,
              }
            : undefined,
        ),
    },
    series: { getInstance: (id) => Promise.resolve(id === 'mc-1' ? instance : undefined) },
    reports,
    render: (kind, payload, locale) => {
      renders.push({ kind, payload });
      locales.push(locale);
      return Promise.resolve({ pdf: new TextEncoder().encode('%PDF-1.7 fake') });
    },
    files: {
      put: (key, body) => (puts.push({ key, size: body.length }), Promise.resolve()),
      presignDownload: (key, disposition, seconds) => {
        presigned.push({ key, disposition, seconds });
        return Promise.resolve(`https://files.example/${key}?X-Amz-Expires=${seconds}`);
      },
    },
    audit: { record: (e: AuditEvent) => (audits.push(e), Promise.resolve()) },
    now: () => NOW,
    newId: () => '01JABCDEF',
  };
  return { deps, audits, puts, renders, locales, presigned };
}

describe('module and chapter PDFs', () => {
  it('prints a module on A4 under pdf/<random id>.pdf, the spec name only in the download header', async () => {
    const h = harness();
    const body = pdfModulesBodySchema.parse({ kind: 'module', memberSurveyId: 'm-2' });
    const answer = await moduleExportPdf(h.deps, mary, body);
    expect(answer.fileName).toBe('20261123T143005Z_m-2_[2]_Two.pdf');
    expect(h.puts).toEqual([{ key: 'pdf/01JABCDEF.pdf', size: 13 }]);
    expect(h.puts[0]!.key).not.toMatch(/Mary|Two|m-2|mary/i);
    expect(h.presigned[0]!.disposition).toContain('20261123T143005Z_m-2_%5B2%5D_Two.pdf');
    expect(h.presigned[0]!.seconds).toBeLessThanOrEqual(300);
    expect(Date.parse(answer.expiresAt) - NOW.getTime()).toBe(PDF_URL_SECONDS * 1000);
    expect(h.renders[0]!.kind).toBe('module');
    expect(h.audits.map((a) => [a.action, a.memberId, a.outcome])).toEqual([
      ['pdf.module', 'mary-1', 'allowed'],
    ]);
  });

  it('prints a blank module template for staff, named by its id and name, audited on the template', async () => {
    const h = harness();
    const body = pdfModulesBodySchema.parse({ kind: 'template', surveyId: 'tpl-1' });
    const answer = await moduleExportPdf(h.deps, volunteer, body);
    expect(answer.fileName).toBe('20261123T143005Z_tpl-1_Intake_Form.pdf');
    expect(h.renders).toEqual([
      {
        kind: 'module',
        payload: {
          module: expect.objectContaining({ id: 'tpl-1', name: 'Intake Form', answers: {}, completeness: 0 }),
        },
      },
    ]);
    expect(h.audits.map((a) => [a.action, a.memberId, a.outcome])).toEqual([
      ['pdf.template', 'tpl-1', 'allowed'],
    ]);
  });

  it('answers 404 to a member asking for a template, and to anyone for a template that does not exist', async () => {
    const h = harness();
    const body = pdfModulesBodySchema.parse({ kind: 'template', surveyId: 'tpl-1' });
    await expect(moduleExportPdf(h.deps, mary, body)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    const missing = pdfModulesBodySchema.parse({ kind: 'template', surveyId: 'tpl-9' });
    await expect(moduleExportPdf(h.deps, volunteer, missing)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    expect(h.renders).toHaveLength(0);
    expect(h.audits.map((a) => [a.action, a.outcome])).toEqual([['pdf.template', 'denied']]);
  });

  it("answers 404 for another member's module, audited as denied, and renders nothing", async () => {
    const h = harness();
    const body = pdfModulesBodySchema.parse({ kind: 'module', memberSurveyId: 'm-1' });
    await expect(moduleExportPdf(h.deps, paul, body)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    expect(h.renders).toHaveLength(0);
    expect(h.audits.map((a) => a.outcome)).toEqual(['denied']);
  });

  it("prints chosen chapters in the series' order on the dialog's page, for an assigned volunteer", async () => {
    const h = harness();
    const body = pdfModulesBodySchema.parse({
      kind: 'chapters',
      memberCollectionId: 'mc-1',
      chapterIds: ['m-3', 'm-1'],
      width: '148',
      height: 'abc',
      fontSize: 12,
    });
    const answer = await moduleExportPdf(h.deps, volunteer, body);
    const payload = h.renders[0]!.payload as {
      chapters: { id: string }[];
      page: { widthMm: number; heightMm: number; fontPt: number };
    };
    expect(payload.chapters.map((c) => c.id)).toEqual(['m-1', 'm-3']);
    expect(payload.page).toMatchObject({ widthMm: 148, heightMm: 297, fontPt: 12 });
    expect(answer.fileName).toBe('20261123T143005Z_mc-1_Quality_of_Life_-_Short.pdf');
  });

  it("refuses no chapter with the spec's text, and a chapter of another series", async () => {
    const none = pdfModulesBodySchema.safeParse({
      kind: 'chapters',
      memberCollectionId: 'mc-1',
      chapterIds: [],
    });
    expect(none.error?.issues[0]?.message).toBe('Unable export chapter(s). Please refresh and try again.');
    const h = harness();
    const body = pdfModulesBodySchema.parse({
      kind: 'chapters',
      memberCollectionId: 'mc-1',
      chapterIds: ['m-9'],
    });
    await expect(moduleExportPdf(h.deps, mary, body)).rejects.toMatchObject({ kind: 'BAD_REQUEST' });
  });

  it("answers the spec's capture error when the render fails", async () => {
    const h = harness();
    h.deps.render = () => Promise.reject(new Error('Chromium crashed'));
    const body = pdfModulesBodySchema.parse({ kind: 'module', memberSurveyId: 'm-1' });
    await expect(moduleExportPdf(h.deps, mary, body)).rejects.toMatchObject({
      kind: 'INTERNAL',
      code: 'PDF_RENDER_FAILED',
      message: 'Failed to capture the report. Please try again.',
    });
    expect(h.puts).toHaveLength(0);
  });

  it("renders in the request's locale (issue 25), English outside any", async () => {
    const h = harness();
    const body = pdfModulesBodySchema.parse({ kind: 'module', memberSurveyId: 'm-1' });
    await moduleExportPdf(h.deps, mary, body);
    setLocale('fr');
    try {
      await moduleExportPdf(h.deps, mary, body);
    } finally {
      setLocale('en');
    }
    expect(h.locales).toEqual(['en', 'fr']);
  });
});

describe('report PDFs', () => {
  const source: PdfReportSource = {
    latest: (_actor, _kind, userId) =>
      Promise.resolve({ memberId: userId, memberName: 'Mary Member', report: { x: 1 } }),
    completed: () =>
      Promise.resolve({
        memberId: 'mary-1',
        report: { x: 1 },
        completedAt: '2026-03-02T10:00:00.000Z',
        seriesName: 'Quality of Life - Short',
      }),
  };

  it('names each screen download as spec 000 §9 says, and a completed one by date and series', async () => {
    const h = harness(source);
    const name = async (body: unknown) =>
      (await reportPdf(h.deps, mary, pdfReportBodySchema.parse(body))).fileName;
    expect(await name({ kind: 'dashboard' })).toBe('screener_report.pdf');
    expect(await name({ kind: 'screener' })).toBe('screener_report.pdf');
    expect(await name({ kind: 'cc' })).toBe('cc_report.pdf');
    expect(await name({ kind: 'qofl' })).toBe('QL_report.pdf');
    expect(await name({ kind: 'qoflShort' })).toBe('QL_report.pdf');
    expect(await name({ kind: 'qoflShort', collectionId: 'mc-1', naming: 'completed' })).toBe(
      '2026-03-02_Quality_of_Life_-_Short_report.pdf',
    );
    expect(h.renders.map((r) => r.kind)).toEqual([
      'dashboard',
      'screener',
      'cc',
      'qofl',
      'qoflShort',
      'qoflShort',
    ]);
  });

  it("answers 404 for another member's report even if a source let it through", async () => {
    const h = harness(source);
    await expect(
      reportPdf(h.deps, paul, pdfReportBodySchema.parse({ kind: 'cc', userId: 'mary-1' })),
    ).rejects.toMatchObject({ kind: 'NOT_FOUND', message: 'Report content not found. Please try again.' });
    expect(h.renders).toHaveLength(0);
  });
});

describe('report PDFs of a picked round (reportsPdfSource over stored rounds)', () => {
  const at = (month: number) => `2026-0${month}-15T10:00:00.000Z`;
  const ccInstance = (
    id: string,
    month: number,
    member = 'mary-1',
    collectionName = 'Community Connections',
  ) =>
    ({
      ...instance,
      id,
      member,
      collectionName,
      updatedAt: at(month),
    }) satisfies SeriesInstanceRecord;
  const instances = new Map(
    [
      ccInstance('cc-1', 1),
      ccInstance('cc-2', 2),
      ccInstance('cc-3', 3),
      ccInstance('scr-1', 2, 'mary-1', 'Social Health Screener - NEW'),
      ccInstance('paul-cc', 2, 'paul-1'),
      ccInstance('ql-1', 2, 'mary-1', 'Quality Life Series'),
    ].map((i) => [i.id, i]),
  );
  const round = (i: SeriesInstanceRecord): ReportRoundRecord => ({
    instanceId: i.id,
    kind: reportKindOf(i.collectionName)!,
    member: i.member,
    memberName: i.member === 'mary-1' ? 'Mary Member' : 'Paul',
    collectionTemplate: 'ct',
    collectionName: i.collectionName,
    createdAt: i.updatedAt,
    updatedAt: i.updatedAt,
    complete: true,
    payload: computeReport([{ updatedAt: i.updatedAt, answers: {} }]),
  });

  function pickedHarness() {
    const h = harness();
    const repository: ReportsRepository = {
      roundsOf: (member, kinds) =>
        Promise.resolve(
          [...instances.values()]
            .filter((i) => i.member === member && kinds.includes(reportKindOf(i.collectionName)!))
            .map(round),
        ),
      completedOf: (member) =>
        Promise.resolve([...instances.values()].filter((i) => i.member === member).map(round)),
      completedAll: () => Promise.resolve([]),
    };
    h.deps.series = { getInstance: (id) => Promise.resolve(instances.get(id)) };
    h.deps.reports = reportsPdfSource({
      reports: repository,
      series: h.deps.series,
      // The members the reports are about (a latest report names its member by id).
      users: {
        get: (id) =>
          Promise.resolve(
            ['mary-1', 'paul-1'].includes(id)
              ? ({
                  id,
                  role: 'Patient',
                  patients: [],
                  workers: [],
                  info: { name: id },
                } as unknown as UserRecord)
              : undefined,
          ),
      },
      audit: h.deps.audit,
      now: h.deps.now,
    });
    return h;
  }
  const body = (b: unknown) => pdfReportBodySchema.parse(b);
  const printed = (h: ReturnType<typeof harness>) =>
    h.renders[0]!.payload as {
      report: { collection_last_updated: string[]; collectionIds: string[] };
      historic: boolean;
    };

  it('prints the historic report of the picked round: that round and the ones before it, titled as the screen', async () => {
    const h = pickedHarness();
    const answer = await reportPdf(
      h.deps,
      volunteer,
      body({ kind: 'cc', userId: 'mary-1', collectionId: 'cc-2' }),
    );
    expect(answer.fileName).toBe('cc_report.pdf');
    expect(printed(h).report.collectionIds).toEqual(['cc-1', 'cc-2']);
    expect(printed(h).report.collection_last_updated).toEqual([at(1), at(2)]);
    expect(printed(h).historic).toBe(false);
    expect(h.audits.map((a) => [a.action, a.memberId, a.outcome])).toEqual([
      ['report.historic.cc', 'mary-1', 'allowed'],
      ['pdf.report', 'mary-1', 'allowed'],
    ]);
  });

  it("prints the dashboard's latest figures of every series, with their sources (issue 20)", async () => {
    const h = pickedHarness();
    await reportPdf(h.deps, mary, body({ kind: 'dashboard', userId: 'mary-1' }));
    expect(h.renders[0]!.kind).toBe('dashboard');
    const report = h.renders[0]!.payload as { report: { sources: { rounds: { instanceId: string }[] } } };
    // These rounds answer nothing but the screener's risk (of its one round): that is the one source.
    expect(report.report.sources.rounds.map((r) => r.instanceId)).toEqual(['scr-1']);
    expect(h.audits.map((a) => a.action)).toEqual(['report.read.dashboard', 'pdf.report']);
  });

  it.each([
    ['another member’s instance', { kind: 'cc', userId: 'mary-1', collectionId: 'paul-cc' }],
    ['an instance of another report kind', { kind: 'cc', userId: 'mary-1', collectionId: 'scr-1' }],
    [
      'a screener instance for the Quality of Life report',
      { kind: 'qofl', userId: 'mary-1', collectionId: 'scr-1' },
    ],
    [
      'a Community Connections instance for the dashboard',
      { kind: 'dashboard', userId: 'mary-1', collectionId: 'cc-1' },
    ],
    [
      'a screener round for the dashboard (it prints the latest figures, of no one round)',
      { kind: 'dashboard', userId: 'mary-1', collectionId: 'scr-1' },
    ],
    [
      'a full Quality of Life instance for the short report',
      { kind: 'qoflShort', userId: 'mary-1', collectionId: 'ql-1' },
    ],
    ['an unknown instance', { kind: 'cc', userId: 'mary-1', collectionId: 'nope' }],
  ])("answers 404 'Report content not found' for %s and renders nothing", async (_, request) => {
    const h = pickedHarness();
    // A helper of both members: only the instance's member and kind stand in the way.
    const both: Actor = { ...volunteer, patients: ['mary-1', 'paul-1'] };
    await expect(reportPdf(h.deps, both, body(request))).rejects.toMatchObject({
      kind: 'NOT_FOUND',
      message: 'Report content not found. Please try again.',
    });
    expect(h.renders).toHaveLength(0);
  });

  it('refuses a member outside the caller’s scope before reading the instance, audited as denied', async () => {
    const h = pickedHarness();
    await expect(
      reportPdf(h.deps, paul, body({ kind: 'cc', userId: 'mary-1', collectionId: 'cc-1' })),
    ).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    expect(h.audits.map((a) => [a.action, a.memberId, a.outcome])).toEqual([
      ['pdf.report', 'mary-1', 'denied'],
    ]);
    expect(h.renders).toHaveLength(0);
  });

  it('prints the latest report without a picked round, as before', async () => {
    const h = pickedHarness();
    await reportPdf(h.deps, volunteer, body({ kind: 'cc', userId: 'mary-1' }));
    expect(printed(h).report.collectionIds).toEqual(['cc-1', 'cc-2', 'cc-3']);
    expect(printed(h).historic).toBe(false);
  });

  it('keeps a series instance’s own report (no userId) as the historic version', async () => {
    const h = pickedHarness();
    await reportPdf(h.deps, volunteer, body({ kind: 'cc', collectionId: 'cc-1' }));
    expect(printed(h).report.collectionIds).toEqual(['cc-1']);
    expect(printed(h).historic).toBe(true);
  });
});
