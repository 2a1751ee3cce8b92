import { beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Role } from '@circles/shared/access/types';
import type { DemoSignIn } from '../../functions/local/seed';
import { useBrowserStack, type StackInfo } from '../support/stack';
import { shellEn } from '@circles/shared/messages/shell.en';
import { shellFr } from '@circles/shared/messages/shell.fr';
import type { Locale } from '@circles/shared/messages/locale';
import { CHOSEN_LOCALE_KEY } from '../../web/src/lib/i18n/chosen-locale';
import { newAppContext, signIn } from './app-support';
import { englishLeftovers } from './english-leftovers';
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
  locale: Locale,
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
    if (!first) {
      await signIn(page, person.login, person.password);
      // The language switch's choice, kept on the device (the second window carries it over).
      await page.getByRole('button', { name: shellEn['shell.account.menu'] }).waitFor({ timeout: 15_000 });
      // Nothing in flight when the page reloads (an aborted request would count as a failure).
      await settle(page, watched);
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
        key: CHOSEN_LOCALE_KEY,
        value: locale,
      });
      await page.reload();
    }
    // The side menu hides in its drawer on a phone: the top bar's account menu shows the shell.
    const menu = locale === 'fr' ? shellFr['shell.account.menu'] : shellEn['shell.account.menu'];
    await page.getByRole('button', { name: menu }).waitFor({ timeout: 15_000 });
    await settle(page, watched);
    windows.push({ page, width: viewport.width, watched });
  }
  return windows;
}

/**
 * Opens every route `role` may use at both widths and answers the problems found, each as
 * `<role> <address> @<width>: <problem>`. axe runs on every screen at the phone width, where the
 * layout differs most, and at the laptop width on the first screen, for the shell with its drawer open.
 * In French (issue 25) the same checks run, axe only on the first screen (the pages are the same but
 * for their words), and each screen must show no English text of the catalogue.
 */
export async function roleScreenProblems(
  screens: ReturnType<typeof useScreens>,
  role: Role,
  locale: Locale = 'en',
): Promise<string[]> {
  const contexts: BrowserContext[] = [];
  const problems: string[] = [];
  const french = locale === 'fr';
  try {
    const windows = await signedInWindows(screens, role, contexts, locale);
    for (const [n, { path, address }] of routesOf(role, screens.ids()).entries()) {
      // Both widths load the screen at once: most of a screen's opening is waiting for its data.
      await Promise.all(windows.map(({ page, watched }) => openInApp(page, watched, address)));
      for (const { page, width, watched } of windows) {
        const where = `${role}${french ? ' fr' : ''} ${address} @${width}`;
        const axe = french ? n === 0 : width === VIEWPORTS[0].width || n === 0;
        const found = await checkScreen(page, watched, axe);
        if (!(await page.locator('h1').first().isVisible())) found.push('no h1');
        const notFound = french ? shellFr['shell.notFound.title'] : shellEn['shell.notFound.title'];
        if ((await page.getByRole('heading', { name: notFound }).count()) > 0) found.push('not found');
        if (french) {
          if ((await page.locator('html').getAttribute('lang')) !== 'fr') found.push('html lang is not fr');
          found.push(...(await englishLeftovers(page)));
        }
        for (const p of found) {
          problems.push(`${where}: ${p}`);
          logProblem(`${where}: ${p}`);
        }
        await screenshot(page, french ? `${role}-fr` : role, path, width);
      }
    }
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
  return problems;
}
