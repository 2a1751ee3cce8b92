import { describe, expect, it } from 'vitest';
import { ROLES } from '@circles/shared/access/types';
import { VISITOR_ROUTES } from '../../web/src/app/routes/route-access';
import { expectShell, newAppContext, signIn } from './app-support';
import { demoOf, ROLE_SCREENS_TIMEOUT, roleScreenProblems, useScreens } from './every-screen-kit';
import { checkScreen, logProblem, screenshot, settle, VIEWPORTS, watchPage } from './screens-support';

/*
 * Every screen a member (Patient) may use and every visitor screen, at a phone and a laptop width
 * (issue 20; see every-screen-kit.ts; the staff roles have a file each).
 */
const screens = useScreens();

describe('every screen at a phone and a laptop width (issue 20)', () => {
  it('has a file for each role (every-screen-<role>.test.ts): a new role needs its own', () => {
    expect([...ROLES].sort()).toEqual(['Admin', 'Coordinator', 'Patient', 'Volunteer']);
  });

  it(
    'opens every route a Patient may use without sideways scrolling, errors, failed requests or axe violations',
    async () => {
      expect(await roleScreenProblems(screens, 'Patient')).toEqual([]);
    },
    ROLE_SCREENS_TIMEOUT,
  );

  it('opens every visitor route (login, register, the public screener) the same way', async () => {
    const context = await newAppContext(screens.browser(), screens.stack().apiUrl);
    const problems: string[] = [];
    try {
      const page = await context.newPage();
      const watched = watchPage(page);
      for (const path of VISITOR_ROUTES) {
        for (const viewport of VIEWPORTS) {
          await page.setViewportSize(viewport);
          await page.goto(`${screens.stack().apiUrl}${path}`);
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
    const context = await newAppContext(screens.browser(), screens.stack().apiUrl);
    try {
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/surveys')) requests.push(r.url());
      });
      await page.goto(`${screens.stack().apiUrl}/administration/booklets/management`);
      const mary = demoOf(screens.stack(), 'Patient');
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
