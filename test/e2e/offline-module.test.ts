import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { modulesEn as m } from '@circles/shared/messages/modules.en';
import { shellEn } from '@circles/shared/messages/shell.en';
import { apiAs, signInDemo } from '../support/modules';
import { useBrowserStack } from '../support/stack';
import { newAppContext, signIn } from './app-support';

const env = useBrowserStack();

/** A one-question module: answering it makes the module complete. */
const NOTE = {
  pages: [{ name: 'p1', elements: [{ type: 'text', name: 'favourite', title: 'Your favourite activity' }] }],
};

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('a module filled offline (issue 23 item 2)', () => {
  it.each([390, 1280])(
    'at %i px keeps the answers while offline, says so below the app bar, and saves them when the connection returns',
    async (width) => {
      const name = `Offline ${Date.now()}`;
      const sessions = await signInDemo(env.stack());
      const created = await apiAs(env.stack().apiUrl, sessions.admin)('POST', '/api/surveys', {
        body: { name, surveyJSON: NOTE, isPublic: false },
      });
      expect(created.status).toBe(201);

      const context = await newAppContext(env.browser(), env.stack().apiUrl, {
        viewport: { width, height: 844 },
      });
      try {
        const page = await context.newPage();
        await page.goto(`${env.stack().apiUrl}/booklets/start`);
        await signIn(page, 'volunteer@circles.example.org', env.stack().demo[0]!.password);
        await page.getByRole('heading', { level: 1, name: m['modules.startPage.title'] }).waitFor();
        await choose(page, 'Member', 'Mary Member');
        await choose(page, 'Module', name);
        await button(page, m['modules.start']).click();
        await page.getByRole('heading', { level: 1, name: m['modules.completing.title'] }).waitFor();
        const id = new URL(page.url()).pathname.split('/').pop()!;

        const favourite = page.getByRole('textbox', { name: /Your favourite activity/ });
        await favourite.fill('Gardening');
        await favourite.press('Tab');
        await context.setOffline(true);
        await button(page, m['modules.save']).click();
        await page.getByText(m['modules.offline.waiting']).waitFor({ timeout: 15_000 });
        // Nothing was lost and nothing was sent: the answer is still on the page, the server has none.
        expect(await favourite.inputValue()).toBe('Gardening');
        // The shell's notice sits in the page, under the app bar: it covers neither the menu nor the account.
        const notice = page.getByRole('status').filter({ hasText: shellEn['shell.offline'] });
        const header = (await page.getByRole('banner').boundingBox())!;
        expect((await notice.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
        await page.screenshot({ path: `/tmp/offline-module-${width}.png` });
        const before = await apiAs(env.stack().apiUrl, sessions.volunteer)('GET', `/api/membersurveys/${id}`);
        expect(before.status).toBe(200);
        expect(JSON.stringify(before.body)).not.toContain('Gardening');

        await context.setOffline(false);
        await expect
          .poll(() => page.getByTestId('saved-completeness').innerText(), { timeout: 15_000 })
          .toBe('Saved: 100% complete');
        const after = await apiAs(env.stack().apiUrl, sessions.volunteer)('GET', `/api/membersurveys/${id}`);
        expect(after.status).toBe(200);
        expect(JSON.stringify(after.body)).toContain('Gardening');
      } finally {
        await context.close();
      }
    },
  );
});
