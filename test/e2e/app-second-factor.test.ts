import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { authEn as a } from '@circles/shared/messages/auth.en';
import { shellEn } from '@circles/shared/messages/shell.en';
import { totpCode } from '../../functions/local/totp';
import { callApi } from '../support/api';
import { useBrowserStack } from '../support/stack';
import {
  CODE_LABEL,
  PASSWORD_LABEL,
  enrolAuthenticator,
  expectNoAxeViolations,
  signIn,
  viewerAddress,
} from './app-support';
import { screenshot } from './screens-support';

/**
 * Two-step sign-in in the browser against cognito-local (issue 21), at a phone's and a desktop's
 * width: the authenticator-code challenge of demo staff, the set-up new staff must do before any screen
 * (the QR code, the key written out, the first code: AssociateSoftwareToken, VerifySoftwareToken and
 * SetUserMFAPreference as in AWS), a member turning it on and off, and an Admin's reset.
 */
const env = useBrowserStack();
const WIDTHS = [390, 1280] as const;

function demo(name: string) {
  const person = env.stack().demo.find((d) => d.name === name);
  if (!person) throw new Error(`No demo ${name}`);
  return person;
}

async function openPage(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const sized = await env.browser().newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const address = viewerAddress();
  await sized.route(`${env.stack().apiUrl}/api/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'cloudfront-viewer-address': address } }),
  );
  const page = await sized.newPage();
  await page.goto(`${env.stack().apiUrl}/`);
  return { context: sized, page };
}

/** The signed-in shell at any width (on a phone the side menu is a closed drawer: its account button). */
const expectSignedIn = (page: Page) =>
  page.getByRole('button', { name: shellEn['shell.account.menu'] }).waitFor({ timeout: 20_000 });

/** Whether the page scrolls sideways (content wider than the viewport). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function passwordStep(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel('Email or Phone number').fill(login);
  await page.getByLabel(PASSWORD_LABEL).fill(password);
  await page.getByLabel(PASSWORD_LABEL).press('Enter');
}

describe.each(WIDTHS)('two-step sign-in at %i px', (width) => {
  it('asks staff for the authenticator code after the password, refuses a wrong one, then opens the app', async () => {
    const { context, page } = await openPage(width);
    const victor = demo('Victor Volunteer');
    try {
      await passwordStep(page, victor.login, victor.password);
      const code = page.getByLabel(CODE_LABEL);
      await code.waitFor({ timeout: 15_000 });
      await page.getByRole('heading', { name: a['auth.mfa.title'] }).waitFor();
      expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await code.getAttribute('inputmode')).toBe('numeric');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
        .toBe('one-time-code');
      await expectNoAxeViolations(page);
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, 'Volunteer', '/mfa-code', width);
      // Keyboard only: type the code, Enter submits.
      await page.keyboard.type(totpCode(victor.totpSecret!, Date.now() - 10 * 60_000));
      await page.keyboard.press('Enter');
      await page.getByRole('alert').filter({ hasText: a['auth.mfa.wrongCode'] }).waitFor({ timeout: 15_000 });
      await page.keyboard.type(totpCode(victor.totpSecret!));
      await page.keyboard.press('Enter');
      await expectSignedIn(page);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('has new staff set up an authenticator before any screen, with the key written out under the QR code', async () => {
    const admin = demo('Ada Admin');
    const login = await callApi(env.stack().apiUrl, 'POST', '/api/users/login', {
      body: { emailOrPhone: admin.login, password: admin.password },
      client: viewerAddress(),
    });
    const email = `nell.${randomUUID().slice(0, 8)}@example.org`;
    const created = await callApi(env.stack().apiUrl, 'POST', '/api/users/register', {
      token: login.body.token,
      client: viewerAddress(),
      body: {
        email,
        password: 'Default#2026',
        role: 'Coordinator',
        info: { name: 'Nell New', gender: 'Female', dateOfBirth: '1970-01-01', language: 'English' },
      },
    });
    expect(created.status).toBe(201);
    const { context, page } = await openPage(width);
    try {
      await passwordStep(page, email, 'Default#2026');
      await page.getByRole('heading', { name: a['auth.mfa.setupTitle'] }).waitFor({ timeout: 15_000 });
      await page.getByRole('img', { name: a['auth.mfa.qrLabel'] }).waitFor();
      await screenshot(page, 'Coordinator', '/mfa-setup', width);
      expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
      await expectNoAxeViolations(page);
      expect(await scrollsSideways(page)).toBe(false);
      // Going straight to a screen still shows the set-up: the app stays closed.
      await page.goto(`${env.stack().apiUrl}/administration/users/management`);
      await page.getByRole('heading', { name: a['auth.mfa.setupTitle'] }).waitFor({ timeout: 15_000 });
      const key = await enrolAuthenticator(page);
      expect(key).toMatch(/^[A-Z2-7]{32}$/);
      await expectSignedIn(page);
      // The password staff gave comes next (issue 10's gate).
      await page.getByLabel(/^New password/).waitFor({ timeout: 15_000 });
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe('a member opts in, and an Admin resets', () => {
  it('turns an authenticator on from the account page, asks for it at the next sign-in, and an Admin reset turns it off', async () => {
    const mary = demo('Mary Member');
    const admin = demo('Ada Admin');
    let maryId = '';
    const { context, page } = await openPage(390);
    try {
      await signIn(page, mary.login, mary.password);
      await expectSignedIn(page);
      await page.goto(`${env.stack().apiUrl}/account`);
      await page.getByRole('tab', { name: 'Two-step sign-in' }).click();
      await page.getByRole('button', { name: a['auth.mfa.turnOn'] }).click();
      await page.getByRole('img', { name: a['auth.mfa.qrLabel'] }).waitFor({ timeout: 15_000 });
      await expectNoAxeViolations(page);
      expect(await scrollsSideways(page)).toBe(false);
      const key = await enrolAuthenticator(page);
      await screenshot(page, 'Member', '/account-mfa-setup', 390);
      await page.getByText(a['auth.mfa.setupDone']).waitFor({ timeout: 15_000 });
      await screenshot(page, 'Member', '/account-mfa-on', 390);
      await page.getByRole('button', { name: a['auth.mfa.turnOff'] }).waitFor();

      maryId = await page.evaluate(
        () => (JSON.parse(localStorage.getItem('circles.session') ?? '{}') as { id?: string }).id ?? '',
      );
      await page.getByRole('button', { name: shellEn['shell.account.menu'] }).click();
      await page.getByRole('menuitem', { name: shellEn['shell.account.logout'] }).click();
      await passwordStep(page, mary.login, mary.password);
      const code = page.getByLabel(CODE_LABEL);
      await code.fill(totpCode(key));
      await code.press('Enter');
      await expectSignedIn(page);
    } finally {
      await context.close();
    }

    const adminView = await openPage(1280);
    try {
      const { page: adminPage } = adminView;
      await signIn(adminPage, admin.login, admin.password);
      await expectSignedIn(adminPage);
      await adminPage.goto(`${env.stack().apiUrl}/administration/users/view/${maryId}`);
      await adminPage.getByRole('tab', { name: 'Two-step sign-in' }).click();
      await adminPage.getByRole('button', { name: a['auth.mfa.reset'] }).click();
      const dialog = adminPage.getByRole('dialog', { name: a['auth.mfa.resetTitle'] });
      await expectNoAxeViolations(adminPage, '[role="dialog"]');
      await screenshot(adminPage, 'Admin', '/user-mfa-reset', 1280);
      await dialog.getByRole('button', { name: a['auth.mfa.reset'] }).click();
      await adminPage.getByText(a['auth.mfa.resetDone']).waitFor({ timeout: 15_000 });
    } finally {
      await adminView.context.close();
    }
    const again = await callApi(env.stack().apiUrl, 'POST', '/api/users/login', {
      body: { emailOrPhone: mary.login, password: mary.password },
      client: viewerAddress(),
    });
    expect(again.status).toBe(200);
  }, 180_000);
});
