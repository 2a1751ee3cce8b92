import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { callApi } from '../support/api';
import { useBrowserStack } from '../support/stack';
import { expectShell, menuEntries, newAppContext, signIn } from './app-support';

const env = useBrowserStack();

function demo(role: string) {
  const person = env.stack().demo.find((d) => d.role === role);
  if (!person) throw new Error(`No demo ${role}`);
  return person;
}

async function openPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newAppContext(env.browser(), env.stack().apiUrl);
  const page = await context.newPage();
  await page.goto(env.stack().apiUrl + '/');
  return { context, page };
}

/** What each role's side menu shows (spec 000 §2 'Application shell', §6; spec 002 §6). */
const expectedMenus: Record<string, (id: string) => string[]> = {
  Admin: () => [
    'Dashboard -> /',
    'My Profile -> /profile',
    'Users -> /administration/users/management',
    'Modules -> /administration/booklets/management',
    'Projects -> /administration/projects/management',
    'Audit Log -> /administration/audit',
    // Issue 26: the research export (Admins, and staff granted the Researcher permission).
    'Research Exports -> /administration/research',
    // Issue 24: the facilities' services for 'Referred to …'.
    'Follow-up Services -> /administration/followups/services',
    'Reports -> /GroupReports',
    'Screener Leads -> /administration/leads',
  ],
  Coordinator: () => [
    'Dashboard -> /',
    'My Profile -> /profile',
    'Users -> /administration/users/management',
    'WorkBooks -> /administration/workbook/management',
    'Reports -> /GroupReports',
    'Screener Leads -> /administration/leads',
  ],
  Volunteer: () => ['Dashboard -> /', 'My Profile -> /profile', 'Reports -> /MainReports'],
  Patient: (id) => ['Dashboard -> /', 'My Profile -> /profile', `Reports -> /MainReports/${id}`],
};

describe('signing in to the app', () => {
  it.each(['Admin', 'Coordinator', 'Volunteer', 'Patient'])(
    'shows exactly the %s menu after sign-in',
    async (role) => {
      const { context, page } = await openPage();
      try {
        await signIn(page, demo(role).login, demo(role).password);
        await expectShell(page);
        await expect.poll(() => page.evaluate(() => document.title)).toBe('Dashboard - Circles');
        const stored = await page.evaluate(
          () => JSON.parse(localStorage.getItem('circles.session') ?? '{}') as { id?: string; role?: string },
        );
        expect(stored.role).toBe(role);
        const management = page
          .getByRole('navigation', { name: 'Main menu' })
          .getByRole('button', { name: 'Management' });
        expect(await management.count()).toBe(role === 'Admin' || role === 'Coordinator' ? 1 : 0);
        expect(await menuEntries(page)).toEqual(expectedMenus[role]!(stored.id ?? ''));
      } finally {
        await context.close();
      }
    },
  );

  it('shows the spec text when the password is wrong and keeps the form usable', async () => {
    const { context, page } = await openPage();
    try {
      await signIn(page, demo('Admin').login, 'Wrong#Password1');
      await expect
        .poll(() => page.getByRole('alert').allInnerTexts(), { timeout: 15_000 })
        .toEqual(['Your email or password is incorrect.']);
      expect(await page.getByRole('button', { name: 'Sign in', exact: true }).isEnabled()).toBe(true);
      expect(await page.getByLabel('Email or Phone number').inputValue()).toBe(demo('Admin').login);
    } finally {
      await context.close();
    }
  });

  it('asks for the email and password when both are empty', async () => {
    const { context, page } = await openPage();
    try {
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByText('Please enter an email.').waitFor();
      await page.getByText('Please enter your password.').waitFor();
      expect(await page.getByLabel('Email or Phone number').getAttribute('aria-invalid')).toBe('true');
    } finally {
      await context.close();
    }
  });

  it('shows the not-found texts for an unknown path once signed in, and the login screen before', async () => {
    const { context, page } = await openPage();
    try {
      await page.goto(env.stack().apiUrl + '/no/such/page');
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      await signIn(page, demo('Coordinator').login, demo('Coordinator').password);
      await page.getByRole('heading', { name: 'Error - 404.' }).waitFor({ timeout: 15_000 });
      await page.getByText('The page you are looking for does not exist.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/no/such/page');
    } finally {
      await context.close();
    }
  });

  it('keeps the session across a reload, returns to the login screen at / after Logout, and the old token is refused', async () => {
    const { context, page } = await openPage();
    try {
      await signIn(page, demo('Volunteer').login, demo('Volunteer').password);
      await expectShell(page);
      await page.goto(env.stack().apiUrl + '/MainReports');
      await page.getByRole('heading', { name: 'Reports' }).waitFor({ timeout: 15_000 });
      // Amplify keeps the access token in localStorage under `CognitoIdentityServiceProvider.….accessToken`.
      const token = await page.evaluate(
        () => Object.entries(localStorage).find(([key]) => key.endsWith('.accessToken'))?.[1] ?? '',
      );
      const client = '198.19.0.1:443';
      expect(
        (await callApi(env.stack().apiUrl, 'GET', '/api/users/validate', { token, client })).status,
      ).toBe(200);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.evaluate(() => localStorage.getItem('circles.session'))).toBeNull();
      expect(
        (await callApi(env.stack().apiUrl, 'GET', '/api/users/validate', { token, client })).status,
      ).toBe(401);
      await page.reload();
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('opens and closes the drawer with the menu toggle', async () => {
    const { context, page } = await openPage();
    try {
      await signIn(page, demo('Patient').login, demo('Patient').password);
      await expectShell(page);
      const toggle = page.getByRole('button', { name: 'Open or close the menu' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ state: 'hidden' });
      await toggle.click();
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ state: 'visible' });
    } finally {
      await context.close();
    }
  });
});
