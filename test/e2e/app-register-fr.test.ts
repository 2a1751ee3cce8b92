import { describe, expect, it } from 'vitest';
import { authFr } from '@circles/shared/messages/auth.fr';
import { shellFr } from '@circles/shared/messages/shell.fr';
import { useBrowserStack } from '../support/stack';
import { newAppContext } from './app-support';
import { englishLeftovers } from './english-leftovers';

/*
 * Issue 25's 'done when', its first step: a French-speaking visitor chooses Français, registers and
 * signs in, all in French, and lands on a dashboard in French (no text of the English catalogue).
 */
const env = useBrowserStack();
const fr = (key: keyof typeof authFr) => authFr[key];
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\W*$`);

describe('self-registration in French (issue 25)', () => {
  it('lets a visitor choose French, register, sign in and read the dashboard in French', async () => {
    const context = await newAppContext(env.browser(), env.stack().apiUrl, {
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    try {
      await page.goto(env.stack().apiUrl + '/');
      await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Français' }).click();
      await page.getByRole('link', { name: fr('auth.login.registerLink') }).click();
      await page.getByRole('heading', { name: fr('auth.register.title') }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      expect(await englishLeftovers(page)).toEqual([]);

      const email = `e2e.membre.${Date.now()}@example.org`;
      const password = 'Str0ng!pass';
      await page.getByLabel(label(fr('auth.register.name'))).fill('Hélène Tremblay');
      await page.getByLabel(label(fr('auth.register.email'))).fill(email);
      await page.getByLabel(label(fr('auth.register.password'))).fill(password);
      await page.getByLabel(label(fr('auth.register.confirmPassword'))).fill(password);
      await page.getByRole('checkbox', { name: fr('auth.register.agree') }).check();
      const alerted = new Promise<string>((resolve) => {
        page.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.accept();
        });
      });
      await page.getByRole('button', { name: fr('auth.register.submit') }).click();
      expect(await alerted).toBe(fr('auth.register.success'));

      await page
        .getByRole('button', { name: fr('auth.login.signIn'), exact: true })
        .waitFor({ timeout: 15_000 });
      await page.getByLabel(fr('auth.login.emailOrPhone')).fill(email);
      await page.getByLabel(label(fr('auth.login.password'))).fill(password);
      await page.getByLabel(label(fr('auth.login.password'))).press('Enter');
      await page.getByRole('button', { name: shellFr['shell.account.menu'] }).waitFor({ timeout: 15_000 });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      expect(await englishLeftovers(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
