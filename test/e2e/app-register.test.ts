import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserStack } from '../support/stack';
import { expectShell, menuEntries, newAppContext, signIn } from './app-support';

const env = useBrowserStack();

async function fillRegistration(
  page: Page,
  values: { name: string; email: string; password: string; city?: string; postalCode?: string },
) {
  await page.getByLabel(/^Name\W*$/).fill(values.name);
  if (values.city) await page.getByLabel('City').fill(values.city);
  if (values.postalCode) await page.getByLabel('Postal Code').fill(values.postalCode);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel(/^Password\W*$/).fill(values.password);
  await page.getByLabel(/^Confirm Password\W*$/).fill(values.password);
}

describe('self-registration', () => {
  it('registers a new member who can then sign in and sees the member menu', async () => {
    const context = await newAppContext(env.browser(), env.stack().apiUrl);
    const page = await context.newPage();
    try {
      await page.goto(env.stack().apiUrl + '/');
      await page.getByRole('link', { name: "Don't have an account? Register here" }).click();
      await page.getByRole('heading', { name: 'Register' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/register');

      const email = `e2e.member.${Date.now()}@example.org`;
      const password = 'Str0ng!pass';
      await fillRegistration(page, {
        name: '  Test Member',
        email: `  ${email}`,
        password,
        city: 'Windsor',
        postalCode: 'N9B 3P4',
      });
      expect(await page.getByLabel(/^Name\W*$/).inputValue()).toBe('Test Member');

      const register = page.getByRole('button', { name: 'Register' });
      expect(await register.isDisabled()).toBe(true);
      await page.getByRole('checkbox', { name: 'I Agree *' }).check();
      expect(await register.isEnabled()).toBe(true);

      const alerted = new Promise<string>((resolve) => {
        page.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.accept();
        });
      });
      await register.click();
      expect(await alerted).toBe('Registration successful! Please log in to continue.');
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe('/');

      await signIn(page, email, password);
      await expectShell(page);
      const id = await page.evaluate(
        () => (JSON.parse(localStorage.getItem('circles.session') ?? '{}') as { id?: string }).id,
      );
      expect(await menuEntries(page)).toEqual([
        'Dashboard -> /',
        'My Profile -> /profile',
        `Reports -> /MainReports/${id}`,
      ]);
    } finally {
      await context.close();
    }
  });

  it('registers a member with a phone number only, who then signs in with that phone number', async () => {
    const context = await newAppContext(env.browser(), env.stack().apiUrl);
    const page = await context.newPage();
    try {
      const phone = `226${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      const password = 'Str0ng!pass';
      await page.goto(env.stack().apiUrl + '/register');
      await page.getByLabel(/^Name\W*$/).fill('Phone Member');
      await page.getByLabel('Phone').fill(phone);
      await page.getByLabel(/^Password\W*$/).fill(password);
      await page.getByLabel(/^Confirm Password\W*$/).fill(password);
      await page.getByRole('checkbox', { name: 'I Agree *' }).check();
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor({ timeout: 15_000 });

      await signIn(page, `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`, password);
      await expectShell(page);
      expect(
        await page.evaluate(
          () => (JSON.parse(localStorage.getItem('circles.session') ?? '{}') as { role?: string }).role,
        ),
      ).toBe('Patient');
    } finally {
      await context.close();
    }
  });

  it('shows the rules under the fields and keeps what was typed', async () => {
    const context = await newAppContext(env.browser(), env.stack().apiUrl);
    const page = await context.newPage();
    try {
      await page.goto(env.stack().apiUrl + '/register');
      await page.getByLabel(/^Name\W*$/).fill('R2D2');
      await page.getByLabel(/^Password\W*$/).fill('Str0ng!pass');
      await page.getByLabel(/^Confirm Password\W*$/).fill('Different1!');
      await page.getByRole('checkbox', { name: 'I Agree *' }).check();
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByText('Invalid name').waitFor();
      expect(await page.getByText('Please enter either Email or Phone number.').count()).toBe(2);
      await page.getByText('Passwords do not match').waitFor();
      expect(await page.getByLabel(/^Name\W*$/).inputValue()).toBe('R2D2');

      await page.getByLabel('Phone').fill('5195551234');
      expect(await page.getByText('Please enter either Email or Phone number.').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('tells a person whose email is taken to use another one', async () => {
    const context = await newAppContext(env.browser(), env.stack().apiUrl);
    const page = await context.newPage();
    try {
      const taken = env.stack().demo.find((d) => d.login.includes('@'));
      if (!taken) throw new Error('No demo user signs in with an email');
      await page.goto(env.stack().apiUrl + '/register');
      await fillRegistration(page, { name: 'Second Person', email: taken.login, password: 'Str0ng!pass' });
      await page.getByRole('checkbox', { name: 'I Agree *' }).check();
      await page.getByRole('button', { name: 'Register' }).click();
      await expect
        .poll(() => page.getByRole('alert').allInnerTexts(), { timeout: 15_000 })
        .toEqual(['Email is already registered. Please use a different email address.']);
      expect(await page.getByLabel('Email').inputValue()).toBe(taken.login);
    } finally {
      await context.close();
    }
  });
});
