import { describe, expect, it } from 'vitest';
import { dashboardEn as d } from '@circles/shared/messages/dashboard.en';
import { kitEn } from '@circles/shared/messages/kit.en';
import { reportsEn as r } from '@circles/shared/messages/reports.en';
import { shellEn as s } from '@circles/shared/messages/shell.en';
import { usersEn as u } from '@circles/shared/messages/users.en';
import { msg as usersMsg } from '@circles/shared/messages/users';
import { useBrowserStack } from '../support/stack';
import { demoOf } from './people-support';
import {
  JOURNEY_TIMEOUT,
  VIEWPORTS,
  chooseOption,
  countOn,
  expectAccessible,
  startJourney,
  uniqueName,
} from './journey-kit';

/**
 * The Admin's errand (issue 20): read the dashboard's counts, create a member with the wizard, assign
 * her a Volunteer, open another member's reports and download one as PDF, and see the count of active
 * users move.
 */
const env = useBrowserStack();

describe('journey: the Admin (Ada)', () => {
  for (const viewport of VIEWPORTS) {
    it(
      `creates a member with the wizard, assigns Victor, opens Mary's reports, downloads one and reads the counts at ${viewport.label}`,
      async () => {
        const stack = env.stack();
        const ada = demoOf(stack, 'Admin');
        const j = await startJourney(env.browser(), stack, viewport, 'admin');
        const { page } = j;
        try {
          // The dashboard: three counts and the series by template.
          await j.goto('/');
          await j.signIn(ada.login, ada.password);
          await page.getByRole('heading', { level: 1, name: s['shell.menu.dashboard'] }).waitFor();
          const activeBefore = await countOn(page, d['dashboard.admin.totalActiveUsers']);
          expect(activeBefore).toBeGreaterThan(0);
          expect(await countOn(page, d['dashboard.admin.surveysCompleted'])).toBeGreaterThan(0);
          expect(await countOn(page, d['dashboard.admin.surveysInProgress'])).toBeGreaterThan(0);
          const byType = page.getByRole('table', { name: d['dashboard.admin.surveysByType'] });
          await byType.waitFor({ state: 'attached' });
          for (const series of ['Community Connections', 'Social Health Screener - NEW']) {
            const row = byType.getByRole('row', { name: new RegExp(`^${series} \\d+$`) });
            expect(Number(await row.getByRole('cell').innerText())).toBeGreaterThan(0);
          }
          await j.shot('dashboard');

          // Manage Users → Create a User: the four steps of the wizard.
          await j.menu(s['shell.menu.users'], s['shell.menu.management']);
          await page.getByRole('heading', { level: 1, name: u['users.manage.title'] }).waitFor();
          await page.getByRole('link', { name: u['users.action.createUser'] }).click();
          await page.getByRole('heading', { level: 1, name: u['users.wizard.title'] }).waitFor();
          await page.getByText(u['users.wizard.defaultPassword']).waitFor();
          const last = `O'Brien-${uniqueName()}`;
          const name = `Siobhan ${last}`;
          await page.getByLabel(/^First name/).fill('Siobhan');
          await page.getByLabel(/^Last name/).fill(last);
          // The email is suggested from first.last (letters only).
          const suggested = `siobhan.${last.toLowerCase().replace(/[^a-z]/g, '')}@circles.example.org`;
          await expect.poll(() => page.getByLabel(/^Email/).inputValue()).toBe(suggested);
          expect(
            (
              await page
                .getByLabel(/^Password/)
                .first()
                .inputValue()
            ).length,
          ).toBeGreaterThanOrEqual(8);
          await j.shot('wizard-account');
          const next = page.getByRole('button', { name: u['users.action.next'] });
          await next.click();
          await chooseOption(page, /^Language/, u['users.option.language.English']);
          await chooseOption(page, /^Gender/, u['users.option.gender.Female']);
          await next.click();
          await page.getByLabel(/^Date of birth/).fill('1951-03-17');
          await chooseOption(page, /^Role/, s['shell.role.Patient']);
          await chooseOption(page, /^Origin of contact/, u['users.option.origin.newReferral']);
          await j.shot('wizard-details');
          await next.click();
          await page.getByLabel(/^City/).fill('Windsor');
          const create = page.getByRole('button', { name: u['users.action.create'] });
          expect(await create.isEnabled()).toBe(true);
          await create.click();
          await page.getByText(u['users.success.created']).waitFor({ timeout: 20_000 });
          await page.getByRole('heading', { level: 1, name: u['users.manage.title'] }).waitFor();

          // Assign Volunteer: Victor gets the new member.
          await page.getByRole('button', { name: u['users.action.assignVolunteer'] }).click();
          const dialog = page.getByRole('dialog', { name: u['users.assign.title'] });
          const assign = dialog.getByRole('button', { name: u['users.action.assign'] });
          expect(await assign.isDisabled()).toBe(true);
          await dialog.getByRole('combobox', { name: u['users.field.volunteers'] }).fill('Victor');
          await page.getByRole('option', { name: /^Victor Volunteer/ }).click();
          await dialog.getByRole('combobox', { name: u['users.field.members'] }).fill(last);
          await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
          expect(await assign.isEnabled()).toBe(true);
          await j.shot('assign-volunteer', dialog);
          await assign.click();
          await page.getByText(u['users.success.updated']).waitFor();
          await dialog.waitFor({ state: 'hidden' });

          // The new member's account names Victor as her Volunteer.
          await page.getByRole('searchbox', { name: 'Search' }).fill(last);
          const row = page.getByRole('row', { name: new RegExp(`^Select ${name} \\(Member\\)`) });
          await expect.poll(() => row.innerText()).toMatch(/active/);
          await row.getByRole('checkbox').check();
          await page.getByRole('link', { name: u['users.action.viewProfile'], exact: true }).click();
          await page
            .getByRole('heading', { level: 1, name: usersMsg('users.profile.viewingUser', { name }) })
            .waitFor({ timeout: 20_000 });
          await page.getByRole('tab', { name: u['users.tab.assignedVolunteer'] }).click();
          await page.getByRole('link', { name: 'Victor Volunteer' }).waitFor();
          await j.shot('assigned-volunteer');

          // Mary's reports from the one-row toolbar; one opened, one downloaded.
          await j.menu(s['shell.menu.users'], s['shell.menu.management']);
          await page.getByRole('searchbox', { name: 'Search' }).fill('Mary Member');
          await page.getByRole('checkbox', { name: /^Select Mary Member \(/ }).check();
          await page.getByRole('link', { name: u['users.action.viewReports'], exact: true }).click();
          await page.getByRole('heading', { level: 1, name: r['reports.completed.title'] }).waitFor();
          const reports = page.getByRole('table', { name: r['reports.completed.title'] });
          const cc = `${r['reports.series.communityConnections']} ${r['reports.completed.selfCareSuffix']}`;
          const ccRow = reports
            .getByRole('row')
            .filter({ has: page.getByRole('link', { name: cc }) })
            .first();
          await ccRow.waitFor({ timeout: 20_000 });
          const generated = (await ccRow.getByRole('cell').nth(1).innerText()).trim();
          expect(generated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          await j.shot('mary-reports', ccRow);
          const saved = await j.download(() =>
            ccRow.getByRole('button', { name: r['reports.completed.download'] }).click(),
          );
          expect(saved).toEqual({ name: `${generated}_Community_Connections_report.pdf`, head: '%PDF-' });
          await ccRow.getByRole('link', { name: cc }).click();
          await page.getByRole('heading', { level: 1, name: r['reports.myReports'] }).waitFor();
          await page.getByText('Mary Member', { exact: true }).first().waitFor();
          await page.getByRole('heading', { name: r['reports.cc.highlights'] }).waitFor();
          await page.getByRole('button', { name: r['reports.download'] }).waitFor();
          await j.shot('mary-cc-report');

          // The Reports menu: everyone's completed reports, narrowed to Mary's by the search.
          await j.menu(s['shell.menu.reports']);
          await page.getByRole('heading', { level: 1, name: r['reports.list.groupTitle'] }).waitFor();
          const group = page.getByRole('table', { name: r['reports.completed.title'] });
          await group.getByRole('link').first().waitFor({ timeout: 20_000 });
          await page.getByRole('searchbox', { name: kitEn['kit.table.search'] }).fill('Mary Member');
          await expect
            .poll(() => group.getByRole('link', { name: 'Paul Member', exact: true }).count())
            .toBe(0);
          expect(await group.getByRole('link', { name: 'Mary Member', exact: true }).count()).toBeGreaterThan(
            0,
          );
          await j.shot('group-reports');

          // Back on the dashboard the new member counts as an active user.
          await j.menu(s['shell.menu.dashboard']);
          await expect
            .poll(() => countOn(page, d['dashboard.admin.totalActiveUsers']), { timeout: 20_000 })
            .toBe(activeBefore + 1);
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
