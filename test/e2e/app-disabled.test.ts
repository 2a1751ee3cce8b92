import { describe, expect, it } from 'vitest';
import { LETTER_OF_INFORMATION_VERSION } from '@circles/shared/messages/letter';
import { dynamoUsersRepository } from '@circles/functions/members/data/users-repository';
import { useBrowserStack } from '../support/stack';
import { expectShell, newAppContext, signIn, viewerAddress } from './app-support';

const env = useBrowserStack();

async function registerMember(email: string, password: string): Promise<string> {
  const res = await fetch(`${env.stack().apiUrl}/api/users/selfRegister`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'cloudfront-viewer-address': viewerAddress() },
    body: JSON.stringify({
      name: 'Disabled Member',
      email,
      password,
      consent: { letterVersion: LETTER_OF_INFORMATION_VERSION },
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function disable(id: string): Promise<void> {
  const user = await dynamoUsersRepository.get(id);
  if (!user) throw new Error('registered user not found');
  await dynamoUsersRepository.update(id, user.version, { enabled: false });
}

describe('an account disabled while or before signing in', () => {
  it('shows Not Authorized on the next screen, and the disabled-account text at the next sign-in', async () => {
    const email = `e2e.disabled.${Date.now()}@example.org`;
    const password = 'Str0ng!pass';
    const id = await registerMember(email, password);
    const context = await newAppContext(env.browser(), env.stack().apiUrl);
    const page = await context.newPage();
    try {
      await page.goto(env.stack().apiUrl + '/');
      await signIn(page, email, password);
      await expectShell(page);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: 15_000 });

      await disable(id);
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'My Profile' })
        .click();
      await expect
        .poll(() => page.getByRole('alert').allInnerTexts(), { timeout: 15_000 })
        .toEqual(['Not Authorized. Please refresh and try again.']);
      expect(await page.getByRole('heading', { name: 'My Profile' }).count()).toBe(0);

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      await signIn(page, email, password);
      await expect
        .poll(() => page.getByRole('alert').allInnerTexts(), { timeout: 15_000 })
        .toEqual(['Either your email or password is incorrect, or your Account is Disabled.']);
      expect(await page.evaluate(() => localStorage.getItem('circles.session'))).toBeNull();
    } finally {
      await context.close();
    }
  });
});
