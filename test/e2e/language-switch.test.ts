import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dashboardEn } from '@circles/shared/messages/dashboard.en';
import { dashboardFr } from '@circles/shared/messages/dashboard.fr';
import { screenerEn } from '@circles/shared/messages/screener.en';
import { screenerFr } from '@circles/shared/messages/screener.fr';
import { shellFr } from '@circles/shared/messages/shell.fr';
import { usersFr } from '@circles/shared/messages/users.fr';
import { useBrowserStack } from '../support/stack';
import { expectNoAxeViolations, newAppContext, signIn } from './app-support';

const env = useBrowserStack();

/** Mary's profile says English (functions/local/seed.ts): French can only come from the switch. */
const MARY = 'mary@circles.example.org';
const PAUL = 'paul@circles.example.org';

/** A browser that asks for English, at a phone's or a desktop's width. */
async function openAt(width: number, path: string) {
  const context = await newAppContext(env.browser(), env.stack().apiUrl, {
    viewport: { width, height: width < 600 ? 844 : 800 },
    locale: 'en-CA',
    ...(width < 600 ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await page.goto(env.stack().apiUrl + path);
  return { context, page };
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Nothing sticks out sideways: the page is no wider than the screen (the app bar on a phone). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('the language switch (issue 25)', () => {
  it.each([390, 1280])('lets a visitor switch the screener to French and back at %i px', async (width) => {
    const { context, page } = await openAt(width, '/socialrisk');
    try {
      await page.getByRole('heading', { level: 1, name: screenerEn['screener.title'] }).waitFor();
      expect(await htmlLang(page)).toBe('en');
      await page.getByLabel(screenerEn['screener.field.firstName']).fill('Ann');

      await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Français' }).click();
      await page.getByRole('heading', { level: 1, name: screenerFr['screener.title'] }).waitFor();
      expect(await htmlLang(page)).toBe('fr');
      expect(await page.getByLabel(screenerFr['screener.field.firstName']).inputValue()).toBe('Ann');
      const french = page.getByRole('group', { name: 'Langue' }).getByRole('button', { name: 'Français' });
      expect(await french.getAttribute('aria-pressed')).toBe('true');
      expect(await french.locator('[lang="fr"]').textContent()).toBe('Français');
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { level: 1, name: screenerEn['screener.title'] }).waitFor();
      expect(await htmlLang(page)).toBe('en');
      expect(await page.getByLabel(screenerEn['screener.field.firstName']).inputValue()).toBe('Ann');
    } finally {
      await context.close();
    }
  });

  it.each([390, 1280])(
    'keeps the shell in French for Mary across a reload, with server texts in French, at %i px',
    async (width) => {
      const { context, page } = await openAt(width, '/');
      try {
        await signIn(page, MARY, env.stack().demo[0]!.password);
        const welcome = (texts: Record<'dashboard.viewing', string>) =>
          page.getByRole('heading', {
            level: 1,
            name: texts['dashboard.viewing'].replace('{name}', 'Mary Member'),
          });
        await welcome(dashboardEn).waitFor({ timeout: 15_000 });
        const bar = page.getByRole('banner');
        await bar.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Français' }).click();
        await welcome(dashboardFr).waitFor();
        expect(await htmlLang(page)).toBe('fr');
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);

        await page.reload();
        await welcome(dashboardFr).waitFor({ timeout: 15_000 });
        expect(await htmlLang(page)).toBe('fr');
        const french = bar.getByRole('group', { name: shellFr['shell.language.label'] }).getByRole('button', {
          name: 'Français',
        });
        expect(await french.getAttribute('aria-pressed')).toBe('true');

        // A refusal only the server knows of (another member's email): its text comes back in French,
        // although Mary's profile says English, because the web asks in its interface's language.
        await page.goto(env.stack().apiUrl + '/profile');
        await page.getByRole('link', { name: usersFr['users.profile.account'] }).click();
        await page.getByRole('tab', { name: usersFr['users.tab.profile'], exact: true }).click();
        await page.getByRole('switch', { name: usersFr['users.action.unlock'] }).click();
        await page.getByLabel(/^Courriel\W*$/).fill(PAUL);
        const save = page.waitForRequest((r) => r.url().includes('/api/users/') && r.method() === 'PATCH');
        await page.getByRole('button', { name: usersFr['users.action.save'], exact: true }).click();
        const request = await save;
        expect(request.headers()['accept-language']).toBe('fr');
        const answer = await request.response();
        expect(answer?.status()).toBe(400);
        expect(JSON.stringify(await answer?.json())).toContain(usersFr['users.server.emailExists']);
        await page.getByText(usersFr['users.server.emailExists']).waitFor();
      } finally {
        await context.close();
      }
    },
  );
});
