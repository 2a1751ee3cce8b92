import { describe, expect, it } from 'vitest';
import { dashboardEn as d } from '@circles/shared/messages/dashboard.en';
import { msg as modulesMsg } from '@circles/shared/messages/modules';
import { modulesEn as m } from '@circles/shared/messages/modules.en';
import { msg as reportsMsg } from '@circles/shared/messages/reports';
import { reportsEn as r } from '@circles/shared/messages/reports.en';
import { screenerEn } from '@circles/shared/messages/screener.en';
import { shellEn as s } from '@circles/shared/messages/shell.en';
import { usersEn as u } from '@circles/shared/messages/users.en';
import { riskLabel, screenerRisk } from '@circles/shared/scoring/screener';
import { useBrowserStack } from '../support/stack';
import { demoOf } from './people-support';
import type { Answers } from './screener-support';
import {
  JOURNEY_TIMEOUT,
  VIEWPORTS,
  answerSocialHealth,
  chooseOption,
  expectAccessible,
  startJourney,
  reportRowDates,
  seededDates,
  today,
} from './journey-kit';

/**
 * The Coordinator's errand (issue 20): Cora starts the Social Health Screener for Paul (her assigned
 * member), fills its one chapter with him, and reads the report it made.
 */
const env = useBrowserStack();

const SERIES = 'Social Health Screener - NEW';
const CHAPTER = 'Social Health';

/** Paul's answers: lives alone, takes no part, low satisfaction and belonging, often lonely. */
const paulSays: Answers = {
  household2_size: 0,
  community_activity_participate: 0,
  life_satisfaction2: 3,
  local_community_belonging: 0,
  lack_companionship: 2,
  feel_leftout: 2,
  feel_isolated: 1,
  con_que: 1,
};

describe('journey: the Coordinator (Cora)', () => {
  for (const viewport of VIEWPORTS) {
    it(
      `starts a series for Paul, fills its chapter and reads Paul's report at ${viewport.label}`,
      async () => {
        const stack = env.stack();
        const cora = demoOf(stack, 'Coordinator', 'Cora Coordinator');
        const expected = screenerRisk(paulSays);
        const j = await startJourney(env.browser(), stack, viewport, 'coordinator');
        const { page } = j;
        try {
          await j.signInToDashboard(cora);
          await page
            .getByRole('region', { name: `${d['dashboard.assignedSeries']}: Paul Member` })
            .waitFor({ timeout: 20_000 });
          await j.shot('dashboard');

          // WorkBooks → Series → Series Instances → Start a Series.
          await j.menu(s['shell.menu.workbooks'], s['shell.menu.management']);
          await page.getByRole('heading', { level: 1, name: m['modules.manage.title'] }).waitFor();
          await page.getByRole('tab', { name: m['modules.manage.tab.series'] }).click();
          await page.getByRole('button', { name: m['modules.series.view.instances'] }).click();
          await page.getByRole('link', { name: m['modules.startSeries.link'] }).click();
          await page.getByRole('heading', { level: 1, name: m['modules.startSeriesPage.title'] }).waitFor();
          await chooseOption(page, /^Member/, 'Paul Member');
          await chooseOption(page, /^Series/, SERIES);
          await j.shot('start-series');
          await page.getByRole('button', { name: m['modules.start'] }).click();

          // Back on the instances with the new one, not started, selected and viewed.
          await page.getByText(m['modules.success.memberSeriesCreated']).waitFor({ timeout: 20_000 });
          const instances = page.getByRole('table', { name: m['modules.series.view.instances'] });
          const fresh = instances
            .getByRole('row')
            .filter({ hasText: SERIES })
            .filter({ hasText: 'Paul Member' })
            .filter({ has: page.getByRole('cell', { name: '0', exact: true }) });
          await expect.poll(() => fresh.count(), { timeout: 20_000 }).toBe(1);
          await j.shot('instance-started', fresh);
          await fresh.getByRole('checkbox').check();
          await page.getByRole('link', { name: m['modules.action.view'], exact: true }).click();
          const facts = page.getByRole('table', { name: m['modules.seriesView.facts'] });
          await facts.waitFor({ timeout: 20_000 });
          expect(await facts.getByRole('row', { name: /^Patient Name/ }).innerText()).toContain(
            'Paul Member',
          );
          expect(await facts.getByRole('row', { name: /^Started by/ }).innerText()).toContain(cora.name);
          expect(await facts.getByRole('row', { name: /^Overall Completeness/ }).innerText()).toMatch(/\b0%/);
          await page
            .getByRole('table', { name: m['modules.seriesView.chapters'] })
            .getByRole('link', { name: modulesMsg('modules.seriesView.fillChapter', { name: CHAPTER }) })
            .click();

          // The chapter: nothing to save until answered; complete once every question is.
          await page.getByRole('heading', { level: 1, name: CHAPTER }).waitFor({ timeout: 20_000 });
          const save = page.getByRole('button', { name: m['modules.save'], exact: true });
          const complete = page.getByRole('button', { name: m['modules.markComplete'] });
          await expect.poll(() => save.isDisabled()).toBe(true);
          expect(await complete.isDisabled()).toBe(true);
          await answerSocialHealth(page, paulSays);
          await expect.poll(() => complete.isEnabled()).toBe(true);
          await complete.click();
          await page.getByText(m['modules.success.markedComplete']).waitFor({ timeout: 20_000 });
          await page.getByText(m['modules.locked']).waitFor();
          await page.getByText(modulesMsg('modules.savedCompleteness', { n: 100 })).waitFor();
          await j.shot('chapter-complete', page.getByText(m['modules.locked']));

          // Users → Paul → View Reports: the new screener report on top, dated today.
          await j.menu(s['shell.menu.users'], s['shell.menu.management']);
          await page.getByRole('heading', { level: 1, name: u['users.manage.title'] }).waitFor();
          await page.getByRole('searchbox', { name: 'Search' }).fill('Paul Member');
          await page.getByRole('checkbox', { name: /^Select Paul Member \(/ }).check();
          await page.getByRole('link', { name: u['users.action.viewReports'], exact: true }).click();
          const reports = page.getByRole('table', { name: r['reports.completed.title'] });
          const linkText = `${SERIES} ${r['reports.completed.selfCareSuffix']}`;
          const newest = reports
            .getByRole('row')
            .filter({ has: page.getByRole('link', { name: linkText }) })
            .first();
          await newest.waitFor({ timeout: 20_000 });
          expect((await newest.getByRole('cell').nth(1).innerText()).trim()).toBe(today());
          // Below today's, the screener that brought him in, nine months ago (issue 20).
          const dates = await reportRowDates(reports, linkText);
          expect(dates.filter((date) => date !== today())).toEqual(
            seededDates(stack, ['demo-round-paul-shs-1']),
          );
          await newest.getByRole('link', { name: linkText }).click();

          // The report says what Paul answered and the risk it makes.
          await page
            .getByRole('heading', { level: 1, name: r['reports.screener.title'] })
            .waitFor({ timeout: 20_000 });
          await page.getByText('Paul Member', { exact: true }).first().waitFor();
          await page.getByText(riskLabel(expected.level), { exact: true }).waitFor();
          await page.getByText(reportsMsg('reports.score', { score: expected.score })).waitFor();
          const results = page.getByRole('region', { name: r['reports.screener.results'] });
          const lives = results.getByRole('row', {
            name: new RegExp(`^${screenerEn['screener.q.household2_size']}`),
          });
          expect(await lives.getByRole('cell').innerText()).toBe(screenerEn['screener.q.household2_size.0']);
          await j.shot('paul-report');
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
