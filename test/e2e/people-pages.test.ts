import { describe, expect, it } from 'vitest';
import { usersEn as m } from '@circles/shared/messages/users.en';
import { callApi } from '../support/api';
import { useBrowserStack } from '../support/stack';
import { expectNoAxeViolations, expectShell, newAppContext, signIn, viewerAddress } from './app-support';
import { demoOf, tokenOf, uniqueLetters } from './people-support';

const env = useBrowserStack();

describe('people: the per-user pages of Manage Users', () => {
  it('edits a profile, disables and enables the account, creates and toggles a research ID, completes a program', async () => {
    const stack = env.stack();
    const admin = demoOf(stack, 'Admin');
    const { token } = await tokenOf(stack, admin.login, admin.password);
    const client = viewerAddress();
    const name = `Rhea ${uniqueLetters()}`;
    const created = await callApi<{ user: { _id: string; version: number } }>(
      stack.apiUrl,
      'POST',
      '/api/users/register',
      {
        token,
        client,
        body: {
          email: `rhea.${uniqueLetters()}@example.org`,
          phone: `519${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
          password: 'Rhea#Start2026',
          role: 'Patient',
          originOfContact: 'New Referral',
          info: { name, gender: 'Female', dateOfBirth: '1952-06-07', language: 'French' },
        },
      },
    );
    expect(created.status).toBe(201);
    const id = created.body.user._id;
    const started = await callApi(stack.apiUrl, 'POST', `/api/users/${id}/programs/start`, {
      token,
      client,
      body: {
        version: created.body.user.version,
        status: 'active',
        activeType: 'Quality Life - phone',
        startDate: '2026-01-05',
      },
    });
    expect(started.status).toBe(200);

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
});
