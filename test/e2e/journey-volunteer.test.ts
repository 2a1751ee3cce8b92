import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { msg as dashboardMsg } from '@circles/shared/messages/dashboard';
import { dashboardEn as d } from '@circles/shared/messages/dashboard.en';
import { modulesEn as m } from '@circles/shared/messages/modules.en';
import { reportsEn as r } from '@circles/shared/messages/reports.en';
import { scoringEn } from '@circles/shared/messages/scoring.en';
import { shellEn as s } from '@circles/shared/messages/shell.en';
import { msg as usersMsg } from '@circles/shared/messages/users';
import { usersEn as u } from '@circles/shared/messages/users.en';
import { riskLabel, screenerRisk } from '@circles/shared/scoring/screener';
import { useBrowserStack } from '../support/stack';
import { demoOf } from './people-support';
import type { Answers } from './screener-support';
import {
  JOURNEY_TIMEOUT,
  SCREENER_SERIES,
  VIEWPORTS,
  answerSocialHealth,
  chooseOption,
  ensureMaryHasOpenScreener,
  expectAccessible,
  expectKnownDefectFixed,
  reportRowDates,
  seededDates,
  startJourney,
  today,
  uniqueName,
} from './journey-kit';

/**
 * The Volunteer's errand (issue 20): Victor opens his member Mary's dashboard, leaves a sticky note on
 * her profile, fills her Social Health module with her, sees it counted, and reads her new report from
 * his Reports page.
 */
const env = useBrowserStack();

/** What Mary tells Victor: one person at home, she takes part, so-so, somewhat lonely. */
const marySays: Answers = {
  household2_size: 1,
  community_activity_participate: 1,
  life_satisfaction2: 6,
  local_community_belonging: 2,
  lack_companionship: 1,
  feel_leftout: 1,
  feel_isolated: 0,
  con_que: 1,
};

/** The figure of the Completed Modules card of the member dashboard shown. */
async function completedModules(page: Page): Promise<number> {
  const card = page.getByRole('region', { name: d['dashboard.completedModules'] });
  await expect.poll(() => card.innerText(), { timeout: 20_000 }).toMatch(/\d+\s*$/);
  return Number(/(\d+)\s*$/.exec(await card.innerText())![1]);
}

describe('journey: the Volunteer (Victor)', () => {
  for (const viewport of VIEWPORTS) {
    it(
      `opens Mary's dashboard, adds a sticky note, fills her module and reads her reports at ${viewport.label}`,
      async () => {
        const stack = env.stack();
        const victor = demoOf(stack, 'Volunteer', 'Victor Volunteer');
        const expected = screenerRisk(marySays);
        await ensureMaryHasOpenScreener(stack);
        const j = await startJourney(env.browser(), stack, viewport, 'volunteer');
        const { page } = j;
        const maryDashboard = page.getByRole('link', {
          name: dashboardMsg('dashboard.openMemberDashboard', { name: 'Mary Member' }),
        });
        const maryHeading = page.getByRole('heading', {
          level: 1,
          name: dashboardMsg('dashboard.viewing', { name: 'Mary Member' }),
        });
        try {
          // His dashboard: his member Mary's tasks (not Paul's, who is Cora's).
          await j.signInToDashboard(victor);
          const marysTasks = page.getByRole('region', {
            name: `${d['dashboard.assignedSeries']}: Mary Member`,
          });
          await marysTasks.getByRole('button', { name: SCREENER_SERIES }).waitFor({ timeout: 20_000 });
          expect(await page.getByText('Paul Member').count()).toBe(0);
          await j.shot('dashboard');

          // Mary's dashboard, as he may read it.
          await maryDashboard.click();
          await maryHeading.waitFor({ timeout: 20_000 });
          const done = await completedModules(page);
          const tiles = page.getByRole('list', { name: 'Wellness tiles' }).getByRole('listitem');
          await expect.poll(() => tiles.count(), { timeout: 20_000 }).toBe(8);
          await page.getByRole('region', { name: d['dashboard.section.healthAlert'] }).waitFor();
          await j.shot('mary-dashboard');
          // Known defect (issue 20, fixed on another branch): the tiles read 'Not Available'.
          await expectKnownDefectFixed(
            "no tile of Mary's dashboard reads 'Not Available'",
            () => tiles.filter({ hasText: scoringEn['scoring.wellness.notAvailable'] }).count(),
            0,
          );

          // A sticky note on her profile: My Profile → My Members → View.
          await j.menu(s['shell.menu.myProfile']);
          await page.getByRole('heading', { level: 1, name: u['users.profile.myProfile'] }).waitFor();
          await page.getByRole('link', { name: u['users.profile.myMembers'] }).click();
          await page.getByRole('heading', { level: 1, name: u['users.members.title'] }).waitFor();
          await page
            .getByRole('link', { name: usersMsg('users.action.viewFor', { name: 'Mary Member' }) })
            .click();
          await page.getByRole('heading', { level: 1, name: u['users.profile.viewing'] }).waitFor();
          await page.getByRole('tab', { name: u['users.tab.stickyNotes'] }).click();
          const note = `Prefers calls in the morning ${uniqueName()}`;
          await chooseOption(page, /^Level/, u['users.option.stickyLevel.Warning']);
          await page.getByLabel(/^Message/).fill(note);
          await page.getByRole('button', { name: u['users.action.addStickyNote'] }).click();
          const added = page.getByRole('listitem').filter({ hasText: note });
          await added.getByText(/^Warning by Victor Volunteer on /).waitFor({ timeout: 20_000 });
          await j.shot('sticky-note', added);

          // Her Social Health module, from his dashboard: view, Edit, answer, Mark Complete.
          await j.menu(s['shell.menu.dashboard']);
          await marysTasks.getByRole('button', { name: SCREENER_SERIES }).click();
          const chapter = marysTasks.getByRole('listitem').filter({ hasText: 'Social Health' });
          await chapter.getByText(d['dashboard.status.notStarted']).waitFor();
          await chapter.getByRole('link', { name: 'Social Health' }).click();
          await page.getByRole('heading', { level: 1, name: 'Social Health' }).waitFor({ timeout: 20_000 });
          await page.getByRole('link', { name: m['modules.edit'], exact: true }).click();
          const complete = page.getByRole('button', { name: m['modules.markComplete'] });
          await complete.waitFor({ timeout: 20_000 });
          await answerSocialHealth(page, marySays);
          await expect.poll(() => complete.isEnabled()).toBe(true);
          // A Volunteer does not approve modules (spec 001 §2.2).
          expect(await page.getByRole('button', { name: m['modules.approve'] }).count()).toBe(0);
          await complete.click();
          await page.getByText(m['modules.success.markedComplete']).waitFor({ timeout: 20_000 });
          await page.getByText(m['modules.locked']).waitFor();
          await j.shot('module-complete', page.getByText(m['modules.locked']));

          // Mary's dashboard counts it.
          await j.menu(s['shell.menu.dashboard']);
          await maryDashboard.click();
          await maryHeading.waitFor({ timeout: 20_000 });
          await expect.poll(() => completedModules(page), { timeout: 20_000 }).toBe(done + 1);

          // His Reports page lists his members' completed reports; Mary's newest is today's screener.
          await j.menu(s['shell.menu.reports']);
          // Titled 'Reports' as /GroupReports is (README, issue 20); its table is 'Completed Reports'.
          await page.getByRole('heading', { level: 1, name: r['reports.list.groupTitle'] }).waitFor();
          const list = page.getByRole('table', { name: r['reports.completed.title'] });
          // Known defect (issue 20, fixed on another branch): the page said 'Not Authorized…'.
          await expect
            .poll(() => list.getByRole('link', { name: 'Mary Member', exact: true }).count(), {
              message: "the Volunteer's Reports page lists Mary Member's reports",
              timeout: 20_000,
            })
            .toBeGreaterThan(0);
          await j.shot('reports');
          await list.getByRole('link', { name: 'Mary Member', exact: true }).first().click();
          const marys = page.getByRole('table', { name: r['reports.completed.title'] });
          const linkText = `${SCREENER_SERIES} ${r['reports.completed.selfCareSuffix']}`;
          const newest = marys
            .getByRole('row')
            .filter({ has: page.getByRole('link', { name: linkText }) })
            .first();
          await newest.waitFor({ timeout: 20_000 });
          expect((await newest.getByRole('cell').nth(1).innerText()).trim()).toBe(today());
          // Below today's, her seeded screener reports, newest first, months apart (issue 20).
          const dates = await reportRowDates(marys, linkText);
          expect(dates.filter((date) => date !== today())).toEqual(
            seededDates(stack, ['demo-round-mary-shs-3', 'demo-round-mary-shs-2', 'demo-round-mary-shs-1']),
          );
          await newest.getByRole('link', { name: linkText }).click();
          await page
            .getByRole('heading', { level: 1, name: r['reports.screener.title'] })
            .waitFor({ timeout: 20_000 });
          await page.getByText(riskLabel(expected.level), { exact: true }).waitFor();
          await j.shot('mary-report');
          if (viewport.width === VIEWPORTS[0]!.width) await expectAccessible(page);
          j.expectNoPageErrors();
        } finally {
          await j.close();
        }
      },
      JOURNEY_TIMEOUT,
    );
  }
});
