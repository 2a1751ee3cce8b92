import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg as dashboardMsg } from '@circles/shared/messages/dashboard';
import { msg } from '@circles/shared/messages/reports';
import { TILE_NAMES } from '@circles/shared/scoring/tiles';
import type { PdfReportBody } from '@circles/shared/schemas/pdf';
import { dynamoUsersRepository } from '@circles/functions/members/data/users-repository';
import { sharedPdfRenderer } from '@circles/functions/pdf/renderer';
import { apiAs, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { isPdf, pdfText, pdfWords } from '../support/pdf-text';
import { useStackEnv } from '../support/stack';

/*
 * Report PDFs through the real route (issue 12 items 2 and 7): each report kind of the seeded member
 * Mary (three rounds of every report series, functions/local/seed-reports.ts) and a historic round
 * render in headless Chromium from the print entry of the web build (`npm run build:web` first), are
 * PDFs whose selectable text holds Mary's name and the report's section titles, under a key with no
 * personal data; another member asking for them gets 404.
 */

const dist = resolve(import.meta.dirname, '../../web/dist');

let apiUrl: string;
let people: Record<DemoWho, DemoSession>;
let maryName: string;
let maryEmail: string;
const as = (who: DemoWho) => apiAs(apiUrl, people[who]);

beforeAll(async () => {
  if (!existsSync(resolve(dist, 'print.html')))
    throw new Error('web/dist/print.html is missing: run `npm run build:web`.');
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  people = await signInDemo(stack);
  const mary = await dynamoUsersRepository.get(people.mary.id);
  maryName = mary?.info.name ?? '';
  maryEmail = mary?.info.email ?? '';
  expect(maryName).not.toBe('');
});
// The stack's API runs in this process: its shared browser is closed with the file.
afterAll(() => sharedPdfRenderer().close());

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

async function pdfOf(who: DemoWho, body: PdfReportBody) {
  const res = await as(who)('POST', '/api/pdf/report', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { url, fileName, expiresAt } = res.body as { url: string; fileName: string; expiresAt: string };
  const got = await fetch(url);
  expect(got.status).toBe(200);
  const pdf = new Uint8Array(await got.arrayBuffer());
  const disposition = got.headers.get('content-disposition') ?? '';
  return { url: new URL(url), fileName, expiresAt, disposition, pdf, text: words(pdfText(pdf)) };
}

const cases: { name: string; body: PdfReportBody; fileName: RegExp; titles: string[] }[] = [
  {
    name: 'Community Connections',
    body: { kind: 'cc' },
    fileName: /^cc_report\.pdf$/,
    titles: [
      'reports.cc.title',
      'reports.cc.summary',
      'reports.cc.primaryCircle',
      'reports.cc.communityCircle',
    ],
  },
  {
    name: 'the social screener',
    body: { kind: 'screener' },
    fileName: /^screener_report\.pdf$/,
    titles: ['reports.screener.title', 'reports.screener.results'],
  },
  {
    name: 'Quality of Life',
    body: { kind: 'qofl' },
    fileName: /^QL_report\.pdf$/,
    titles: ['reports.qofl.title', 'reports.qofl.furtherSummary'],
  },
  {
    name: 'Quality of Life - Short',
    body: { kind: 'qoflShort' },
    fileName: /^QL_report\.pdf$/,
    // Mary's latest Quality of Life - Short round is her 'thriving' one: no concern flag, so no
    // Possible Concerns and Suggestions section (spec 000 §2: shown only when a concern flag is set).
    titles: ['reports.qofl.shortTitle', 'reports.cc.highlights', 'reports.whatNow'],
  },
  {
    name: 'a historic screener round (My Reports / Completed Reports)',
    body: { kind: 'screener', collectionId: 'demo-round-mary-shs-1', naming: 'completed' },
    fileName: /^.+_Social_Health_Screener.*_report\.pdf$/,
    titles: ['reports.screener.title', 'reports.screener.results'],
  },
  {
    name: 'a historic Community Connections round',
    body: { kind: 'cc', collectionId: 'demo-series-mary-cc-1', naming: 'completed' },
    fileName: /^.+_Community_Connections.*_report\.pdf$/,
    // Her first round ('unsettled') has concern flags: the section prints.
    titles: ['reports.myReports', 'reports.cc.summary', 'reports.cc.primaryCircle', 'reports.cc.concerns'],
  },
];

describe('POST /api/pdf/report', () => {
  it.each(cases)(
    'renders $name as a PDF with the member name and section titles',
    async ({ body, fileName, titles }) => {
      const blockedBefore = sharedPdfRenderer().blockedRequests;
      const out = await pdfOf('mary', body);
      expect(isPdf(out.pdf)).toBe(true);
      // The print page asked for nothing but its own assets: no font, image or API call went out
      // (the renderer aborts and counts any other request). It is the API's own renderer: it has
      // launched a browser.
      expect(sharedPdfRenderer().launches).toBeGreaterThan(0);
      expect(sharedPdfRenderer().blockedRequests).toBe(blockedBefore);
      expect(out.fileName).toMatch(fileName);
      expect(new Date(out.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(300_000);
      // The presigned GET itself expires within 5 minutes, and answers the spec's download name.
      const expires = Number(out.url.searchParams.get('X-Amz-Expires'));
      expect(expires).toBeGreaterThan(0);
      expect(expires).toBeLessThanOrEqual(300);
      expect(out.disposition).toContain(out.fileName);
      expect(out.text).toContain(words(maryName));
      for (const title of titles) expect(out.text).toContain(msg(title as Parameters<typeof msg>[0]));
      // A latest report of Mary's three rounds prints its trend charts, not their loading spinners:
      // the charts' axis labels ('Round 3') are drawn text (their table equivalents print hidden).
      if (!body.collectionId) {
        expect(out.text).toContain(msg('reports.trends.title'));
        expect(out.text).toContain(msg('reports.round', { n: 3 }));
      }
      // The key (the URL's path) names no member: neither id, name nor email.
      const path = decodeURIComponent(out.url.pathname);
      expect(path).toMatch(/\/pdf\/[^/]+\.pdf$/);
      for (const personal of [people.mary.id, maryName, maryEmail, ...maryName.split(/\s+/)])
        expect(path).not.toContain(personal);
    },
  );

  it("prints the dashboard's report area on the page: all eight tiles with their figure and source, the gauge, the risk and the sections", async () => {
    const figures = await as('mary')('GET', `/api/reports/dashboard/user/${people.mary.id}`);
    expect(figures.status).toBe(200);
    const out = await pdfOf('mary', { kind: 'dashboard' });
    expect(isPdf(out.pdf)).toBe(true);
    expect(out.fileName).toBe('screener_report.pdf');
    expect(out.text).toContain(dashboardMsg('dashboard.viewing', { name: words(maryName) }));
    // Every tile's label, each followed by its figure (never 'Not Available': Mary has a finished
    // round of every series) and, under it, the series and date the figure comes from.
    // (A label may wrap inside its tile, so its words are looked up one by one.)
    const printed = pdfWords(out.pdf);
    const wordSet = new Set(printed.map((w) => w.text));
    const tiles = figures.body.tiles[0] as number[];
    TILE_NAMES.forEach((name, i) => {
      for (const word of dashboardMsg(`dashboard.tile.${name}`).split(' '))
        expect(wordSet.has(word), `${name}: ${word}`).toBe(true);
      expect(out.text, name).toContain(`${String(Math.round(tiles[i]! * 10) / 10)}%`);
    });
    expect(out.text).not.toContain('Not Available');
    expect(out.text).toContain(`From ${figures.body.sources.rounds[0].collectionName}`);
    for (const title of [
      dashboardMsg('dashboard.section.healthAlert'),
      dashboardMsg('dashboard.section.personalWellBeing'),
      dashboardMsg('dashboard.section.socialRisk'),
      dashboardMsg('dashboard.wellnessScore'),
      (figures.body.wellness_label as string[])[0]!,
    ])
      expect(out.text).toContain(title);
    // Nothing runs past the page's right margin (10 mm): no column of tiles is cut off.
    const margin = (10 / 25.4) * 72;
    const past = printed.filter((w) => w.xMax > w.pageWidth - margin + 1);
    expect(past.map((w) => w.text)).toEqual([]);
    // Not the social screener report: neither its title nor its Results table.
    expect(out.text).not.toContain(msg('reports.screener.title'));
    expect(out.text).not.toContain(msg('reports.screener.results'));
  });

  it("prints the round picked on a report screen: Mary's first Community Connections round, not the latest", async () => {
    const latest = await as('mary')('GET', `/api/reports/neighbours/user/${people.mary.id}`);
    const { collectionIds, collection_last_updated: dates } = latest.body as {
      collectionIds: string[];
      collection_last_updated: string[];
    };
    expect(collectionIds.length).toBeGreaterThanOrEqual(3);
    const out = await pdfOf('mary', { kind: 'cc', userId: people.mary.id, collectionId: collectionIds[0]! });
    expect(out.fileName).toBe('cc_report.pdf');
    // The screen's title (not the historic 'My Reports'), of round 1 alone: no trends across later
    // rounds, and round 1's concerns (her 'unsettled' first round), which her latest round, printed
    // below for comparison, does not have.
    expect(out.text).toContain(msg('reports.cc.title'));
    expect(out.text).not.toContain(msg('reports.myReports'));
    expect(out.text).toContain(msg('reports.lastModified', { date: dates[0]!.slice(0, 10) }));
    expect(out.text).not.toContain(msg('reports.trends.title'));
    expect(out.text).not.toContain(msg('reports.round', { n: 2 }));
    expect(out.text).toContain(msg('reports.cc.concerns'));
    const latestPdf = await pdfOf('mary', { kind: 'cc', userId: people.mary.id });
    expect(latestPdf.text).toContain(msg('reports.round', { n: collectionIds.length }));
    expect(latestPdf.text).not.toContain(msg('reports.cc.concerns'));
    // Paul's own user id with Mary's round, and Mary's screener round as her Community Connections
    // round, are both 'Report content not found'.
    const foreign = await as('paul')('POST', '/api/pdf/report', {
      body: { kind: 'cc', userId: people.paul.id, collectionId: collectionIds[0]! },
    });
    expect(foreign.status).toBe(404);
    // Paul's profile language is French, so the API answers him in French (issue 25).
    expect(JSON.stringify(foreign.body)).toContain(msg('reports.error.contentNotFound', undefined, 'fr'));
    const wrongKind = await as('mary')('POST', '/api/pdf/report', {
      body: { kind: 'cc', userId: people.mary.id, collectionId: 'demo-round-mary-shs-1' },
    });
    expect(wrongKind.status).toBe(404);
  });

  it('prints a module template blank for a Volunteer (Workbook tab Export), and answers 404 to a member', async () => {
    const list = await as('admin')('GET', '/api/surveys');
    const template = (list.body.surveyList as { _id: string; name: string }[])[0]!;
    const res = await as('volunteer')('POST', '/api/pdf/modules', {
      body: { kind: 'template', surveyId: template._id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const got = await fetch((res.body as { url: string }).url);
    const pdf = new Uint8Array(await got.arrayBuffer());
    expect(isPdf(pdf)).toBe(true);
    expect(words(pdfText(pdf))).toContain(words(template.name));
    expect((res.body as { fileName: string }).fileName).toContain(template._id);
    const member = await as('mary')('POST', '/api/pdf/modules', {
      body: { kind: 'template', surveyId: template._id },
    });
    expect(member.status).toBe(404);
  });

  it("answers 404 to a member asking for another member's report, latest or historic", async () => {
    const latest = await as('paul')('POST', '/api/pdf/report', {
      body: { kind: 'cc', userId: people.mary.id },
    });
    expect(latest.status).toBe(404);
    const historic = await as('paul')('POST', '/api/pdf/report', {
      body: { kind: 'screener', collectionId: 'demo-round-mary-shs-1', naming: 'completed' },
    });
    expect(historic.status).toBe(404);
  });
});
