import { describe, expect, it } from 'vitest';
import { CHOSEN_LOCALE_KEY } from '../../web/src/lib/i18n/chosen-locale';
import { VISITOR_ROUTES } from '../../web/src/app/routes/route-access';
import { newAppContext } from './app-support';
import { englishKeyOf, englishLeftovers, englishTextCount } from './english-leftovers';
import { ROLE_SCREENS_TIMEOUT, roleScreenProblems, useScreens } from './every-screen-kit';
import { checkScreen, logProblem, screenshot, settle, VIEWPORTS, watchPage } from './screens-support';

/*
 * Every screen a member (Patient) may use and every visitor screen, in French (issue 25 item 3; see
 * every-screen-kit.ts and english-leftovers.ts; the staff roles have a file each).
 */
const screens = useScreens();

describe('the check for English texts on a French screen', () => {
  it('knows the English texts of the catalogue, plain and with placeholders', () => {
    expect(englishTextCount()).toBeGreaterThan(500);
    expect(englishKeyOf('Account menu')).toBe('shell:shell.account.menu');
    expect(englishKeyOf('  Account\n menu ')).toBe('shell:shell.account.menu');
    expect(englishKeyOf('Menu du compte')).toBeUndefined();
    // Words the catalogue has the same in both languages are not English leftovers.
    expect(englishKeyOf('Question')).toBeUndefined();
    expect(englishKeyOf('Mary Thompson')).toBeUndefined();
  });
});

describe('every screen in French at a phone and a laptop width (issue 25)', () => {
  it(
    'opens every route a Patient may use in French, with no English text of the catalogue and the same checks as in English',
    async () => {
      expect(await roleScreenProblems(screens, 'Patient', 'fr')).toEqual([]);
    },
    ROLE_SCREENS_TIMEOUT,
  );

  it('opens every visitor route (login, register, the public screener) in French the same way', async () => {
    const context = await newAppContext(screens.browser(), screens.stack().apiUrl);
    await context.addInitScript((key) => localStorage.setItem(key, 'fr'), CHOSEN_LOCALE_KEY);
    const problems: string[] = [];
    try {
      const page = await context.newPage();
      const watched = watchPage(page);
      for (const path of VISITOR_ROUTES) {
        for (const [n, viewport] of VIEWPORTS.entries()) {
          await page.setViewportSize(viewport);
          await page.goto(`${screens.stack().apiUrl}${path}`);
          await settle(page, watched);
          const where = `visitor fr ${path} @${viewport.width}`;
          const found = [...(await checkScreen(page, watched, n === 0)), ...(await englishLeftovers(page))];
          if ((await page.locator('html').getAttribute('lang')) !== 'fr') found.push('html lang is not fr');
          for (const p of found) {
            problems.push(`${where}: ${p}`);
            logProblem(`${where}: ${p}`);
          }
          await screenshot(page, 'visitor-fr', path, viewport.width);
        }
      }
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
