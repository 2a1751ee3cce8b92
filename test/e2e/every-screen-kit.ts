import { beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Role } from '@circles/shared/access/types';
import type { DemoSignIn } from '../../functions/local/seed';
import { useBrowserStack, type StackInfo } from '../support/stack';
import { newAppContext, signIn } from './app-support';
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
 * and as a visitor, at a phone and a laptop width, with real seeded records (issue 20): fails on sideways
 * scrolling of the page, a console error, a failed request or an axe violation. One file per role
 * (every-screen-<role>.test.ts), so the stack's workers share the screens. One browser; per role, one
 * signed-in window per width, both opening each screen at once; screens open inside the running app.
 * `SCREENS_DIR=/tmp/screens` also saves each screen as <role>-<route>-<width>.png (and problems.txt as
 * they are found); `SCREENS_ONLY=<regexp>` narrows a local run to some route paths.
 */

/** A role's screens: how long a role's run may take (a few minutes when other work shares the cores). */
export const ROLE_SCREENS_TIMEOUT = 900_000;

/** The file's stack and browser, and the seeded ids its screens open (read before its tests). */
export function useScreens(): { stack(): StackInfo; browser(): Browser; ids(): SeededIds } {
  const env = useBrowserStack();
  let ids: SeededIds | undefined;
  beforeAll(async () => {
    ids = await seededIds(env.stack());
  });
  return {
    ...env,
    ids: () => {
      if (!ids) throw new Error('The seeded ids are read before the tests');
      return ids;
    },
  };
}

/** The first demo sign-in of a role (Mary for Patient). */
export function demoOf(stack: StackInfo, role: Role): DemoSignIn {
  const person = stack.demo.find((d) => d.role === role);
  if (!person) throw new Error(`No demo ${role}`);
  return person;
}

interface WidthWindow {
  page: Page;
  width: number;
  watched: Watched;
}

/**
 * A signed-in window per width: the first signs in, the second carries its session over. A window each,
 * not two tabs of one: Chromium draws a tab behind another about once a second, so its animation
 * frames (which the axe check waits for) and its layout work lag.
 */
async function signedInWindows(
  screens: ReturnType<typeof useScreens>,
  role: Role,
  contexts: BrowserContext[],
) {
  const person = demoOf(screens.stack(), role);
  const windows: WidthWindow[] = [];
  for (const viewport of VIEWPORTS) {
    const first = windows[0];
    const context = await newAppContext(screens.browser(), screens.stack().apiUrl, {
      viewport,
      ...(first ? { storageState: await first.page.context().storageState() } : {}),
    });
    contexts.push(context);
    const page = await context.newPage();
    const watched = watchPage(page);
    await page.goto(`${screens.stack().apiUrl}/`);
    if (!first) await signIn(page, person.login, person.password);
    // The side menu hides in its drawer on a phone: the top bar's account menu shows the shell.
    await page.getByRole('button', { name: 'Account menu' }).waitFor({ timeout: 15_000 });
    await settle(page, watched);
    windows.push({ page, width: viewport.width, watched });
  }
  return windows;
}

/**
 * Opens every route `role` may use at both widths and answers the problems found, each as
 * `<role> <address> @<width>: <problem>`. axe runs on every screen at the phone width, where the
 * layout differs most, and at the laptop width on the first screen, for the shell with its drawer open.
 */
export async function roleScreenProblems(
  screens: ReturnType<typeof useScreens>,
  role: Role,
): Promise<string[]> {
  const contexts: BrowserContext[] = [];
  const problems: string[] = [];
  try {
    const windows = await signedInWindows(screens, role, contexts);
    for (const [n, { path, address }] of routesOf(role, screens.ids()).entries()) {
      // Both widths load the screen at once: most of a screen's opening is waiting for its data.
      await Promise.all(windows.map(({ page, watched }) => openInApp(page, watched, address)));
      for (const { page, width, watched } of windows) {
        const where = `${role} ${address} @${width}`;
        const found = await checkScreen(page, watched, width === VIEWPORTS[0].width || n === 0);
        if (!(await page.locator('h1').first().isVisible())) found.push('no h1');
        if ((await page.getByRole('heading', { name: 'Error - 404.' }).count()) > 0) found.push('not found');
        for (const p of found) {
          problems.push(`${where}: ${p}`);
          logProblem(`${where}: ${p}`);
        }
        await screenshot(page, role, path, width);
      }
    }
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
  return problems;
}
