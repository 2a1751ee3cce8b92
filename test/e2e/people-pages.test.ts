import { describe, expect, it } from 'vitest';
import { usersEn as m } from '@circles/shared/messages/users.en';
import { callApi } from '../support/api';
import { useBrowserStack } from '../support/stack';
import { expectNoAxeViolations, expectShell, newAppContext, signIn, viewerAddress } from './app-support';
import { demoOf, memberInProgram, tokenOf } from './people-support';

const env = useBrowserStack();

describe('people: the per-user pages of Manage Users', () => {
  it('edits a profile, disables and enables the account, creates and toggles a research ID, completes a program', async () => {
    const stack = env.stack();
    const { id, name, admin } = await memberInProgram(
      stack,
      {
        first: 'Rhea',
        password: 'Rhea#Start2026',
        info: { gender: 'Female', dateOfBirth: '1952-06-07', language: 'French' },
        phone: true,
      },
      'Quality Life - phone',
    );

    const context = await newAppContext(env.browser(), stack.apiUrl);
    const page = await context.newPage();
    try {
      await page.goto(`${stack.apiUrl}/administration/users/edit/${id}`);
      await signIn(page, admin.login, admin.password);
      await expectShell(page);
      await page.getByRole('heading', { level: 1, name: m['users.edit.title'] }).waitFor();
      await page.getByLabel(/^Name/).fill(`${name} Renamed`);
      await page.getByLabel(/^Phone/).fill('');
      await page.getByRole('button', { name: m['users.action.saveUserProfile'] }).click();
      await page.getByText('Please ensure all fields are filled out').first().waitFor();
      await page.getByLabel(/^Phone/).fill('5195550199');
      await page.getByRole('button', { name: m['users.action.saveUserProfile'] }).click();
      await page.getByText(m['users.success.profileSaved']).waitFor();
      await expectNoAxeViolations(page);
      expect(
        await page.getByRole('link', { name: m['users.action.backToManage'] }).getAttribute('href'),
      ).toBe('/administration/users/management');

      await page.goto(`${stack.apiUrl}/administration/users/ed/${id}`);
      await page.getByText(m['users.ed.enabled']).waitFor();
      await page.getByRole('button', { name: m['users.action.disable'] }).click();
      await page.getByText(m['users.success.accountStatus']).waitFor();
      await page.getByText(m['users.ed.disabled']).waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: m['users.action.enable'] }).click();
      await page.getByText(m['users.ed.enabled']).waitFor();

      await page.goto(`${stack.apiUrl}/administration/users/research/${id}`);
      await page.getByText(m['users.research.none']).waitFor();
      await page.getByRole('button', { name: m['users.action.createResearch'] }).click();
      await page.getByText(m['users.success.researchCreated']).waitFor();
      const toggle = page.getByRole('switch', { name: m['users.research.enabled'] });
      const before = await toggle.isChecked();
      await toggle.click();
      await page.getByText(m['users.success.researchStatus']).waitFor();
      await expect.poll(() => toggle.isChecked()).toBe(!before);
      await expectNoAxeViolations(page);

      await page.goto(`${stack.apiUrl}/administration/users/complete-program/${id}`);
      await page.getByRole('heading', { level: 1, name: m['users.program.completeTitle'] }).waitFor();
      await page.getByRole('radio', { name: /^Quality Life - phone/ }).check();
      await page.getByLabel(/^End date/).fill('2026-03-01');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: m['users.action.completeProgram'] }).click();
      await page.getByText(m['users.success.savedUser']).waitFor();
      await page.getByText(m['users.programs.none']).waitFor();
      const rows = page.getByRole('table', { name: m['users.tab.history'] }).locator('tbody tr');
      await expect
        .poll(() => rows.allInnerTexts())
        .toEqual([expect.stringMatching(/^active\s+Quality Life - phone\s+2026-01-05\s+2026-03-01$/)]);

      await page.goto(`${stack.apiUrl}/administration/users/edit`);
      await page.getByText(m['users.error.properProfileId']).waitFor();
    } finally {
      await context.close();
    }
  }, 120_000);

  it('opens the member edit page from the profile: four tabs, the series list, the profile form', async () => {
    const stack = env.stack();
    const { id, name, admin } = await memberInProgram(
      stack,
      {
        first: 'Edna',
        password: 'Edna#Start2026',
        info: { gender: 'Female', dateOfBirth: '1950-01-02', language: 'English' },
      },
      'Check-in',
    );
    const context = await newAppContext(env.browser(), stack.apiUrl);
    const page = await context.newPage();
    try {
      await page.goto(`${stack.apiUrl}/profile/${id}`);
      await signIn(page, admin.login, admin.password);
      await expectShell(page);
      await page.getByRole('link', { name: m['users.memberEdit.link'] }).click();
      await page.getByRole('heading', { level: 1, name: `Edit Member ${name}` }).waitFor();
      expect(page.url()).toBe(`${stack.apiUrl}/administration/users/member/${id}`);
      expect(await page.getByRole('tab').allTextContents()).toEqual([
        'Series',
        'Assigned Volunteer',
        'Notes',
        'Profile',
      ]);
      await page.getByText(m['users.none'], { exact: true }).waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole('tab', { name: m['users.tab.profile'] }).click();
      await page.getByRole('switch', { name: m['users.action.unlock'] }).click();
      await page.getByLabel(/^Street/).fill('Main Street');
      await page.getByRole('button', { name: m['users.action.save'], exact: true }).click();
      await page.getByText('Street address must start with a number').waitFor();
      await page.getByLabel(/^Street/).fill('12 Main Street');
      await page.getByRole('button', { name: m['users.action.save'], exact: true }).click();
      await page.getByText(m['users.success.changesSaved']).waitFor();
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  it("lets a Coordinator assign a workbook to a member of their facility; it is among the member's workbooks", async () => {
    const stack = env.stack();
    const password = 'Wren#Start2026';
    const member = await memberInProgram(
      stack,
      { first: 'Wren', password, info: { gender: 'Female', dateOfBirth: '1949-03-04', language: 'English' } },
      'Check-in',
    );
    // The member sets their own password (a new account must, before anything else), then lists their workbooks.
    const first = await tokenOf(stack, member.email, password);
    const chosen = await callApi(stack.apiUrl, 'PATCH', `/api/users/${member.id}/password`, {
      token: first.token,
      client: viewerAddress(),
      body: { password: 'Wren#Own2026', confirmPassword: 'Wren#Own2026' },
    });
    expect(chosen.status).toBe(204);
    const mine = async () => {
      const { token } = await tokenOf(stack, member.email, 'Wren#Own2026');
      const res = await callApi<{ _id: string; name: string }[]>(stack.apiUrl, 'GET', '/api/workbooks/user', {
        token,
        client: viewerAddress(),
      });
      expect(res.status).toBe(200);
      return res.body.map((w) => w.name);
    };
    expect(await mine()).toEqual([]);

    const cora = demoOf(stack, 'Coordinator');
    const context = await newAppContext(env.browser(), stack.apiUrl);
    const page = await context.newPage();
    try {
      await page.goto(`${stack.apiUrl}/administration/users/management`);
      await signIn(page, cora.login, cora.password);
      await expectShell(page);
      await page.getByRole('table', { name: m['users.manage.results'] }).waitFor();
      await page.getByRole('button', { name: m['users.action.assignWorkbook'] }).click();
      const dialog = page.getByRole('dialog', { name: m['users.action.assignWorkbook'] });
      const assign = dialog.getByRole('button', { name: m['users.action.assign'], exact: true });
      // The seeded workbook 'Intake' (functions/local/seed-series.ts).
      await dialog.getByRole('combobox', { name: m['users.field.workbooks'] }).fill('Intake');
      await page.getByRole('option', { name: 'Intake', exact: true }).click();
      // Nothing assigned without a client (spec 002 §5.9: the action stops silently).
      expect(await assign.isDisabled()).toBe(true);
      await dialog.getByRole('combobox', { name: m['users.field.members'] }).fill(member.name);
      await page.getByRole('option', { name: member.name, exact: true }).click();
      await expect.poll(() => assign.isEnabled()).toBe(true);
      await expectNoAxeViolations(page);
      await assign.click();
      await page.getByText(m['users.success.workbooksAssigned']).waitFor({ timeout: 15_000 });
      await dialog.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
    expect(await mine()).toEqual(['Intake']);
  });
});
