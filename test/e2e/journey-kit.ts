import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { msg as dashboardMsg } from '@circles/shared/messages/dashboard';
import { screenerEn } from '@circles/shared/messages/screener.en';
import { shellEn } from '@circles/shared/messages/shell.en';
import type { ScreenerQuestionName } from '@circles/shared/rules/screener-answers';
import { seedDate } from '../../functions/local/seed-history';
import { roundDaysAgo } from '../../functions/local/seed-rounds';
import { librarySeriesId } from '../../functions/local/seed-series';
import { apiAs, signInDemo } from '../support/modules';
import type { StackInfo } from '../support/stack';
import { PASSWORD_LABEL, completeSecondFactor, expectNoAxeViolations, viewerAddress } from './app-support';
import { choiceLabel, type Answers } from './screener-support';

/**
 * The kit of the journey tests (issue 20): one person's errand walked end to end in Chromium, at a
 * phone's and a desktop's width, asserting what the person sees at each step. Each file reuses one
 * browser (useBrowserStack) and opens a new context per width.
 */

/** A window size a journey runs at. */
export interface Viewport {
  width: number;
  height: number;
  label: string;
}

/** The two widths every journey runs at: a phone (390×844) and a desktop (1280×800). */
export const VIEWPORTS: readonly Viewport[] = [
  { width: 390, height: 844, label: '390 px (phone)' },
  { width: 1280, height: 800, label: '1280 px (desktop)' },
];

/** Where the phone-width screenshots of key steps go, for a person to look at. */
export const SHOT_DIR = process.env.JOURNEY_SHOTS ?? '/tmp/journeys';

/** A journey's time limit: a busy 2-core machine walks one width in well under this. */
export const JOURNEY_TIMEOUT = 240_000;

/** A saved download: its suggested name and its first bytes. */
export interface Saved {
  name: string;
  head: string;
}

/** One person's browser window for one journey. */
export interface Journey {
  page: Page;
  viewport: Viewport;
  /** Uncaught errors of the page so far (each a defect: the person's screen may have stopped working). */
  pageErrors: string[];
  /** Opens a path of the app. */
  goto(path: string): Promise<void>;
  /** Signs in on the login screen shown and waits for the shell's top bar. */
  signIn(login: string, password: string): Promise<void>;
  /** Opens the app, signs in as `person` and waits for their own dashboard ('Viewing: {name}'). */
  signInToDashboard(person: { login: string; password: string; name: string }): Promise<void>;
  /** Follows a side-menu entry (opening the drawer on a phone and the `group` first). */
  menu(label: string, group?: string): Promise<void>;
  /**
   * At the phone width only: a screenshot of the window, named after the journey and the step, and a
   * (soft) check that the page does not scroll sideways there.
   */
  shot(step: string, focus?: Locator): Promise<void>;
  /** Saves what `trigger` downloads. */
  download(trigger: () => Promise<unknown>): Promise<Saved>;
  /** Fails with any page error so far. */
  expectNoPageErrors(): void;
  close(): Promise<void>;
}

/**
 * Opens a new browser context at `viewport` for the person of `journey` (a short name used in the
 * screenshot files). Its API calls come from a client address of their own, so the journey's sign-ins and
 * writes never count against another test's rate limit.
 */
export async function startJourney(
  browser: Browser,
  stack: StackInfo,
  viewport: Viewport,
  journey: string,
): Promise<Journey> {
  const phone = viewport.width < 600;
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    acceptDownloads: true,
    isMobile: phone,
    hasTouch: phone,
  });
  const address = viewerAddress();
  await context.route(`${stack.apiUrl}/api/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'cloudfront-viewer-address': address } }),
  );
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  let shots = 0;
  if (phone) mkdirSync(SHOT_DIR, { recursive: true });
  const nav = page.getByRole('navigation', { name: shellEn['shell.menu.navigation'] });

  const goto = async (path: string) => {
    await page.goto(`${stack.apiUrl}${path}`);
  };
  const signIn = async (login: string, password: string) => {
    await page.getByLabel('Email or Phone number').fill(login);
    await page.getByLabel(PASSWORD_LABEL).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await completeSecondFactor(page, login);
    await page.getByRole('button', { name: shellEn['shell.account.menu'] }).waitFor({ timeout: 20_000 });
  };

  return {
    page,
    viewport,
    pageErrors,
    goto,
    signIn,
    async signInToDashboard({ login, password, name }) {
      await goto('/');
      await signIn(login, password);
      await page
        .getByRole('heading', { level: 1, name: dashboardMsg('dashboard.viewing', { name }) })
        .waitFor({ timeout: 20_000 });
    },
    async menu(label, group) {
      if (!(await nav.isVisible())) {
        await page.getByRole('button', { name: shellEn['shell.menu.toggle'] }).click();
        await nav.waitFor();
      }
      if (group) {
        const toggle = nav.getByRole('button', { name: group });
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      }
      await nav.getByRole('link', { name: label, exact: true }).click();
      // On a phone the drawer closes itself after a choice (it covers the screen until then).
      if (phone) await nav.waitFor({ state: 'hidden' });
    },
    async shot(step, focus) {
      if (!phone) return;
      if (focus) await focus.scrollIntoViewIfNeeded();
      const name = `${journey}-${String(++shots).padStart(2, '0')}-${step}.png`;
      await page.screenshot({ path: `${SHOT_DIR}/${name}` });
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect
        .soft(wide, `${step}: the page fits the phone's width (no sideways scrolling)`)
        .toBeLessThanOrEqual(viewport.width);
    },
    async download(trigger) {
      const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), trigger()]);
      const bytes = await readFile(await file.path());
      return { name: file.suggestedFilename(), head: bytes.subarray(0, 5).toString('latin1') };
    },
    expectNoPageErrors() {
      expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    },
    async close() {
      await context.close();
    },
  };
}

/**
 * Checks a step that a known defect (issue 20, fixed on another branch) breaks on main, without
 * stopping the journey there: waits up to `timeout` for `read` to answer `expected`, then records a
 * soft failure (the test still fails) and walks on, so the journey's later steps are checked too.
 */
export async function expectKnownDefectFixed<T>(
  what: string,
  read: () => Promise<T>,
  expected: T,
  timeout = 15_000,
): Promise<void> {
  const until = Date.now() + timeout;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((done) => setTimeout(done, 250));
    last = await read();
  }
  expect.soft(last, what).toEqual(expected);
}

/** Axe (WCAG 2.2 AA) on the page as the person sees it now. */
export const expectAccessible = (page: Page) => expectNoAxeViolations(page);

/** The date today as the server stamps it (UTC, YYYY-MM-DD). */
export const today = () => new Date().toISOString().slice(0, 10);

/**
 * The dates the screens show for seeded rounds (issue 20: each on its day before the stack's seed,
 * functions/local/seed-history.ts), in the order of `ids`.
 */
export function seededDates(stack: StackInfo, ids: readonly string[]): string[] {
  return ids.map((id) => seedDate(new Date(stack.seededAt), roundDaysAgo(id)));
}

/** The dates (second column) of a Completed Reports table's rows whose series link is named `link`, top to bottom. */
export async function reportRowDates(table: Locator, link: string): Promise<string[]> {
  const rows = await table
    .getByRole('row')
    .filter({ has: table.page().getByRole('link', { name: link, exact: true }) })
    .all();
  return Promise.all(rows.map(async (row) => (await row.getByRole('cell').nth(1).innerText()).trim()));
}

/** A capitalised run of random letters: a unique part for the names a journey makes. */
export function uniqueName(length = 5): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let out = '';
  for (let i = 0; i < length; i++) out += letters.charAt(Math.floor(Math.random() * letters.length));
  return out.charAt(0).toUpperCase() + out.slice(1);
}

/** Chooses an option of an MUI select by the select's label, and waits until its menu has gone. */
export async function chooseOption(page: Page, label: RegExp | string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** The order in which the Social Health module (and the public screener) asks its questions. */
const SOCIAL_HEALTH_ORDER: readonly ScreenerQuestionName[] = [
  'household2_size',
  'community_activity_participate',
  'life_satisfaction2',
  'local_community_belonging',
  'lack_companionship',
  'feel_leftout',
  'feel_isolated',
  'con_que',
];

/**
 * Answers the Social Health module (the members' screener: its questions and choices are the public
 * screener's texts) on its fill-in page, by clicking the choices a person reads.
 */
export async function answerSocialHealth(page: Page, answers: Answers): Promise<void> {
  const questions = page.getByRole('region', { name: 'Module questions' });
  for (const name of SOCIAL_HEALTH_ORDER) {
    const title = screenerEn[`screener.q.${name}`];
    const choice = choiceLabel(name, answers[name]);
    const group = questions.getByRole('radiogroup', { name: title });
    // The 1-10 rating is a row of choices on a wide screen and a drop-down list on a phone.
    if (name === 'life_satisfaction2' && (await group.count()) === 0) {
      await questions.getByRole('combobox', { name: title }).click();
      await page.getByRole('option', { name: new RegExp(`^${choice}\\b`) }).click();
    } else {
      await group.getByText(choice, { exact: true }).click();
    }
  }
}

/** The number a card of the Admin dashboard shows under `label`, once loaded. */
export async function countOn(page: Page, label: string): Promise<number> {
  const card = page.getByRole('listitem').filter({ hasText: label });
  await expect.poll(() => card.innerText(), { timeout: 20_000 }).toMatch(/\d+\s*$/);
  return Number(/(\d+)\s*$/.exec(await card.innerText())![1]);
}

/** The one-chapter series whose chapter the member journeys fill (the members' screener). */
export const SCREENER_SERIES = 'Social Health Screener - NEW';

/**
 * Arranges, through the API as the Admin, that Mary has a Social Health Screener not yet finished (the
 * seed starts one; a journey at the first width finishes it, so the second width gets a new one). The
 * journeys then find it as a person does, under her Current Assigned Tasks.
 */
export async function ensureMaryHasOpenScreener(stack: StackInfo): Promise<void> {
  const sessions = await signInDemo(stack);
  const listed = await apiAs(stack.apiUrl, sessions.mary)('GET', '/api/membercollections');
  expect(listed.status).toBe(200);
  const open = (listed.body.memberCollectionList as { collectionName: string; completeness: number }[]).some(
    (i) => i.collectionName === SCREENER_SERIES && i.completeness < 100,
  );
  if (open) return;
  const started = await apiAs(stack.apiUrl, sessions.admin)('POST', '/api/membercollections', {
    body: { collectionTemplate: librarySeriesId('social-health-screener'), member: sessions.mary.id },
  });
  expect(started.status).toBe(201);
}
