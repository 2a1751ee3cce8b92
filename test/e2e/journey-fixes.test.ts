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

/** The colours of a computed `rgb(…)`/`rgba(…)` string, in order. */
function colours(css: string): [number, number, number, number][] {
  return [...css.matchAll(/rgba?\(([^)]+)\)/g)].map((m) => {
    const [r = 0, g = 0, b = 0, a = 1] = m[1]!.split(',').map((p) => Number(p.trim()));
    return [r, g, b, a];
  });
}

/** WCAG contrast of `top` (drawn over the opaque `bottom`) against `against`. */
function contrastOver(
  top: [number, number, number, number],
  bottom: [number, number, number, number],
  against: [number, number, number, number],
): number {
  const mix = top.slice(0, 3).map((c, i) => c * top[3] + bottom[i]! * (1 - top[3]));
  const lum = (rgb: number[]) =>
    rgb
      .map((c) => c / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [hi, lo] = [lum(mix), lum(against.slice(0, 3))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
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

  it("outlines a module's radio circles with at least 3:1 against the page (WCAG 2.2 1.4.11)", async () => {
    const page = await signedInPage('Patient', '/client/booklets/user/edit/demo-mary-5', 390);
    try {
      const circle = page.locator('.sd-radio .sd-item__decorator').first();
      await circle.waitFor({ timeout: 15_000 });
      const style = await circle.evaluate((el) => {
        const css = getComputedStyle(el);
        return {
          shadow: css.boxShadow,
          fill: css.backgroundColor,
          page: getComputedStyle(document.body).backgroundColor,
        };
      });
      // The first shadow is SurveyJS's inner shadow: our 1px (or wider) inset outline.
      expect(style.shadow).toMatch(/inset/);
      expect(style.shadow).toMatch(/0px 0px 0px [1-9]/);
      const [ring] = colours(style.shadow);
      const [fill] = colours(style.fill);
      const [body] = colours(style.page);
      const opaqueFill = fill![3] === 0 ? body! : fill!;
      expect(contrastOver(ring!, opaqueFill, body!)).toBeGreaterThanOrEqual(3);
      expect(contrastOver(ring!, opaqueFill, opaqueFill)).toBeGreaterThanOrEqual(3);
    } finally {
      await page.context().close();
    }
  });
});
