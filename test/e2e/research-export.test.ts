import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { researchEn as r } from '@circles/shared/messages/research.en';
import { shellEn } from '@circles/shared/messages/shell.en';
import { useBrowserStack } from '../support/stack';
import { expectNoAxeViolations, expectShell, newAppContext, signIn } from './app-support';
import { demoOf } from './people-support';

const env = useBrowserStack();

/** The widths checked: a phone and a desktop. */
const WIDTHS = [390, 1280] as const;

const pageOverflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Whether the exports table scrolls sideways inside its box (a cut-off download button or file name). */
const tableOverflows = (page: Page) =>
  page
    .getByRole('table', { name: r['research.list'] })
    .evaluate((table) => table.parentElement!.scrollWidth > table.parentElement!.clientWidth);

describe('research exports in the browser (issue 26)', () => {
  it.each(WIDTHS)(
    'at %i px the Admin exports the seeded screener series and downloads a ZIP whose rows and dictionary match',
    async (width) => {
      const admin = demoOf(env.stack(), 'Admin');
      const context = await newAppContext(env.browser(), env.stack().apiUrl);
      try {
        const page = await context.newPage();
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(`${env.stack().apiUrl}/`);
        await signIn(page, admin.login, admin.password);
        await expectShell(page);
        if (width >= 1280) {
          const nav = page.getByRole('navigation', { name: 'Main menu' });
          const management = nav.getByRole('button', { name: shellEn['shell.menu.management'] });
          await management.click();
          await expect.poll(() => management.getAttribute('aria-expanded')).toBe('true');
          await nav.getByRole('link', { name: shellEn['shell.menu.research'] }).click();
        } else {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${env.stack().apiUrl}/administration/research`);
        }
        // The address first (a failure then says whether the menu or the screen's lazy chunk was late);
        // the screen's chunk may take a while on a loaded CI machine (as the audit log's test).
        await expect
          .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
          .toBe('/administration/research');
        await page.getByRole('heading', { level: 1, name: r['research.title'] }).waitFor({ timeout: 30_000 });
        await page.getByRole('checkbox', { name: 'Social Health Screener - NEW' }).check();
        await page.getByRole('button', { name: r['research.start'] }).click();
        await page.getByText(r['research.started']).waitFor({ timeout: 15_000 });
        // The newest export is first; its Download turns on once it is Ready (the list polls meanwhile).
        const download = page.getByRole('button', { name: /^Download the export of / }).first();
        await expect.poll(() => download.isEnabled(), { timeout: 30_000 }).toBe(true);
        expect(await pageOverflows(page)).toBe(false);
        expect(await tableOverflows(page)).toBe(false);
        await expectNoAxeViolations(page);
        await page.screenshot({ path: `/tmp/h-research-${width}.png`, fullPage: true });
        // The Admin's part: the Researcher permission of each Coordinator and Volunteer.
        const cora = page.getByRole('switch', { name: /^Researcher: Cora Coordinator/ });
        await cora.scrollIntoViewIfNeeded({ timeout: 15_000 });
        expect(await cora.isChecked()).toBe(false);
        await page.screenshot({ path: `/tmp/h-research-researchers-${width}.png` });

        await download.click();
        const link = page.getByRole('link', { name: /^circles-research-.*\.zip$/ }).first();
        await link.waitFor({ timeout: 15_000 });
        // The file name is long: it wraps inside its cell instead of widening the table.
        expect(await tableOverflows(page)).toBe(false);
        const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
        expect(file.suggestedFilename()).toMatch(/^circles-research-\d{4}-\d{2}-\d{2}-[0-9A-Z]{26}\.zip$/);
        const zip = unzipSync(new Uint8Array(await readFile(await file.path())));
        const csv = strFromU8(zip['social_health_screener_new.csv']!).trimEnd().split('\r\n');
        // Mary's three screener rounds and Paul's one (seed-rounds.ts), one row each.
        expect(csv).toHaveLength(5);
        const levels = csv
          .slice(1)
          .map((line) => line.split(','))
          .map((cells) => cells[csv[0]!.split(',').indexOf('screener_risk_level')]);
        expect(levels.sort()).toEqual(['High Risk', 'Lowest Risk', 'Moderate Risk', 'Some Risk']);
        const dictionary = strFromU8(zip['data_dictionary.csv']!);
        for (const column of csv[0]!.split(',')) expect(dictionary).toContain(`,${column},`);
      } finally {
        await context.close();
      }
    },
  );
});
