import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ROLES, type Role } from '@circles/shared/access/types';
import { VISITOR_ROUTES } from '../../web/src/app/routes/route-access';
import { useBrowserStack } from '../support/stack';
import { expectShell, newAppContext, signIn } from './app-support';
import {
  checkScreen,
  logProblem,
  openInApp,
  routesOf,
  screenshot,
  seededIds,
  settle,
  VIEWPORTS,
  watchPage,
  type SeededIds,
  type Watched,
} from './screens-support';

/*
 * Every screen of the router's table (web/src/app/routes/route-access.ts), as each role that may use it
 * and as a visitor, at a phone and a laptop width, with real seeded records: fails on sideways scrolling
 * of the page, a console error, a failed request or an axe violation. One browser; one signed-in context
 * per role with a tab per width; screens open inside the running app. `SCREENS_DIR=/tmp/screens` also
 * saves each screen as <role>-<route>-<width>.png (and problems.txt as they are found);
 * `SCREENS_ONLY=<regexp>` narrows a local run to some route paths.
 */
const env = useBrowserStack();
let ids: SeededIds;
beforeAll(async () => {
  ids = await seededIds(env.stack());
});

/** The first demo sign-in of a role (Mary for Patient). */
function demoOf(role: Role) {
  const person = env.stack().demo.find((d) => d.role === role);
  if (!person) throw new Error(`No demo ${role}`);
  return person;
}

/** A signed-in tab per width: the first signs in, the second restores the same session. */
async function signedInPages(
  role: Role,
): Promise<{ pages: { page: Page; width: number; watched: Watched }[]; context: BrowserContext }> {
  const context = await newAppContext(env.browser(), env.stack().apiUrl);
  const person = demoOf(role);
  const pages: { page: Page; width: number; watched: Watched }[] = [];
  for (const viewport of VIEWPORTS) {
    const page = await context.newPage();
    const watched = watchPage(page);
    await page.setViewportSize(viewport);
    await page.goto(`${env.stack().apiUrl}/`);
    if (pages.length === 0) await signIn(page, person.login, person.password);
    // The side menu hides in its drawer on a phone: the top bar's account menu shows the shell.
    await page.getByRole('button', { name: 'Account menu' }).waitFor({ timeout: 15_000 });
    await settle(page, watched);
    pages.push({ page, width: viewport.width, watched });
  }
  return { pages, context };
}

describe('every screen at a phone and a laptop width (issue 20)', () => {
  it.each(ROLES)(
    'opens every route a %s may use without sideways scrolling, errors, failed requests or axe violations',
    async (role) => {
      const { pages, context } = await signedInPages(role);
      const problems: string[] = [];
      try {
        for (const [n, { path, address }] of routesOf(role, ids).entries()) {
          for (const { page, width, watched } of pages) {
            await openInApp(page, watched, address);
            const where = `${role} ${address} @${width}`;
            // axe (most of the time here) on every screen at the phone width, where the layout differs
            // most; at the laptop width on the first screen, for the shell with its drawer open.
            const found = await checkScreen(page, watched, width === VIEWPORTS[0].width || n === 0);
            if (!(await page.locator('h1').first().isVisible())) found.push('no h1');
            if ((await page.getByRole('heading', { name: 'Error - 404.' }).count()) > 0)
              found.push('not found');
            for (const p of found) {
              problems.push(`${where}: ${p}`);
              logProblem(`${where}: ${p}`);
            }
            await screenshot(page, role, path, width);
          }
        }
      } finally {
        await context.close();
      }
      expect(problems).toEqual([]);
    },
    // A few minutes on a quiet machine; far more when other work shares the two cores.
    1_800_000,
  );

  it('opens every visitor route (login, register, the public screener) the same way', async () => {
    const context = await newAppContext(env.browser(), env.stack().apiUrl);
    const problems: string[] = [];
    try {
      const page = await context.newPage();
      const watched = watchPage(page);
      for (const path of VISITOR_ROUTES) {
        for (const viewport of VIEWPORTS) {
          await page.setViewportSize(viewport);
          await page.goto(`${env.stack().apiUrl}${path}`);
          await settle(page, watched);
          const where = `visitor ${path} @${viewport.width}`;
          for (const p of await checkScreen(page, watched)) {
            problems.push(`${where}: ${p}`);
            logProblem(`${where}: ${p}`);
          }
          await screenshot(page, 'visitor', path, viewport.width);
        }
      }
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('shows Mary the not-found screen at /administration/booklets/management, with no Create Template and no template request', async () => {
    const context = await newAppContext(env.browser(), env.stack().apiUrl);
    try {
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/surveys')) requests.push(r.url());
      });
      await page.goto(`${env.stack().apiUrl}/administration/booklets/management`);
      const mary = demoOf('Patient');
      await signIn(page, mary.login, mary.password);
      await expectShell(page);
      await page.getByRole('heading', { name: 'Error - 404.' }).waitFor({ timeout: 15_000 });
      await settle(page, watchPage(page));
      expect(new URL(page.url()).pathname).toBe('/administration/booklets/management');
      expect(await page.getByRole('button', { name: 'Create Template' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Assign Member' }).count()).toBe(0);
      expect(requests).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
