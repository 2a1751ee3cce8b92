import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { auditEn as a } from '@circles/shared/messages/audit.en';
import { shellEn } from '@circles/shared/messages/shell.en';
import { callApi } from '../support/api';
import { useBrowserStack } from '../support/stack';
import { expectNoAxeViolations, expectShell, newAppContext, signIn, viewerAddress } from './app-support';
import { demoOf, tokenOf } from './people-support';

const env = useBrowserStack();

/** The widths checked: a phone and a desktop. */
const WIDTHS = [390, 1280] as const;

/** Victor reads Mary's dashboard through the API (an event on Mary's trail); answers Mary's id. */
async function victorReadsMarysDashboard(): Promise<string> {
  const stack = env.stack();
  const victor = demoOf(stack, 'Volunteer');
  const mary = demoOf(stack, 'Patient', 'Mary Member');
  const maryId = (await tokenOf(stack, mary.login, mary.password)).id;
  const { token } = await tokenOf(stack, victor.login, victor.password);
  const read = await callApi(stack.apiUrl, 'GET', `/api/users/client/${maryId}`, {
    token,
    client: viewerAddress(),
  });
  expect(read.status).toBe(200);
  return maryId;
}

/** A page signed in as the demo Admin at `path`, `width` px wide. */
async function adminPage(path: string, width: number) {
  const admin = demoOf(env.stack(), 'Admin');
  const context = await newAppContext(env.browser(), env.stack().apiUrl);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${env.stack().apiUrl}${path}`);
  await signIn(page, admin.login, admin.password);
  // The side menu is a drawer on a phone: the shell is recognised wide, then the page narrows and loads
  // again (a drawer left open from the wide layout would cover the screen as a modal).
  await expectShell(page);
  if (width < 1280) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await page.getByRole('button', { name: shellEn['shell.menu.toggle'] }).waitFor({ timeout: 15_000 });
  }
  return { context, page };
}

/** The shown events: cards of a list on a phone, rows of the kit's table (header row left out) wider. */
function eventItems(page: Page, width: number, name: string) {
  return width < 600
    ? page.getByRole('list', { name }).getByRole('listitem')
    : page
        .getByRole('table', { name })
        .getByRole('row')
        .filter({ hasNot: page.getByRole('columnheader') });
}

/** Whether the page scrolls sideways as a whole (a table may scroll inside its own box). */
const pageOverflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('the audit log in the browser', () => {
  it.each(WIDTHS)(
    "at %i px the Admin opens Mary's 'Who has seen this record', sees Victor's read and downloads the CSV",
    async (width) => {
      const maryId = await victorReadsMarysDashboard();
      const { context, page } = await adminPage(`/administration/users/view/${maryId}`, width);
      try {
        await page.getByRole('heading', { level: 1, name: /Mary Member/ }).waitFor({ timeout: 15_000 });
        await page.getByRole('tab', { name: a['audit.record.title'] }).click();
        const items = eventItems(page, width, a['audit.record.table']);
        const victorRow = items.filter({ hasText: 'Victor Volunteer' }).first();
        await victorRow.waitFor({ timeout: 15_000 });
        expect(await victorRow.innerText()).toContain('dashboard.client');
        expect(await pageOverflows(page)).toBe(false);
        await expectNoAxeViolations(page);
        await page.screenshot({ path: `/tmp/h-audit-record-${width}.png`, fullPage: true });

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: a['audit.csv.download'] }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(
          new RegExp(`^audit-trail_${maryId}_\\d{4}-\\d{2}-\\d{2}\\.csv$`),
        );
        const csv = await readFile(await download.path(), 'utf8');
        expect(csv.startsWith('\uFEFFtime,action,outcome,actor_id,actor_name')).toBe(true);
        expect(csv).toContain(',dashboard.client,allowed,');
        expect(csv).toContain(',Victor Volunteer,Volunteer,');
        await page.getByText(/^Downloaded audit-trail_/).waitFor();
        await expectNoAxeViolations(page);
      } finally {
        await context.close();
      }
    },
  );

  it.each(WIDTHS)('at %i px the Admin filters the audit log by action and by user', async (width) => {
    await victorReadsMarysDashboard();
    const { context, page } = await adminPage('/', width);
    try {
      if (width >= 1280) {
        const nav = page.getByRole('navigation', { name: 'Main menu' });
        const management = nav.getByRole('button', { name: shellEn['shell.menu.management'] });
        await management.click();
        await expect.poll(() => management.getAttribute('aria-expanded')).toBe('true');
        await nav.getByRole('link', { name: shellEn['shell.menu.audit'] }).click();
      } else {
        await page.goto(`${env.stack().apiUrl}/administration/audit`);
      }
      // The address first (a failure then says whether the menu or the screen's lazy chunk was late);
      // the screen's chunk may take a while on a loaded CI machine.
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
        .toBe('/administration/audit');
      await page.getByRole('heading', { level: 1, name: a['audit.title'] }).waitFor({ timeout: 30_000 });
      const items = eventItems(page, width, a['audit.table']);
      await items.first().waitFor({ timeout: 15_000 });
      await expectNoAxeViolations(page);

      await page.getByRole('combobox', { name: a['audit.filter.action'] }).fill('dashboard.client');
      await page.getByRole('combobox', { name: a['audit.filter.actor'] }).fill('Victor');
      await page.getByRole('option', { name: 'Victor Volunteer' }).click();
      await page.getByRole('button', { name: a['audit.filter.apply'] }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('action')).toBe('dashboard.client');
      // The new answer replaces the old rows: wait until every shown event is one of Victor's reads.
      const onlyVictorsReads = async () => {
        const texts = await items.allInnerTexts();
        return (
          texts.length > 0 &&
          texts.every((t) => t.includes('dashboard.client') && t.includes('Victor Volunteer'))
        );
      };
      await expect.poll(onlyVictorsReads, { timeout: 15_000 }).toBe(true);
      expect(await pageOverflows(page)).toBe(false);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/h-audit-log-${width}.png`, fullPage: true });

      await page.getByRole('combobox', { name: a['audit.filter.action'] }).fill('nobody.didThis');
      await page.getByRole('combobox', { name: a['audit.filter.action'] }).press('Enter');
      await page.getByRole('status').filter({ hasText: a['audit.empty'] }).waitFor({ timeout: 15_000 });
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/h-audit-empty-${width}.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });
});
