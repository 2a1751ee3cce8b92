import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dashboardEn as d } from '@circles/shared/messages/dashboard.en';
import { kitEn } from '@circles/shared/messages/kit.en';
import { reportsEn as r } from '@circles/shared/messages/reports.en';
import { signInDemo } from '../support/modules';
import { useBrowserStack } from '../support/stack';
import { expectNoAxeViolations, expectShell, newAppContext, signIn } from './app-support';

/**
 * The screens reports-web.test.ts does not open, each checked by axe (issue 11): the three historic
 * report screens reached from a member's Completed Reports, /GroupReports, the Coordinator's and the
 * Volunteer's dashboards, and a member's dashboard as their Volunteer sees it. One sign-in per role.
 */
const env = useBrowserStack();

/** Waits until the combined-flag alert (shown 400 ms after a flagged round, for 5 s) is gone, for axe. */
async function alertGone(page: Page): Promise<void> {
  await page.getByText(d['dashboard.selectedCollectionAlert']).waitFor({ state: 'hidden', timeout: 15_000 });
}

/** Signs a demo user of this role in at `path` and waits for the shell. */
async function signedInPage(role: string, path: string): Promise<Page> {
  const who = env.stack().demo.find((x) => x.role === role)!;
  const context = await newAppContext(env.browser(), env.stack().apiUrl);
  const page = await context.newPage();
  await page.goto(`${env.stack().apiUrl}${path}`);
  await signIn(page, who.login, who.password);
  await expectShell(page);
  return page;
}

/** The level-1 heading with exactly this text. */
const h1 = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' });

/** Checks /GroupReports lists `member`'s completed reports (filtered to that member), then runs axe. */
async function expectGroupReports(page: Page, member: string, series: string[]): Promise<void> {
  await page.goto(`${env.stack().apiUrl}/GroupReports`);
  await h1(page, r['reports.list.groupTitle']).waitFor({ timeout: 15_000 });
  const table = page.getByRole('table', { name: r['reports.completed.title'] });
  await table.waitFor({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  // The search narrows the table to one member (the first filter column is Member).
  await page.getByRole('searchbox', { name: kitEn['kit.table.search'] }).fill(member);
  await expect.poll(() => table.getByRole('link', { name: member, exact: true }).count()).toBeGreaterThan(0);
  for (const name of series) {
    await table
      .getByRole('link', { name: `${name} ${r['reports.completed.selfCareSuffix']}` })
      .first()
      .waitFor();
  }
  await expectNoAxeViolations(page);
}

describe('historic reports, group reports and the helpers’ dashboards in the browser', () => {
  it("the Admin opens each of Mary's historic report kinds from her Completed Reports, then the group's reports", async () => {
    const sessions = await signInDemo(env.stack());
    const page = await signedInPage('Admin', `/MainReports/${sessions.mary.id}`);
    try {
      await h1(page, r['reports.completed.title']).waitFor({ timeout: 15_000 });
      const table = page.getByRole('table', { name: r['reports.completed.title'] });
      await table.getByRole('link').first().waitFor({ timeout: 15_000 });
      await expectNoAxeViolations(page);

      // Each completed series kind of Mary's seed links to its historic screen, titled as spec 000 §2 says.
      const kinds: { series: string; path: RegExp; title: string }[] = [
        {
          series: r['reports.series.communityConnections'],
          path: /\/history\/ccReport\/[^/]+$/,
          title: r['reports.myReports'],
        },
        {
          series: r['reports.series.socialHealthScreener'],
          path: /\/history\/screenerReport\/[^/]+$/,
          title: r['reports.screener.title'],
        },
        {
          series: r['reports.series.qoflShort'],
          path: /\/history\/qoflReport\/[^/]+$/,
          title: r['reports.qofl.shortTitle'],
        },
      ];
      for (const kind of kinds) {
        const link = table
          .getByRole('link', { name: `${kind.series} ${r['reports.completed.selfCareSuffix']}`, exact: true })
          .first();
        await link.click();
        await page.waitForURL(kind.path);
        await h1(page, kind.title).waitFor({ timeout: 15_000 });
        await page
          .getByText(new RegExp(`^${r['reports.lastModified'].replace(' {date}', '')}`))
          .waitFor({ timeout: 15_000 });
        await page.getByRole('button', { name: r['reports.download'] }).waitFor();
        if (kind.title === r['reports.screener.title']) {
          await page.getByRole('heading', { name: r['reports.screener.results'] }).waitFor();
        } else if (kind.title === r['reports.qofl.shortTitle']) {
          await page.getByRole('heading', { name: r['reports.cc.highlights'] }).waitFor();
        } else {
          await page.getByRole('heading', { name: r['reports.cc.highlights'] }).waitFor();
        }
        await alertGone(page);
        await expectNoAxeViolations(page);
        await page.goBack();
        await table.getByRole('link').first().waitFor({ timeout: 15_000 });
      }

      await expectGroupReports(page, 'Paul Member', [
        r['reports.series.communityConnections'],
        r['reports.series.socialHealthScreener'],
      ]);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it("the Coordinator's dashboard shows her own tasks and Paul's series; her group's reports list Paul's", async () => {
    const page = await signedInPage('Coordinator', '/');
    try {
      await h1(page, /^Viewing Cora Coordinator's dashboard$/).waitFor({ timeout: 15_000 });
      // Her own series (spec 000 §2: 'for self'): the seed assigns her none.
      const own = page.getByRole('region', { name: d['dashboard.currentTasks'] });
      await own.getByText(d['dashboard.empty.noSeriesAssigned']).waitFor({ timeout: 15_000 });
      // Paul's open series (the dashboard lists the incomplete ones): his Quality Life Series.
      const paul = page.getByRole('region', { name: `${d['dashboard.assignedSeries']}: Paul Member` });
      await paul
        .getByRole('heading', { level: 3, name: r['reports.series.qoflSeries'], exact: true })
        .waitFor({ timeout: 15_000 });
      expect(await page.getByRole('alert').count()).toBe(0);
      await expectNoAxeViolations(page);

      await expectGroupReports(page, 'Paul Member', [r['reports.series.communityConnections']]);
    } finally {
      await page.context().close();
    }
  }, 90_000);

  it("the Volunteer's dashboard shows Mary's series, and Mary's own dashboard opens for him", async () => {
    const sessions = await signInDemo(env.stack());
    const page = await signedInPage('Volunteer', '/');
    try {
      await h1(page, /^Viewing Victor Volunteer's dashboard$/).waitFor({ timeout: 15_000 });
      const mary = page.getByRole('region', { name: `${d['dashboard.assignedSeries']}: Mary Member` });
      await mary.waitFor({ timeout: 15_000 });
      // Mary's open series (the dashboard lists the incomplete ones): her screener, not started.
      await mary
        .getByRole('heading', { level: 3, name: r['reports.series.socialHealthScreener'], exact: true })
        .waitFor({ timeout: 15_000 });
      // Paul is the Coordinator's member, not the Volunteer's.
      expect(await page.getByText('Paul Member').count()).toBe(0);
      await expectNoAxeViolations(page);

      await page.goto(`${env.stack().apiUrl}/Dashboard/${sessions.mary.id}`);
      await h1(page, "Viewing Mary Member's dashboard").waitFor({ timeout: 15_000 });
      await page
        .getByRole('heading', { name: d['dashboard.section.healthAlert'] })
        .waitFor({ timeout: 15_000 });
      // Her latest figures of every series (issue 20): every tile filled, with its series and date.
      await page
        .locator('[data-tile]')
        .first()
        .getByText(/^From /)
        .waitFor({ timeout: 15_000 });
      expect(await page.locator('[data-tile]', { hasText: 'Not Available' }).count()).toBe(0);
      await alertGone(page);
      await expectNoAxeViolations(page);
    } finally {
      await page.context().close();
    }
  }, 90_000);
});
