import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { modulesEn as m } from '@circles/shared/messages/modules.en';
import { msg as usersMsg } from '@circles/shared/messages/users';
import { usersEn as u } from '@circles/shared/messages/users.en';
import { signInDemo } from '../support/modules';
import { useBrowserStack } from '../support/stack';
import { JOURNEY_TIMEOUT, VIEWPORTS, startJourney, type Journey } from './journey-kit';
import { demoOf } from './people-support';

/*
 * Issue 20: signed in as the Volunteer, a member's series and module screens showed user ids where a
 * person's name belongs (the profile's module Details: 'Started by 9fa4…'). Each helper walks their
 * member's profile, its module Details and series at a phone's and a desktop's width: every person is
 * named, and the only ids on screen are the ones the series viewer lists as such (spec 001 §2.7).
 */
const env = useBrowserStack();
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The value of a details list's or table's row, by its label. */
async function detail(scope: Locator, label: string): Promise<string> {
  const dt = scope.locator('dt', { hasText: new RegExp(`^${label}$`) });
  if ((await dt.count()) > 0) return (await dt.locator('xpath=following-sibling::dd[1]').innerText()).trim();
  const row = scope.getByRole('row').filter({ has: scope.page().getByText(label, { exact: true }) });
  return (await row.getByRole('cell').last().innerText()).trim();
}

/** Opens each module's Details on the profile shown: no user id in any; answers Details by module name. */
async function everyModuleDetails(page: Page): Promise<Map<string, string>> {
  const opened = new Map<string, string>();
  const buttons = page.getByRole('button', { name: /^Details of / });
  await buttons.first().waitFor({ timeout: 20_000 });
  for (const button of await buttons.all()) {
    const name = (await button.getAttribute('aria-label'))!;
    await button.click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    const text = await dialog.innerText();
    expect(text, name).not.toMatch(UUID);
    opened.set(name, text);
    await dialog.getByRole('button', { name: u['users.modules.close'] }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  return opened;
}

/** The profile of `member` as `journey`'s helper opens it, and its Details of `moduleName`. */
async function moduleDetails(j: Journey, memberId: string, moduleName: string) {
  await j.goto(`/profile/${memberId}`);
  await j.page
    .getByRole('heading', { level: 1, name: u['users.profile.viewing'] })
    .waitFor({ timeout: 20_000 });
  const all = await everyModuleDetails(j.page);
  expect(all.size).toBeGreaterThan(5);
  const name = usersMsg('users.modules.detailsFor', { name: moduleName });
  await j.page.getByRole('button', { name, exact: true }).click();
  return j.page.getByRole('dialog', { name });
}

describe('helpers see people named on series and module screens, never their user ids (issue 20)', () => {
  for (const viewport of VIEWPORTS) {
    it(
      `the Volunteer reads who started and changed Mary's modules and series at ${viewport.label}`,
      async () => {
        const stack = env.stack();
        const victor = demoOf(stack, 'Volunteer', 'Victor Volunteer');
        const { mary } = await signInDemo(stack);
        const j = await startJourney(env.browser(), stack, viewport, 'names-volunteer');
        try {
          await j.goto('/');
          await j.signIn(victor.login, victor.password);
          // Her Goals module, which Victor started with her two days ago.
          const goals = await moduleDetails(j, mary.id, '[5] Goals');
          expect(await detail(goals, u['users.modules.startedBy'])).toBe('Victor Volunteer');
          expect(await detail(goals, u['users.modules.modifiedBy'])).toBe('Victor Volunteer');
          await j.shot('module-details', goals);
          await goals.getByRole('button', { name: u['users.modules.close'] }).click();

          // Her series, from Edit Member: the viewer names who started and last changed it.
          await j.page.getByRole('link', { name: u['users.memberEdit.link'] }).click();
          const series = j.page.getByRole('list', { name: u['users.tab.series'] });
          await series.getByRole('link', { name: 'Community Connections' }).first().click();
          const facts = j.page.getByRole('table', { name: m['modules.seriesView.facts'] });
          await facts.waitFor({ timeout: 20_000 });
          expect(await detail(facts, m['modules.details.startedBy'])).toBe('Ada Admin');
          expect(await detail(facts, m['modules.details.modifiedBy'])).toBe('Ada Admin');
          expect(await detail(facts, m['modules.seriesView.patient'])).toBe('Mary Member');
          // The one id shown is the patient ID the spec lists (spec 001 §2.7), in its own row.
          const withoutIdRow = (await facts.innerText()).replace(mary.id, '');
          expect(withoutIdRow).not.toMatch(UUID);
          await j.shot('series-view', facts);
          j.expectNoPageErrors();
        } finally {
          await j.close();
        }
      },
      JOURNEY_TIMEOUT,
    );

    it(
      `the Coordinator reads who started Paul's modules at ${viewport.label}`,
      async () => {
        const stack = env.stack();
        const cora = demoOf(stack, 'Coordinator', 'Cora Coordinator');
        const { paul } = await signInDemo(stack);
        const j = await startJourney(env.browser(), stack, viewport, 'names-coordinator');
        try {
          await j.goto('/');
          await j.signIn(cora.login, cora.password);
          // His Social Health module, which Cora started five days ago.
          const social = await moduleDetails(j, paul.id, 'Social Health');
          expect(await detail(social, u['users.modules.startedBy'])).toBe('Cora Coordinator');
          await j.shot('module-details', social);
          j.expectNoPageErrors();
        } finally {
          await j.close();
        }
      },
      JOURNEY_TIMEOUT,
    );
  }
});
