import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserStack } from '../support/stack';
import {
  axeViolations,
  expectNoAxeViolations,
  expectShell,
  menuEntries,
  newAppContext,
  signIn,
} from './app-support';

const env = useBrowserStack();

/**
 * Runs `check` on a page of a fresh app context, first signed in as the demo user of `role` when one is
 * named (the shell shown), and closes the context whatever happens.
 */
async function onAppPage(
  role: 'Admin' | 'Coordinator' | undefined,
  check: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await newAppContext(env.browser(), env.stack().apiUrl);
  const page = await context.newPage();
  try {
    if (role) {
      const demo = env.stack().demo.find((d) => d.role === role);
      if (!demo) throw new Error(`No demo ${role}`);
      await page.goto(env.stack().apiUrl + '/');
      await signIn(page, demo.login, demo.password);
      await expectShell(page);
    }
    await check(page);
  } finally {
    await context.close();
  }
}

describe('accessibility of the app foundation (axe, WCAG 2.2 AA)', () => {
  it('finds no violations on the login screen, also with field errors shown', async () => {
    await onAppPage(undefined, async (page) => {
      await page.goto(env.stack().apiUrl + '/');
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByText('Please enter an email.').waitFor();
      await expectNoAxeViolations(page);
    });
  });

  it('still finds violations added after a first check of the page (axe is loaded once per page)', async () => {
    await onAppPage(undefined, async (page) => {
      await page.goto(env.stack().apiUrl + '/');
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.evaluate(() => {
        const image = document.createElement('img');
        image.src = '/missing.png';
        const faint = document.createElement('span');
        faint.textContent = 'Faint text';
        faint.style.color = '#eeeeee';
        faint.style.background = '#ffffff';
        document.body.append(image, faint);
      });
      const rules = (await axeViolations(page)).map((v) => v.split(':')[0]);
      expect(rules).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
    });
  });

  it('finds no violations on the register screen', async () => {
    await onAppPage(undefined, async (page) => {
      await page.goto(env.stack().apiUrl + '/register');
      await page.getByRole('button', { name: 'Register' }).waitFor();
      await expectNoAxeViolations(page);
    });
  });

  it('finds no violations in the shell with the Management group and account menu open', async () => {
    await onAppPage('Admin', async (page) => {
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await menuEntries(page);
      await expectNoAxeViolations(page);
      await page.goto(env.stack().apiUrl + '/no-such-screen');
      await page.getByRole('heading', { name: 'Error - 404.' }).waitFor({ timeout: 15_000 });
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
      // axe measures contrast as rendered: wait for the menu's grow transition to finish.
      await expect
        .poll(() =>
          page
            .locator('.MuiMenu-paper')
            .evaluate(
              (el) => getComputedStyle(el).opacity === '1' && getComputedStyle(el).transform === 'none',
            ),
        )
        .toBe(true);
      await expectNoAxeViolations(page);
    });
  });

  it('lets a keyboard user skip to the main content and lands focus on the screen after choosing a menu entry', async () => {
    await onAppPage('Coordinator', async (page) => {
      await page.goto(env.stack().apiUrl + '/profile');
      await page.getByRole('heading', { name: 'My Profile' }).waitFor({ timeout: 15_000 });
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

      const nav = page.getByRole('navigation', { name: 'Main menu' });
      await nav.getByRole('button', { name: 'Management' }).focus();
      await page.keyboard.press('Enter');
      await nav.getByRole('link', { name: 'WorkBooks' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Manage Workbook' }).waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe('/administration/workbook/management');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
      expect(await nav.getByRole('link', { name: 'WorkBooks' }).getAttribute('aria-current')).toBe('page');

      await page.reload();
      await page.getByRole('heading', { name: 'Manage Workbook' }).waitFor({ timeout: 15_000 });
      expect(await nav.getByRole('button', { name: 'Management' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      expect(await nav.getByRole('link', { name: 'WorkBooks' }).getAttribute('aria-current')).toBe('page');
    });
  });

  it('finds no violations on the Coordinator workbook panel, a workbook open and Create Workbook shown', async () => {
    await onAppPage('Coordinator', async (page) => {
      await page.goto(env.stack().apiUrl + '/administration/workbook/management');
      await page.getByRole('button', { name: 'Set Default Workbook' }).waitFor({ timeout: 15_000 });
      const firstBox = page.locator('.MuiAccordionSummary-root').first();
      await firstBox.waitFor({ timeout: 15_000 });
      await firstBox.click();
      await expect.poll(() => firstBox.getAttribute('aria-expanded')).toBe('true');
      await page
        .getByRole('link', { name: /^Edit Module / })
        .first()
        .waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Create Workbook' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Workbook' });
      await dialog.waitFor();
      // axe measures contrast as rendered: wait for the dialog's fade to finish.
      await expect
        .poll(() => page.locator('.MuiDialog-paper').evaluate((el) => getComputedStyle(el).opacity === '1'))
        .toBe(true);
      await expectNoAxeViolations(page);
    });
  });
});
