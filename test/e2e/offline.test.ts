import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { screenerEn as m } from '@circles/shared/messages/screener.en';
import { shellEn } from '@circles/shared/messages/shell.en';
import { useBrowserStack } from '../support/stack';
import { SAMPLE_ANSWERS, SCREENER_PAGES, choose, expectHeading, fillIntro } from './screener-support';
import { expectShell, signIn } from './app-support';

const env = useBrowserStack();
let clients = 0;

/**
 * The screener in a context that allows the service worker (the other browser tests block it), loaded
 * once to install the worker and once more so the worker controls the page (and keeps config.json).
 */
async function installedScreener(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser().newContext({ serviceWorkers: 'allow' });
  await context.setExtraHTTPHeaders({
    'cloudfront-viewer-address': `10.98.${Math.floor(Math.random() * 250)}.${++clients}:443`,
  });
  const page = await context.newPage();
  await page.goto(`${env.stack().apiUrl}/socialrisk`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expectHeading(page, m['screener.title']);
  return { context, page };
}

describe('offline use (issue 23 item 2)', () => {
  it('opens the screener and the app without a network, and says it is offline', async () => {
    const { context, page } = await installedScreener();
    try {
      await context.setOffline(true);
      await page.reload();
      await expectHeading(page, m['screener.title']);
      expect(await page.getByRole('status').filter({ hasText: m['screener.offline'] }).isVisible()).toBe(
        true,
      );
      await page.goto(`${env.stack().apiUrl}/`);
      await page.getByRole('status').filter({ hasText: shellEn['shell.offline'] }).waitFor();
      await context.setOffline(false);
      await page
        .getByRole('status')
        .filter({ hasText: shellEn['shell.offline'] })
        .waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('keeps a screener submitted offline and sends it when the connection returns', async () => {
    const { context, page } = await installedScreener();
    try {
      await fillIntro(page);
      await page.getByRole('button', { name: m['screener.nav.next'], exact: true }).click();
      for (const [i, names] of SCREENER_PAGES.entries()) {
        for (const name of names) await choose(page, name, SAMPLE_ANSWERS[name]);
        if (i < SCREENER_PAGES.length - 1)
          await page.getByRole('button', { name: m['screener.nav.next'], exact: true }).click();
      }
      await context.setOffline(true);
      await page.getByRole('button', { name: m['screener.nav.submit'], exact: true }).click();
      await page.locator('#screener').getByText(m['screener.submit.waiting']).waitFor();
      // Not the error of a refused screener: nothing is asked of the person.
      expect(await page.getByText(m['screener.submit.error']).count()).toBe(0);
      // Said once to a screen reader (the page's live region), not by a second status beside it.
      expect(await page.getByRole('status').filter({ hasText: m['screener.submit.waiting'] }).count()).toBe(
        1,
      );
      await page.screenshot({ path: '/tmp/offline-screener.png' });
      await context.setOffline(false);
      await expectHeading(page, m['screener.thanks.heading']);
    } finally {
      await context.close();
    }
  });

  it('writes no API answer to a cache or to storage while a member reads her dashboard', async () => {
    const { context, page } = await installedScreener();
    try {
      await page.goto(`${env.stack().apiUrl}/`);
      await signIn(page, 'mary@circles.example.org', env.stack().demo[0]!.password);
      await expectShell(page);
      await page.getByText('Mary', { exact: false }).first().waitFor();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
        }
        return urls;
      });
      // The worker did cache the app (so the check looks at real caches), and nothing of the API.
      expect(cached.some((url) => url.endsWith('/index.html') || url.includes('index.html'))).toBe(true);
      expect(cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
      // Storage holds only the spec's session values (000 §3), Amplify's tokens and the screener's own
      // page state: no answer, score or report.
      const stored = await page.evaluate(() => ({ ...localStorage, ...sessionStorage }));
      for (const key of Object.keys(stored))
        expect(key).toMatch(/^(circles\.session|circles\.screener|CognitoIdentityServiceProvider\.)/);
      expect(JSON.stringify(stored)).not.toMatch(/responseJSON|wellness|Risk/);
    } finally {
      await context.close();
    }
  });
});
