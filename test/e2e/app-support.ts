import { expect } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { shellEn } from '@circles/shared/messages/shell.en';
import { shellFr } from '@circles/shared/messages/shell.fr';
import { totpCode } from '../../functions/local/totp';
import { demoCodeOf } from '../support/second-factor';

/** The WCAG 2.2 AA rule sets axe checks. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let clients = 0;

/** A client address of its own for the API's per-client rate limits (as CloudFront would pass it). */
export function viewerAddress(): string {
  return `198.18.${Math.floor(Math.random() * 256)}.${(++clients % 250) + 1}:443`;
}

/**
 * A fresh browser context whose API calls come from their own client address, so the registrations and
 * sign-ins of one test never count against another's rate limit. Only /api requests get the header
 * (Cognito's endpoint is another origin, where an extra header would need CORS approval). `options` as
 * for `browser.newContext` (a `storageState` carries a session over).
 */
export async function newAppContext(
  browser: Browser,
  apiUrl: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const address = viewerAddress();
  await context.route(`${apiUrl}/api/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'cloudfront-viewer-address': address } }),
  );
  return context;
}

/**
 * A page of a fresh app context (`newAppContext`, `options` as there) on which `person` signed in at
 * the sign-in screen, the shell shown. Close it with `page.context().close()`.
 */
export async function signedInPage(
  browser: Browser,
  apiUrl: string,
  person: { login: string; password: string },
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await newAppContext(browser, apiUrl, options);
  const page = await context.newPage();
  await page.goto(`${apiUrl}/`);
  await signIn(page, person.login, person.password);
  await expectShell(page);
  return page;
}

/** The password field: its label is 'Password' plus MUI's required asterisk (not the Show password button). */
export const PASSWORD_LABEL = /^Password\W*$/;

/** Fills the login form and submits it with the Enter key (spec 000 §2: Enter submits). */
export async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel('Email or Phone number').fill(login);
  await page.getByLabel(PASSWORD_LABEL).fill(password);
  await page.getByLabel(PASSWORD_LABEL).press('Enter');
  await completeSecondFactor(page, login);
}

/** The one-time code field of the sign-in's second step (issue 21). */
export const CODE_LABEL = /^Code\W*$/;

/**
 * Answers the second step of a demo staff sign-in (issue 21) with the current code of its authenticator
 * app, once the password is accepted; a sign-in without a second factor, or a refused password (an
 * alert), is left as it is. Every UI sign-in of the e2e tests goes through here.
 */
export async function completeSecondFactor(page: Page, login: string): Promise<void> {
  if (!demoCodeOf(login)) return;
  const codeField = page.getByLabel(CODE_LABEL);
  await codeField.or(page.getByRole('alert')).first().waitFor({ timeout: 15_000 });
  if (!(await codeField.isVisible())) return;
  await codeField.fill(demoCodeOf(login) ?? '');
  await codeField.press('Enter');
}

/**
 * On the authenticator set-up (issue 21: staff without a second factor, or a member turning it on):
 * reads the key the screen writes out under the QR code, answers the app's first code as an
 * authenticator app would, and submits it. Answers the key (for the account's later sign-ins).
 */
export async function enrolAuthenticator(page: Page): Promise<string> {
  const keyText = page.getByTestId('totp-key');
  await keyText.waitFor({ timeout: 15_000 });
  const key = (await keyText.innerText()).replace(/\s/g, '');
  const code = page.getByLabel(CODE_LABEL);
  await code.fill(totpCode(key));
  await code.press('Enter');
  return key;
}

/**
 * Waits for the application shell of a signed-in user, in English or in French (a user whose profile
 * language is French, such as the demo's Paul, sees the app in French: issue 25).
 */
export async function expectShell(page: Page): Promise<void> {
  const menu = [shellEn['shell.menu.navigation'], shellFr['shell.menu.navigation']];
  await page
    .getByRole('navigation', { name: new RegExp(`^(${menu.join('|')})$`) })
    .waitFor({ state: 'visible', timeout: 15_000 });
}

/**
 * The side menu as text: each link `label -> path`, with the Management group opened first so its
 * entries show.
 */
export async function menuEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const management = nav.getByRole('button', { name: 'Management' });
  if ((await management.count()) > 0 && (await management.getAttribute('aria-expanded')) !== 'true') {
    await management.click();
    await expect.poll(() => management.getAttribute('aria-expanded')).toBe('true');
  }
  const links = nav.getByRole('link');
  await links.first().waitFor();
  const entries: string[] = [];
  for (const link of await links.all()) {
    const path = new URL((await link.getAttribute('href')) ?? '', 'http://x').pathname;
    entries.push(`${(await link.innerText()).trim()} -> ${path}`);
  }
  return entries;
}

/**
 * Runs axe on the page and fails with the rule ids and targets of any WCAG 2.2 AA violation. `include`
 * (a CSS selector) checks only that part: an open modal dialog, whose page behind is inert under the
 * backdrop (axe would measure the dimmed colours there); check the page itself before it opens.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  expect(await axeViolations(page, include)).toEqual([]);
}

/** Whether axe is already loaded in every frame of the page. */
async function axeLoaded(page: Page): Promise<boolean> {
  const frames = await Promise.all(
    page
      .frames()
      .map((f) =>
        f
          .evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')
          .catch(() => false),
      ),
  );
  return frames.every(Boolean);
}

/** The WCAG 2.2 AA violations axe finds on the page (or in `include`), as `rule: targets` lines. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Colours read mid-transition (a button fading from disabled to enabled, a notice fading in or
  // out) are neither the before nor the after state: transitions are ended at once while axe reads.
  const settle = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  // Legacy mode runs axe in the page itself: the default opens a new tab to gather every frame's
  // results, which costs about a second a check (the app has no cross-origin frames to gather). axe
  // stays loaded in a page the app navigates without reloading: it is injected again only when missing.
  const loaded = await axeLoaded(page);
  const builder = new AxeBuilder({ page, ...(loaded ? { axeSource: ';' } : {}) })
    .withTags(WCAG_TAGS)
    .setLegacyMode();
  const result = await (include ? builder.include(include) : builder).analyze();
  await settle.evaluate((node) => node.parentNode?.removeChild(node));
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
