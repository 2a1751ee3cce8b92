import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { modulesEn as m } from '@circles/shared/messages/modules.en';
import { sharedPdfRenderer } from '@circles/functions/pdf/renderer';
import { apiAs, signInDemo } from '../support/modules';
import { isPdf, mediaBoxes, pdfText } from '../support/pdf-text';
import { useBrowserStack } from '../support/stack';
import { expectNoAxeViolations, expectShell, newAppContext, signIn } from './app-support';

/*
 * Export chapters to PDF (spec 001 §2.1 Series tab Export, §2.10, §2.11; issue 12): an Admin selects
 * Mary's series instance on the Series tab, opens Export, unticks a chapter, changes the page and
 * exports; the browser saves a PDF (rendered by the PDF area from the print entry of the web build:
 * `npm run build:web` first) that holds the ticked chapters, not the unticked one, on the chosen page.
 */

const env = useBrowserStack();
// The stack's API runs in this process: its shared browser is closed with the file.
afterAll(() => sharedPdfRenderer().close());

const ONE_QUESTION = {
  pages: [{ name: 'p1', elements: [{ type: 'text', name: 'q1', title: 'Anything to add?' }] }],
};

/** A new series of three one-question chapters started for Mary, as the demo Admin through the API. */
async function marysNewSeries() {
  if (!existsSync(resolve(import.meta.dirname, '../../web/dist/print.html')))
    throw new Error('web/dist/print.html is missing: run `npm run build:web`.');
  const stamp = Date.now();
  const sessions = await signInDemo(env.stack());
  const admin = apiAs(env.stack().apiUrl, sessions.admin);
  const names = ['Arrival', 'Settling', 'Review'].map((n) => `${n} ${stamp}`);
  const ids: string[] = [];
  for (const name of names) {
    const res = await admin('POST', '/api/surveys', { body: { name, surveyJSON: ONE_QUESTION } });
    expect(res.status).toBe(201);
    ids.push(res.body.survey._id as string);
  }
  const seriesName = `Export ${stamp}`;
  const series = await admin('POST', '/api/collections', { body: { name: seriesName, surveyList: ids } });
  expect(series.status).toBe(201);
  const instance = await admin('POST', '/api/membercollections', {
    body: { collectionTemplate: series.body.collection._id, member: sessions.mary.id },
  });
  expect(instance.status).toBe(201);
  return { stamp, names, seriesName, instanceId: instance.body.memberCollection._id as string };
}

/** Signs the demo Admin in on the Manage Workbook / Manage Series page. */
async function adminOnManagement(page: Page): Promise<void> {
  await page.goto(`${env.stack().apiUrl}/administration/booklets/management`);
  await signIn(page, 'admin@circles.example.org', env.stack().demo[0]!.password);
  await expectShell(page);
}

describe('Export chapters to PDF in the browser', () => {
  it('an Admin exports two of the three chapters of Mary’s series instance as one PDF', async () => {
    const { names, seriesName, instanceId } = await marysNewSeries();

    const context = await newAppContext(env.browser(), env.stack().apiUrl);
    const page = await context.newPage();
    try {
      await adminOnManagement(page);
      await page.getByRole('tab', { name: m['modules.manage.tab.series'] }).click();
      await page.getByRole('button', { name: m['modules.series.view.instances'] }).click();
      await page.getByRole('table', { name: m['modules.series.view.instances'] }).waitFor();
      await page.getByRole('searchbox', { name: 'Search' }).fill(seriesName);
      await page.getByRole('checkbox', { name: `Select ${seriesName}, Mary Member (${instanceId})` }).check();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: m['modules.action.export'], exact: true }).click();

      const dialog = page.getByRole('dialog', { name: m['modules.exportChapters.title'] });
      await dialog.waitFor();
      for (const name of names) expect(await dialog.getByRole('checkbox', { name }).isChecked()).toBe(true);
      expect(await dialog.getByLabel(m['modules.exportChapters.width']).inputValue()).toBe('210');
      await dialog.getByRole('checkbox', { name: names[1] }).uncheck();
      // A5 landscape; a font size that is not a whole number falls back to 14 and says so.
      await dialog.getByLabel(m['modules.exportChapters.width']).fill('210');
      await dialog.getByLabel(m['modules.exportChapters.height']).fill('148');
      await dialog.getByLabel(m['modules.exportChapters.fontSize']).fill('12.5');
      await dialog.getByText(m['modules.exportChapters.fallback'].replace('{value}', '14')).waitFor();
      // The page behind the modal is inert under its backdrop (checked above, before it opened).
      await expectNoAxeViolations(page, '[role="dialog"]');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: m['modules.action.export'], exact: true }).click(),
      ]);
      await page.getByText(m['modules.success.exported'].replace('{n}', '2')).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      // The notice fades out after 7.5 s: waited for, so axe never meets it half transparent.
      await page
        .getByText(m['modules.success.exported'].replace('{n}', '2'))
        .waitFor({ state: 'detached', timeout: 20_000 });
      await expectNoAxeViolations(page);
      expect(download.suggestedFilename()).toMatch(new RegExp(`${instanceId}.*\\.pdf$`));
      const pdf = await readFile(await download.path());
      expect(isPdf(pdf)).toBe(true);
      const text = pdfText(pdf);
      expect(text).toContain(names[0]);
      expect(text).toContain(names[2]);
      expect(text).not.toContain(names[1]);
      // 210 × 148 mm in points (1 mm = 72 / 25.4 pt), every page.
      const boxes = mediaBoxes(pdf);
      expect(boxes.length).toBeGreaterThan(0);
      for (const [w, h] of boxes) {
        expect(Math.abs(w - (210 * 72) / 25.4)).toBeLessThan(2);
        expect(Math.abs(h - (148 * 72) / 25.4)).toBeLessThan(2);
      }
    } finally {
      await context.close();
    }
  }, 120_000);

  it('on the Workbook tab, two user modules of one series instance open the dialog with those two ticked', async () => {
    const { stamp, names, instanceId } = await marysNewSeries();
    const context = await newAppContext(env.browser(), env.stack().apiUrl);
    const page = await context.newPage();
    try {
      await adminOnManagement(page);
      await page.getByRole('button', { name: m['modules.view.userModules'] }).click();
      await page.getByRole('table', { name: m['modules.view.userModules'] }).waitFor();
      await page.getByRole('searchbox', { name: 'Search' }).fill(String(stamp));
      for (const name of [names[0]!, names[2]!])
        await page.getByRole('checkbox', { name: new RegExp(`^Select ${name}, Mary Member `) }).check();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: m['modules.action.export'], exact: true }).click();
      const dialog = page.getByRole('dialog', { name: m['modules.exportChapters.title'] });
      await dialog.getByRole('checkbox', { name: names[0] }).waitFor();
      expect(
        await Promise.all(names.map((name) => dialog.getByRole('checkbox', { name }).isChecked())),
      ).toEqual([true, false, true]);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: m['modules.action.export'], exact: true }).click(),
      ]);
      await page.getByText(m['modules.success.exported'].replace('{n}', '2')).waitFor();
      expect(download.suggestedFilename()).toMatch(new RegExp(`${instanceId}.*\\.pdf$`));
      const text = pdfText(await readFile(await download.path()));
      expect(text).toContain(names[0]);
      expect(text).not.toContain(names[1]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
