import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARITAL_STATUS_CHOICES } from '@circles/shared/instruments/choices';
import { moduleTemplates, templateNameFr, templateQuestions } from '@circles/shared/instruments/library';
import { msg as dashboardMsg } from '@circles/shared/messages/dashboard';
import type { Locale } from '@circles/shared/messages/locale';
import { msg as pdfMsg } from '@circles/shared/messages/pdf';
import { msg as reportsMsg, type ReportsMessageKey } from '@circles/shared/messages/reports';
import { localText } from '@circles/shared/messages/local-text';
import type { ReportPayload } from '@circles/shared/reports/report';
import { sharedPdfRenderer } from '@circles/functions/pdf/renderer';
import { apiAs, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { isPdf, pdfText } from '../support/pdf-text';
import { useStackEnv } from '../support/stack';

/*
 * Server-rendered PDFs in the reader's language (issue 25): the request's locale (a supported
 * Accept-Language, else the caller's profile language, else English) is the language the print entry
 * renders the report or the module in. Mary's profile language is English, Paul's French (the seed).
 * Needs the print entry of the web build (`npm run build:web` first).
 */

const dist = resolve(import.meta.dirname, '../../web/dist');

let apiUrl: string;
let people: Record<DemoWho, DemoSession>;

beforeAll(async () => {
  if (!existsSync(resolve(dist, 'print.html')))
    throw new Error('web/dist/print.html is missing: run `npm run build:web`.');
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  people = await signInDemo(stack);
});
// The stack's API runs in this process: its shared browser is closed with the file.
afterAll(() => sharedPdfRenderer().close());

/** Text as pdfText gives it: every white space run (no-break spaces too) one space. */
const words = (text: string) => text.replace(/\s+/g, ' ').trim();
const other = (locale: Locale): Locale => (locale === 'fr' ? 'en' : 'fr');

/** The PDF `who` downloads from `path`, with `Accept-Language: language` when given, as text. */
async function pdfAs(who: DemoWho, path: string, body: unknown, language?: string): Promise<string> {
  const headers = language ? { 'accept-language': language } : undefined;
  const res = await apiAs(apiUrl, people[who])('POST', path, { body, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const got = await fetch((res.body as { url: string }).url);
  expect(got.status).toBe(200);
  const pdf = new Uint8Array(await got.arrayBuffer());
  expect(isPdf(pdf)).toBe(true);
  return words(pdfText(pdf));
}

/** Expects the catalogue texts of `keys` in `locale` in the text, and not their other-language text. */
function expectReportTexts(text: string, keys: ReportsMessageKey[], locale: Locale): void {
  for (const key of keys) {
    expect(text, key).toContain(words(reportsMsg(key, undefined, locale)));
    expect(text, key).not.toContain(words(reportsMsg(key, undefined, other(locale))));
  }
}

// Texts that differ in the two languages and that no name or answer of the seed holds.
const CC_TITLES: ReportsMessageKey[] = ['reports.cc.title', 'reports.cc.primaryCircle', 'reports.whatNow'];
const SCREENER_TITLES: ReportsMessageKey[] = ['reports.screener.title', 'reports.screener.results'];

describe("report PDFs in the reader's language", () => {
  it.each([
    [
      'French for Mary, whose Accept-Language asks for it',
      { who: 'mary', language: 'fr-CA,fr;q=0.9,en;q=0.8', locale: 'fr' },
    ],
    [
      'English for Mary, whose profile language is English',
      { who: 'mary', language: undefined, locale: 'en' },
    ],
    ['French for Paul, whose profile language is French', { who: 'paul', language: undefined, locale: 'fr' }],
    ['English for Paul, whose Accept-Language asks for it', { who: 'paul', language: 'en', locale: 'en' }],
  ] as const)('prints the Community Connections report in %s', async (_name, c) => {
    const text = await pdfAs(c.who, '/api/pdf/report', { kind: 'cc' }, c.language);
    expectReportTexts(text, CC_TITLES, c.locale);
    // The trend charts' axis labels (drawn text) follow too.
    expect(text).toContain(reportsMsg('reports.round', { n: 2 }, c.locale));
  });

  it("prints the words Paul's stored rounds derive from their figures in his language: flags, labels, the score's decimal comma", async () => {
    const read = async (language: string) => {
      const res = await apiAs(apiUrl, people.paul)('GET', `/api/reports/neighbours/user/${people.paul.id}`, {
        headers: { 'accept-language': language },
      });
      expect(res.status).toBe(200);
      return res.body as ReportPayload;
    };
    const [fr, en] = [await read('fr'), await read('en')];
    const last = fr.flags.length - 1;
    const wordsOf = (report: ReportPayload) => [
      ...report.flags[last]!.yellow.map((flag) => flag.text),
      report.wellness_label[last]!,
    ];
    expect(wordsOf(fr)).toHaveLength(wordsOf(en).length);
    expect(wordsOf(fr).filter((text) => wordsOf(en).includes(text))).toEqual([]);
    const text = await pdfAs('paul', '/api/pdf/report', { kind: 'cc' });
    for (const french of wordsOf(fr)) expect(text).toContain(words(french));
    for (const english of wordsOf(en)) expect(text).not.toContain(words(english));
    // His marital status, stored as the choice's English value, in French.
    const status = MARITAL_STATUS_CHOICES.find((c) => c.value === fr.marital_status[last]);
    expect(status).toBeDefined();
    expect(text).toContain(localText(status!.text, 'fr'));
    const score = fr.wellness_score[last];
    if (typeof score === 'number' && !Number.isInteger(score))
      expect(text).toContain(String(score).replace('.', ','));
  });

  it("prints Paul's screener report and his dashboard in French, their labels from the French catalogues", async () => {
    const screener = await pdfAs('paul', '/api/pdf/report', { kind: 'screener' });
    expectReportTexts(screener, SCREENER_TITLES, 'fr');
    const dashboard = await pdfAs('paul', '/api/pdf/report', { kind: 'dashboard' });
    for (const key of ['dashboard.section.healthAlert', 'dashboard.wellnessScore'] as const) {
      expect(dashboard, key).toContain(words(dashboardMsg(key, undefined, 'fr')));
      expect(dashboard, key).not.toContain(words(dashboardMsg(key, undefined, 'en')));
    }
  });

  it('prints a historic round (My Reports) in the language asked for', async () => {
    const body = { kind: 'screener', collectionId: 'demo-round-mary-shs-1', naming: 'completed' };
    expectReportTexts(await pdfAs('mary', '/api/pdf/report', body, 'fr'), SCREENER_TITLES, 'fr');
    expectReportTexts(await pdfAs('mary', '/api/pdf/report', body, 'en'), SCREENER_TITLES, 'en');
  });
});

describe("module PDFs in the reader's language", () => {
  const screener = moduleTemplates().find((t) => t.key === 'social-health-screener-social-health');
  const titles = (locale: Locale) =>
    (screener ? templateQuestions(screener) : [])
      .slice(0, 3)
      // The start of each title (a long title wraps; pdftotext may split it at the line end).
      .map((q) => words(localText(q.title, locale)).split(' ').slice(0, 4).join(' '));

  it.each([
    [
      "Paul's half-done module in French, his profile's language",
      { who: 'paul', id: 'demo-paul-1', language: undefined, locale: 'fr' },
    ],
    [
      "Paul's half-done module in English, asked for",
      { who: 'paul', id: 'demo-paul-1', language: 'en', locale: 'en' },
    ],
    ["Mary's module in French, asked for", { who: 'mary', id: 'demo-mary-6', language: 'fr', locale: 'fr' }],
    [
      "Mary's module in English, her profile's language",
      { who: 'mary', id: 'demo-mary-6', language: undefined, locale: 'en' },
    ],
  ] as const)('prints %s: questions, answers and labels in that language', async (_name, c) => {
    expect(screener).toBeDefined();
    const text = await pdfAs(c.who, '/api/pdf/modules', { kind: 'module', memberSurveyId: c.id }, c.language);
    for (const title of titles(c.locale)) expect(text).toContain(title);
    for (const title of titles(other(c.locale))) expect(text).not.toContain(title);
    expect(text).toContain(pdfMsg('pdf.member', { name: '' }, c.locale).trim());
    expect(text).not.toContain(pdfMsg('pdf.member', { name: '' }, other(c.locale)).trim());
    // The module's title: its French name in French, its (English) name in English.
    const name = { en: screener!.name, fr: templateNameFr(screener!) };
    expect(name.fr).not.toBe(name.en);
    expect(text).toContain(name[c.locale]);
    expect(text).not.toContain(name[other(c.locale)]);
    if (c.id === 'demo-paul-1') {
      // Paul's module is half done: the unanswered questions say so in the reader's language.
      expect(text).toContain(pdfMsg('pdf.notAnswered', undefined, c.locale));
      expect(text).not.toContain(pdfMsg('pdf.notAnswered', undefined, other(c.locale)));
    }
  });
});
