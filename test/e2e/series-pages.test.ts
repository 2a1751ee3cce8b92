import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { modulesEn as m } from '@circles/shared/messages/modules.en';
import { usersEn as u } from '@circles/shared/messages/users.en';
import { signInDemo, apiAs } from '../support/modules';
import { useBrowserStack } from '../support/stack';
import { expectNoAxeViolations, expectShell, newAppContext, signIn } from './app-support';

const env = useBrowserStack();

const ONE_QUESTION = {
  pages: [{ name: 'p1', elements: [{ type: 'text', name: 'q1', title: 'Anything to add?' }] }],
};

/** Picks a choice in the open dialog's kit pick list and adds it. */
async function pickAndAdd(page: Page, label: string, name: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  const picker = dialog.getByLabel(label, { exact: true });
  await picker.selectOption({ label: name });
  await picker
    .locator('xpath=ancestor::div[contains(@class,"MuiBox-root")][1]')
    .getByRole('button', { name: 'Add' })
    .click();
}

/** Chooses an option of an MUI select (its listbox opens in a popover). */
async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Module templates made by the Admin over the API, named after the test's stamp. */
async function makeTemplates(
  names: string[],
): Promise<{ ids: string[]; sessions: Awaited<ReturnType<typeof signInDemo>> }> {
  const sessions = await signInDemo(env.stack());
  const admin = apiAs(env.stack().apiUrl, sessions.admin);
  const ids: string[] = [];
  for (const name of names) {
    const res = await admin('POST', '/api/surveys', { body: { name, surveyJSON: ONE_QUESTION } });
    expect(res.status).toBe(201);
    ids.push(res.body.survey._id as string);
  }
  return { ids, sessions };
}

async function openAsCoordinator(path: string) {
  const context = await newAppContext(env.browser(), env.stack().apiUrl);
  const page = await context.newPage();
  await page.goto(`${env.stack().apiUrl}${path}`);
  await signIn(page, 'coordinator@circles.example.org', env.stack().demo[0]!.password);
  await expectShell(page);
  return { context, page };
}

describe('Coordinator workbook panel and the Start a Series page in the browser', () => {
  it('a Coordinator creates a workbook, sees its modules in its box, and sets it as Paul’s default', async () => {
    const stamp = Date.now();
    const names = [`Welcome ${stamp}`, `Goals ${stamp}`];
    const { sessions } = await makeTemplates(names);
    const workbookName = `Starter Workbook ${stamp}`;
    const { context, page } = await openAsCoordinator('/administration/workbook/management');
    try {
      await page.getByRole('button', { name: m['modules.workbook.create'] }).click();
      const dialog = page.getByRole('dialog', { name: m['modules.workbook.create'] });
      await dialog.waitFor();
      await dialog.getByLabel(/Workbook Name/).fill(workbookName);
      for (const name of names) await pickAndAdd(page, m['modules.series.moduleTemplates'], name);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: m['modules.create'] }).click();
      await page.getByText(m['modules.success.created']).waitFor();
      await dialog.waitFor({ state: 'hidden' });

      const box = page.getByRole('button', { name: workbookName, exact: true });
      await box.click();
      await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
      for (const name of names)
        await page.getByRole('link', { name: `${m['modules.workbook.editModule']} ${name}` }).waitFor();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: m['modules.workbook.setDefault'] }).click();
      const assign = page.getByRole('dialog');
      await assign.waitFor();
      await assign.getByRole('combobox', { name: u['users.field.workbooks'] }).fill(workbookName);
      await page.getByRole('option', { name: workbookName, exact: true }).click();
      await assign.getByRole('combobox', { name: u['users.field.members'] }).fill('Paul');
      await page.getByRole('option', { name: 'Paul Member', exact: true }).click();
      await expectNoAxeViolations(page);
      await assign.getByRole('button', { name: u['users.action.assign'] }).click();
      await page.getByText(m['modules.success.workbooksAssigned']).waitFor();
    } finally {
      await context.close();
    }
    const paul = await apiAs(env.stack().apiUrl, sessions.paul)('GET', '/api/workbooks/user');
    expect(paul.status).toBe(200);
    const defaults = (paul.body as { name: string; surveys: { name: string }[] }[]).find(
      (w) => w.name === workbookName,
    );
    expect(defaults?.surveys.map((s) => s.name)).toEqual(names);
  });

  it('a Coordinator starts a series for an assigned member on the Start a Series page and lands on the instances', async () => {
    const stamp = Date.now();
    const { ids, sessions } = await makeTemplates([`Arrival ${stamp}`, `Review ${stamp}`]);
    const seriesName = `Newcomers ${stamp}`;
    const created = await apiAs(env.stack().apiUrl, sessions.admin)('POST', '/api/collections', {
      body: { name: seriesName, surveyList: ids },
    });
    expect(created.status).toBe(201);
    const { context, page } = await openAsCoordinator('/administration/workbook/management');
    try {
      // Reached from the Series tab's Series Instances view.
      await page.getByRole('tab', { name: m['modules.manage.tab.series'] }).click();
      await page.getByRole('button', { name: m['modules.series.view.instances'] }).click();
      await page.getByRole('link', { name: m['modules.startSeries.link'] }).click();
      await page.getByRole('heading', { name: m['modules.startSeriesPage.title'] }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/collections/start');

      await page.getByRole('button', { name: m['modules.start'] }).click();
      await page.getByText(m['modules.validation.selectPatient']).waitFor();
      await page.getByText(m['modules.validation.selectSeries']).waitFor();
      await expectNoAxeViolations(page);

      // Only the Coordinator's assigned members (Paul), not Mary of the same facility (issue 9).
      await page.getByRole('combobox', { name: /^Member/ }).click();
      const offered = await page.getByRole('listbox').getByRole('option').allInnerTexts();
      expect(offered).toContain('Paul Member');
      expect(offered).not.toContain('Mary Member');
      await page.keyboard.press('Escape');
      await page.getByRole('listbox').waitFor({ state: 'detached' });

      await page.getByLabel(m['modules.field.memberSearch']).fill('Paul');
      await choose(page, /^Member/, 'Paul Member');
      await choose(page, /^Series/, seriesName);
      await page.getByRole('button', { name: m['modules.start'] }).click();

      await page.waitForURL(/\/administration\/booklets\/management$/);
      await page.getByText(m['modules.success.memberSeriesCreated']).waitFor();
      const table = page.getByRole('table', { name: m['modules.series.view.instances'] });
      const row = table.getByRole('row').filter({ hasText: seriesName }).filter({ hasText: 'Paul Member' });
      await row.waitFor();
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
});
