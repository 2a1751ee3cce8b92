import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { modulesEn as m } from '@circles/shared/messages/modules.en';
import { reportsEn as r } from '@circles/shared/messages/reports.en';
import { shellEn as s } from '@circles/shared/messages/shell.en';
import { msg as usersMsg } from '@circles/shared/messages/users';
import { usersEn as u } from '@circles/shared/messages/users.en';
import { useBrowserStack } from '../support/stack';
import { demoOf } from './people-support';
import type { Answers } from './screener-support';
import { JOURNEY_TIMEOUT, VIEWPORTS, answerSocialHealth, chooseOption, startJourney } from './journey-kit';

/**
 * Defects met walking the journeys of issue 20, checked where a person meets them, in Chromium: a
 * Volunteer starts a module for his member by navigating (no typed address) and a finished module offers
 * no Restart; on a phone the Series Instances and the completed-reports list fit the screen.
 */
const env = useBrowserStack();

const MODULE = 'Social Health';
const answers: Answers = {
  household2_size: 2,
  community_activity_participate: 1,
  life_satisfaction2: 8,
  local_community_belonging: 3,
  lack_companionship: 0,
  feel_leftout: 0,
  feel_isolated: 0,
  con_que: 1,
};

/** Whether `box` (a scrolling table box) shows all it holds without scrolling sideways. */
const fitsSideways = (box: Locator) => box.evaluate((e) => e.scrollWidth <= e.clientWidth);

/** The right edge of `element` in the window, in CSS pixels. */
async function rightEdge(element: Locator): Promise<number> {
  const box = await element.boundingBox();
  if (!box) throw new Error('not shown');
  return box.x + box.width;
}

async function columnHeaders(page: Page, table: string): Promise<string[]> {
  const headers = page.getByRole('table', { name: table }).getByRole('columnheader');
  return (await headers.allInnerTexts()).map((t) => t.trim()).filter((t) => t !== '');
}

describe('journey defects of issue 20', () => {
  for (const viewport of VIEWPORTS) {
    it(
      `a Volunteer starts a module for Mary from her profile, completes it, and Restart is then off, at ${viewport.label}`,
      async () => {
        const stack = env.stack();
        const victor = demoOf(stack, 'Volunteer', 'Victor Volunteer');
        const j = await startJourney(env.browser(), stack, viewport, 'defects-volunteer');
        const { page } = j;
        try {
          await j.signInToDashboard(victor);

          // My Profile → My Members → View Mary → her Modules tab → Start a Module.
          await j.menu(s['shell.menu.myProfile']);
          await page.getByRole('link', { name: u['users.profile.myMembers'] }).click();
          await page
            .getByRole('link', { name: usersMsg('users.action.viewFor', { name: 'Mary Member' }) })
            .click();
          await page.getByRole('heading', { level: 1, name: u['users.profile.viewing'] }).waitFor();
          await page.getByRole('link', { name: m['modules.startModule.link'] }).click();
          await page.getByRole('heading', { level: 1, name: m['modules.startPage.title'] }).waitFor();
          // Mary comes preselected.
          expect((await page.getByRole('combobox', { name: /^Member/ }).innerText()).trim()).toBe(
            'Mary Member',
          );
          await chooseOption(page, /^Module/, MODULE);
          await j.shot('start-module');
          await page.getByRole('button', { name: m['modules.start'], exact: true }).click();
          await page.getByRole('heading', { level: 1, name: m['modules.completing.title'] }).waitFor({
            timeout: 20_000,
          });

          // Open, Restart is offered; once complete (locked) it is off, with the locked text as its reason.
          const restart = page.getByRole('button', { name: m['modules.restart'], exact: true });
          expect(await restart.isEnabled()).toBe(true);
          await answerSocialHealth(page, answers);
          const complete = page.getByRole('button', { name: m['modules.markComplete'] });
          await expect.poll(() => complete.isEnabled()).toBe(true);
          await complete.click();
          await page.getByText(m['modules.locked']).waitFor({ timeout: 20_000 });
          await expect.poll(() => restart.isDisabled()).toBe(true);
          const why = await restart.getAttribute('aria-describedby');
          expect(await page.locator(`[id="${why ?? ''}"]`).innerText()).toBe(m['modules.locked']);
          await j.shot('module-locked', restart);
          j.expectNoPageErrors();
        } finally {
          await j.close();
        }
      },
      JOURNEY_TIMEOUT,
    );
  }

  /** Cora signed in on a phone (390 px). */
  async function coraOnPhone(shots: string) {
    const stack = env.stack();
    const cora = demoOf(stack, 'Coordinator', 'Cora Coordinator');
    const j = await startJourney(env.browser(), stack, VIEWPORTS[0]!, shots);
    await j.goto('/');
    await j.signIn(cora.login, cora.password);
    return j;
  }

  it(
    'at 390 px the Series Instances show name, client and completeness, no id, nothing beyond the screen',
    async () => {
      const j = await coraOnPhone('defects-instances');
      const { page } = j;
      try {
        // WorkBooks → Series → Series Instances.
        await j.menu(s['shell.menu.workbooks'], s['shell.menu.management']);
        await page.getByRole('tab', { name: m['modules.manage.tab.series'] }).click();
        await page.getByRole('button', { name: m['modules.series.view.instances'] }).click();
        const instances = page.getByRole('table', { name: m['modules.series.view.instances'] });
        await instances.getByRole('row').nth(1).waitFor({ timeout: 20_000 });
        expect(await columnHeaders(page, m['modules.series.view.instances'])).toEqual([
          m['modules.col.name'],
          m['modules.col.clientName'],
          m['modules.col.completeness'],
        ]);
        expect(await fitsSideways(page.locator('.MuiTableContainer-root'))).toBe(true);
        await j.shot('series-instances');
        j.expectNoPageErrors();
      } finally {
        await j.close();
      }
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'at 390 px the completed-reports list shows each report with its Download on screen',
    async () => {
      const j = await coraOnPhone('defects-reports');
      const { page } = j;
      try {
        await j.menu(s['shell.menu.reports']);
        await page.getByRole('heading', { level: 1, name: r['reports.list.groupTitle'] }).waitFor();
        const list = page.getByRole('table', { name: r['reports.completed.title'] });
        const download = list.getByRole('button', { name: r['reports.completed.download'] }).first();
        await download.waitFor({ timeout: 20_000 });
        expect(await rightEdge(download)).toBeLessThanOrEqual(VIEWPORTS[0]!.width);
        expect(await fitsSideways(page.locator('.MuiTableContainer-root'))).toBe(true);
        await j.shot('group-reports');
        j.expectNoPageErrors();
      } finally {
        await j.close();
      }
    },
    JOURNEY_TIMEOUT,
  );
});
