import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { modulesEn as m } from '@circles/shared/messages/modules.en';
import { apiAs, signInDemo } from '../support/modules';
import { useBrowserStack } from '../support/stack';
import { expectNoAxeViolations, expectShell, newAppContext, signIn } from './app-support';

const env = useBrowserStack();

const OFTEN = {
  type: 'radiogroup',
  name: 'often',
  title: 'How often do you go out?',
  choices: ['Daily', 'Weekly'],
};
const WHY = { type: 'text', name: 'why', title: 'What takes you out daily?', visibleIf: "{often} = 'Daily'" };

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('module template designer', () => {
  it('adds a question with a logic rule, saves, and a module started from the template follows the rule', async () => {
    const name = `Rule ${Date.now()}`;
    const sessions = await signInDemo(env.stack());
    const created = await apiAs(env.stack().apiUrl, sessions.admin)('POST', '/api/surveys', {
      body: { name, surveyJSON: { pages: [{ name: 'p1', elements: [OFTEN] }] } },
    });
    expect(created.status).toBe(201);
    const templateId = created.body.survey._id as string;
    const admin = env.stack().demo.find((d) => d.role === 'Admin')!;
    const context = await newAppContext(env.browser(), env.stack().apiUrl);
    const page = await context.newPage();
    try {
      await page.goto(`${env.stack().apiUrl}/administration/booklets/template/edit/${templateId}`);
      await signIn(page, admin.login, admin.password);
      await expectShell(page);
      await page.getByRole('heading', { level: 1, name: m['modules.designer.title'] }).waitFor();
      await page.getByText('JSON Editor', { exact: true }).waitFor();

      // The name is required: Save is disabled and the field in its error state while it is empty.
      const nameField = page.getByRole('textbox', { name: m['modules.designer.name'] });
      expect(await nameField.inputValue()).toBe(name);
      await nameField.fill('   ');
      await page.getByText(m['modules.designer.nameRequired']).waitFor();
      expect(await nameField.getAttribute('aria-invalid')).toBe('true');
      expect(await button(page, m['modules.save']).isDisabled()).toBe(true);
      await nameField.fill(`${name} v2`);
      await expect.poll(() => button(page, m['modules.save']).isEnabled()).toBe(true);

      // The question and its rule, through the Creator's JSON editor; the Logic tab lists the rule.
      await page.getByText('JSON Editor', { exact: true }).click();
      await page
        .locator('textarea')
        .first()
        .fill(JSON.stringify({ pages: [{ name: 'p1', elements: [OFTEN, WHY] }] }));
      await page.getByText('Logic', { exact: true }).click();
      await page.getByText("If 'often' == 'Daily', make question 'why' visible").waitFor();
      // Issue 25: the Translations tab (under the tab bar's More at this width) sets each text's French
      // beside its English.
      await page.getByRole('button', { name: 'More' }).first().click();
      await page.getByRole('menuitem', { name: 'Translations' }).click();
      const translations = page.locator('#scrollableDiv-translation');
      await translations.getByText('Français', { exact: true }).waitFor();
      await translations.getByText('How often do you go out?').first().waitFor();
      await button(page, m['modules.save']).click();
      await page.getByText(m['modules.success.saved']).waitFor();

      // The viewer shows the saved template read-only, with its Edit link.
      await page.getByRole('link', { name: m['modules.view'], exact: true }).click();
      await page.getByRole('heading', { level: 1, name: `${name} v2` }).waitFor();
      await page.getByRole('link', { name: m['modules.edit'], exact: true }).waitFor();
      await page.getByText('How often do you go out?').waitFor();
      await expectNoAxeViolations(page);

      // Start a module from it for Mary on the Workbook tab.
      await page.getByRole('link', { name: m['modules.backToModules'] }).click();
      await page.getByRole('heading', { level: 1, name: m['modules.manage.title'] }).waitFor();
      await page.locator(`tr[data-row-id="${templateId}"]`).waitFor();
      await expectNoAxeViolations(page);
      await button(page, m['modules.view.userModules']).click();
      await button(page, m['modules.refresh']).click();
      await page.getByText(m['modules.refreshed']).waitFor();
      await button(page, m['modules.startMemberModule']).click();
      const dialog = page.getByRole('dialog', { name: m['modules.startMemberModule'] });
      await button(dialog as unknown as Page, m['modules.start']).click();
      await dialog.getByText(m['modules.validation.startModuleDialog']).waitFor();
      await dialog.getByRole('combobox', { name: 'Member' }).click();
      await page.getByRole('option', { name: 'Mary Member' }).click();
      await dialog.getByRole('combobox', { name: 'Module' }).click();
      await page.getByRole('option', { name: `${name} v2` }).click();
      // The menu fades out: axe would read its half-transparent items as low contrast.
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: m['modules.start'], exact: true }).click();
      await page.waitForURL(/\/administration\/booklets\/user\/edit\//);
      await page.getByRole('heading', { level: 1, name: `${name} v2` }).waitFor();

      // The rule works in the started module.
      const why = page.getByRole('textbox', { name: /What takes you out daily/ });
      expect(await why.count()).toBe(0);
      await page.getByText('Daily', { exact: true }).click();
      await why.waitFor();
      await page.getByText('Weekly', { exact: true }).click();
      await why.waitFor({ state: 'detached' });
      await expectNoAxeViolations(page);

      // The Admin's View link opens the read-only view, with its Edit link.
      await button(page, m['modules.save']).click();
      await page.getByText(m['modules.success.saved']).waitFor();
      await page.getByRole('link', { name: m['modules.view'], exact: true }).click();
      await page.waitForURL(/\/administration\/booklets\/user\/view\//);
      await page.getByRole('link', { name: m['modules.edit'], exact: true }).waitFor();
      await page.getByText('How often do you go out?').waitFor();
      await expectNoAxeViolations(page);

      // The older member-surveys list shows it with its status.
      await page.goto(`${env.stack().apiUrl}/booklets`);
      await page.getByRole('heading', { level: 1, name: m['modules.memberSurveys.title'] }).waitFor();
      await page.getByRole('link', { name: `${name} v2` }).waitFor();
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
    // A long walk through five screens and the Creator, on a shared 2-core machine.
  }, 240_000);

  it('shows the designer, the Creator and its licence banner included, without axe violations', async () => {
    const admin = env.stack().demo.find((d) => d.role === 'Admin')!;
    const context = await newAppContext(env.browser(), env.stack().apiUrl);
    const page = await context.newPage();
    try {
      await page.goto(`${env.stack().apiUrl}/administration/booklets/management`);
      await signIn(page, admin.login, admin.password);
      await expectShell(page);
      const first = page.locator('tbody tr[data-row-id]').first();
      await first.waitFor();
      await first.click();
      await page.getByRole('link', { name: m['modules.action.edit'], exact: true }).click();
      await page.getByRole('heading', { level: 1, name: m['modules.designer.title'] }).waitFor();
      await page.getByText('JSON Editor', { exact: true }).waitFor();
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
});
