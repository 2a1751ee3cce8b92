import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dashboardEn as d } from '@circles/shared/messages/dashboard.en';
import { reportsEn as r } from '@circles/shared/messages/reports.en';
import { shellEn } from '@circles/shared/messages/shell.en';
import { apiAs, signInDemo } from '../support/modules';
import { useBrowserStack } from '../support/stack';
import { expectNoAxeViolations, expectShell, newAppContext, signIn } from './app-support';

/**
 * Defects found by walking the product as each person (issue 20), checked in Chromium at a phone's and a
 * desktop's width where the layout is what went wrong.
 */
const env = useBrowserStack();

/**
 * Signs a demo user of this role in at `path`, in a window `width` px wide, and waits for the shell (on
 * a phone's width the menu is a closed drawer: then for the top bar's menu button).
 */
async function signedInPage(role: string, path: string, width = 1280): Promise<Page> {
  const who = env.stack().demo.find((x) => x.role === role)!;
  const context = await newAppContext(env.browser(), env.stack().apiUrl);
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${env.stack().apiUrl}${path}`);
  await signIn(page, who.login, who.password);
  if (width >= 900) await expectShell(page);
  else await page.getByRole('button', { name: 'Open or close the menu' }).waitFor({ timeout: 15_000 });
  return page;
}

describe('issue 20 journeys in the browser', () => {
  it.each([390, 1280])(
    "labels every bar of the Admin's 'Member surveys by type' chart at %i px",
    async (width) => {
      const page = await signedInPage('Admin', '/', width);
      try {
        const table = page.getByRole('table', { name: d['dashboard.admin.surveysByType'] });
        await table.waitFor({ state: 'attached', timeout: 15_000 });
        const names = await table.locator('tbody th').allTextContents();
        expect(names.length).toBeGreaterThanOrEqual(4);
        const figure = page.locator('figure', { has: table });
        // One bar per series, each with its full name beside it, shown (the chart library hid the label
        // of 'Social Health Screener - NEW' where labels would overlap).
        const labels = figure.locator('[data-bar] [data-bar-label]');
        await expect.poll(() => labels.count(), { timeout: 15_000 }).toBe(names.length);
        expect(await labels.allTextContents()).toEqual(names);
        for (const label of await labels.all()) {
          const box = await label.boundingBox();
          expect(box!.width).toBeGreaterThan(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        }
        // The chart stays inside the window (no sideways scrolling on a phone).
        const box = await figure.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        await expectNoAxeViolations(page);
      } finally {
        await page.context().close();
      }
    },
  );

  it.each([390, 1280])(
    "the Volunteer's Reports menu entry lists his assigned member's completed reports at %i px",
    async (width) => {
      const page = await signedInPage('Volunteer', '/', width);
      try {
        if (width < 900) await page.getByRole('button', { name: shellEn['shell.menu.toggle'] }).click();
        await page
          .getByRole('navigation', { name: 'Main menu' })
          .getByRole('link', { name: shellEn['shell.menu.reports'] })
          .click();
        await page.waitForURL(/\/MainReports$/);
        const table = page.getByRole('table', { name: r['reports.completed.title'] });
        await table.waitFor({ timeout: 15_000 });
        // Mary is his; Paul (the Coordinator's) is not listed.
        await table.getByRole('link', { name: 'Mary Member', exact: true }).first().waitFor();
        expect(await table.getByRole('link', { name: 'Paul Member', exact: true }).count()).toBe(0);
        expect(await page.getByText(shellEn['shell.notAuthorized']).count()).toBe(0);
        await expectNoAxeViolations(page);
      } finally {
        await page.context().close();
      }
    },
  );

  it('a module the Volunteer starts for Mary shows under her Current Assigned Tasks (390 px)', async () => {
    const sessions = await signInDemo(env.stack());
    const templates = await apiAs(env.stack().apiUrl, sessions.volunteer)('GET', '/api/surveys');
    const template = (templates.body.surveyList as { _id: string; name: string }[])[0]!;
    const started = await apiAs(env.stack().apiUrl, sessions.volunteer)('POST', '/api/membersurveys', {
      body: { patientId: sessions.mary.id, templateId: template._id },
    });
    expect(started.status).toBe(201);
    const id = (started.body.memberSurvey as { _id: string })._id;
    const page = await signedInPage('Patient', '/', 390);
    try {
      const tasks = page.getByRole('region', { name: d['dashboard.currentTasks'] });
      const link = tasks.locator(`a[href="/administration/booklets/user/view/${id}"]`);
      await link.waitFor({ timeout: 15_000 });
      expect((await link.innerText()).trim()).toBe(template.name);
      await expectNoAxeViolations(page);
    } finally {
      await page.context().close();
    }
  });
});
