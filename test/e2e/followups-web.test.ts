import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { followupsEn as f } from '@circles/shared/messages/followups.en';
import { apiAs, signInDemo } from '../support/modules';
import { useBrowserStack } from '../support/stack';
import { newAppContext, signedInPage } from './app-support';
import { demoOf } from './people-support';

/*
 * Follow-ups in the browser (issue 24): Victor sees a seeded follow-up on his dashboard, opens it and
 * logs 'Could not reach' with the next try date; and each role's follow-up screens (the dashboard, the
 * follow-up page with 'Referred to …' open, the Admin's services and their Add dialog) at a phone and a
 * laptop width, without sideways scrolling (`SCREENS_DIR=/tmp/fu-screens` saves them as PNG).
 */
const env = useBrowserStack();
const SHOTS = process.env.SCREENS_DIR;

const pageOverflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function signedIn(role: string, width: number, name?: string): Promise<Page> {
  const person = demoOf(env.stack(), role, name);
  // The shell's menu shows at a laptop width; a narrower window then carries the session over (its
  // menu is a closed drawer from the start).
  const page = await signedInPage(env.browser(), env.stack().apiUrl, person, {
    viewport: { width: 1280, height: 900 },
  });
  if (width === 1280) return page;
  const context = page.context();
  const narrow = await newAppContext(env.browser(), env.stack().apiUrl, {
    viewport: { width, height: 900 },
    storageState: await context.storageState(),
  });
  await context.close();
  const phonePage = await narrow.newPage();
  await phonePage.goto(`${env.stack().apiUrl}/`);
  return phonePage;
}

describe('follow-ups in the browser (issue 24)', () => {
  it("Victor opens a seeded follow-up from his dashboard and logs 'Could not reach' with the next try date", async () => {
    // The seed leaves Victor open follow-ups of Mary's (one not due yet, which the escalation job keeps his).
    const sessions = await signInDemo(env.stack());
    const victor = apiAs(env.stack().apiUrl, sessions.volunteer);
    expect((await victor('GET', '/api/followups')).body.followups.length).toBeGreaterThan(0);
    const page = await signedIn('Volunteer', 1280);
    try {
      const table = page.getByRole('table', { name: f['followups.table.open'] });
      await table.waitFor({ timeout: 30_000 });
      await page
        .getByRole('link', { name: /^Open the follow-up of / })
        .first()
        .click();
      await page
        .getByRole('heading', { level: 1, name: f['followups.page.title'] })
        .waitFor({ timeout: 30_000 });
      await page.getByRole('radio', { name: f['followups.action.couldNotReach'] }).check();
      await page.getByLabel(f['followups.field.nextTryOn']).fill('2030-01-15');
      await page
        .getByRole('textbox', { name: f['followups.field.note'] })
        .fill('No answer; will call again.');
      await page.getByRole('button', { name: f['followups.save'] }).click();
      await page.getByText(f['followups.saved']).waitFor({ timeout: 15_000 });
      const history = page.getByRole('list', { name: f['followups.history'] });
      await history.getByText(/Next try: 2030-01-15/).waitFor({ timeout: 15_000 });
      expect(await history.getByText(/No answer; will call again\./).count()).toBe(1);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it.each([390, 1280])(
    "at %i px each role's follow-up screens fit without sideways scrolling",
    async (width) => {
      const sessions = await signInDemo(env.stack());
      const admin = apiAs(env.stack().apiUrl, sessions.admin);
      const list = await admin('GET', `/api/followups/member/${sessions.mary.id}?state=all`);
      const id: string = list.body.followups[0]._id;
      // Riverside keeps a list of services, so 'Referred to …' offers the choice between them and text.
      const kept = await admin('GET', '/api/followups/resources/fac-riverside');
      if (kept.body.resources.services.length === 0)
        await admin('PUT', '/api/followups/resources/fac-riverside', {
          body: {
            version: kept.body.resources.version,
            services: [
              {
                name: 'Riverside Meals on Wheels',
                phone: '555-0100',
                notes: 'Hot meals on weekdays; call before 10.',
              },
              { name: 'Friendly Visiting Programme' },
            ],
          },
        });
      for (const role of ['Volunteer', 'Coordinator', 'Admin', 'Patient']) {
        const page = await signedIn(role, width);
        try {
          const section = role === 'Admin' ? 'followups.figures.title' : 'followups.title';
          try {
            if (role !== 'Patient')
              await page.getByRole('heading', { name: f[section], exact: true }).waitFor({ timeout: 30_000 });
            else await page.getByText(f['followups.member.notice']).waitFor({ timeout: 30_000 });
          } catch (error) {
            await shot(page, `${role}-FAILED-${width}`);
            throw error;
          }
          await page.waitForTimeout(500);
          await shot(page, `${role}-dashboard-${width}`);
          expect(await pageOverflows(page)).toBe(false);
          if (role === 'Patient') continue;
          await page.goto(`${env.stack().apiUrl}/followups/${id}`);
          await page
            .getByRole('heading', { level: 2, name: f['followups.history'] })
            .waitFor({ timeout: 30_000 });
          await shot(page, `${role}-followup-${width}`);
          expect(await pageOverflows(page)).toBe(false);
          // 'Referred to …' with the facility's services to choose from.
          await page.getByRole('radio', { name: f['followups.action.referred'] }).check();
          await page.getByRole('radio', { name: f['followups.referral.fromList'] }).waitFor();
          await shot(page, `${role}-followup-referral-${width}`);
          expect(await pageOverflows(page)).toBe(false);
          if (role !== 'Admin') continue;
          // The Admin's list of services, and its Add dialog.
          await page.goto(`${env.stack().apiUrl}/administration/followups/services?facility=fac-riverside`);
          await page.getByRole('table', { name: /^Services of / }).waitFor({ timeout: 30_000 });
          await shot(page, `${role}-services-${width}`);
          expect(await pageOverflows(page)).toBe(false);
          await page.getByRole('button', { name: f['followups.resources.add'] }).click();
          await page.getByRole('dialog', { name: f['followups.resources.dialog.add'] }).waitFor();
          await page.waitForTimeout(500); // the dialog's fade-in
          await shot(page, `${role}-services-add-${width}`);
          expect(await pageOverflows(page)).toBe(false);
        } finally {
          await page.context().close();
        }
      }
    },
    300_000,
  );
});
