import { describe, expect, it } from 'vitest';
import { DEMO_PARTNER_USERS } from '../../functions/local/partner-idp';
import { PARTNER_DEMO_MEMBER } from '../../functions/local/seed-partner';
import { signInDemo } from '../support/modules';
import { requireWebApp, useBrowserStack } from '../support/stack';
import { expectNoAxeViolations, expectShell, newAppContext, PASSWORD_LABEL, signIn } from './app-support';
import { demoOf } from './people-support';

const env = useBrowserStack();
const [linked, unlinked] = DEMO_PARTNER_USERS;

/** Opens the sign-in screen, chooses the partner organisation and signs in there with `who`. */
async function partnerSignIn(who: { email: string; password: string }, width = 1280) {
  requireWebApp(env.stack());
  const context = await newAppContext(env.browser(), env.stack().apiUrl, {
    viewport: { width, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(env.stack().apiUrl + '/');
  await page.getByRole('button', { name: 'Sign in with WECCC' }).waitFor();
  await page.screenshot({ path: `/tmp/partner-signin-${width}.png` });
  await page.getByRole('button', { name: 'Sign in with WECCC' }).click();
  const form = page.getByRole('form', { name: 'Sign in with WECCC' });
  await form.getByLabel('Partner organisation email or username').fill(who.email);
  await form.getByLabel(PASSWORD_LABEL).fill(who.password);
  await form.getByLabel(PASSWORD_LABEL).press('Enter');
  return { context, page };
}

describe('partner-organisation sign-in in the browser (issue 23)', () => {
  it('signs the demo partner user in to the linked member, who lands on her dashboard', async () => {
    const { context, page } = await partnerSignIn(linked!);
    try {
      await expectShell(page);
      await expect.poll(() => page.evaluate(() => document.title)).toBe('Dashboard - Circles');
      const member = env.stack().demo.find((d) => d.login === PARTNER_DEMO_MEMBER)!;
      await expect
        .poll(() => page.getByText(`Viewing ${member.name}'s dashboard`).count(), { timeout: 15_000 })
        .toBe(1);
      // A reload keeps the session Amplify now holds.
      await page.reload();
      await expectShell(page);
    } finally {
      await context.close();
    }
  });

  it.each([390, 1280])(
    "at %i px shows the spec's account-missing text to a partner user linked to no account",
    async (width) => {
      const { context, page } = await partnerSignIn(unlinked!, width);
      try {
        await expect
          .poll(() => page.getByRole('alert').allInnerTexts(), { timeout: 15_000 })
          .toEqual(['This email has no account associated with the system.']);
        await expectNoAxeViolations(page);
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
          ),
        ).toBe(true);
        await page.screenshot({ path: `/tmp/partner-refused-${width}.png` });
      } finally {
        await context.close();
      }
    },
  );

  it("shows the spec's text when the partner refuses the password", async () => {
    const { context, page } = await partnerSignIn({ email: linked!.email, password: 'Wrong#2026' });
    try {
      await expect
        .poll(() => page.getByRole('alert').allInnerTexts(), { timeout: 15_000 })
        .toEqual(['Either your partner organisation email or password is incorrect.']);
    } finally {
      await context.close();
    }
  });

  it.each([390, 1280])("at %i px the Admin reads Mary's partner link on her account page", async (width) => {
    requireWebApp(env.stack());
    const mary = (await signInDemo(env.stack())).mary;
    const admin = demoOf(env.stack(), 'Admin');
    const context = await newAppContext(env.browser(), env.stack().apiUrl, {
      viewport: { width, height: 844 },
    });
    try {
      const page = await context.newPage();
      await page.goto(`${env.stack().apiUrl}/administration/users/view/${mary.id}`);
      await signIn(page, admin.login, admin.password);
      await page.getByRole('tab', { name: 'Two-step sign-in' }).click();
      await page.getByText('Signs in with the partner organisation as').waitFor({ timeout: 15_000 });
      await expectNoAxeViolations(page);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
      await page.screenshot({ path: `/tmp/partner-link-${width}.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });
});
