import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Role } from '@circles/shared/access/types';
import { SIGNED_IN_ROUTES } from '../../web/src/app/routes/route-access';
import { apiAs, signInDemo } from '../support/modules';
import type { StackInfo } from '../support/stack';
import { axeViolations } from './app-support';

/** The two widths every screen must fit: a phone and a laptop. */
export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** Seeded records the screens with parameters open, all of Mary (in every role's scope, see seededIds). */
export interface SeededIds {
  mary: string;
  memberSurvey: string;
  template: string;
  /** A series instance of each report kind (their ids are the seed's round ids, seed-rounds.ts). */
  ccRound: string;
  screenerRound: string;
  qoflShortRound: string;
  /** One of Mary's seeded follow-ups (issue 24), open ones first. */
  followup: string;
}

/**
 * The address to open for each route with parameters, from the seeded ids. A route the router gains with
 * a parameter and no line here fails the every-screen test (addressOf), so it cannot go unvisited.
 */
const ADDRESSES: Record<string, (ids: SeededIds) => string> = {
  '/Dashboard/:userID': (i) => `/Dashboard/${i.mary}`,
  '/MainReports/:userID': (i) => `/MainReports/${i.mary}`,
  '/GroupReports/:userID': (i) => `/GroupReports/${i.mary}`,
  '/reports/:userID': (i) => `/reports/${i.mary}`,
  '/ClientReports/:userID': (i) => `/ClientReports/${i.mary}`,
  '/ClientReports1/:userID': (i) => `/ClientReports1/${i.mary}`,
  '/history/ccReport/:id': (i) => `/history/ccReport/${i.ccRound}`,
  '/ScreenReports/:userID': (i) => `/ScreenReports/${i.mary}`,
  '/history/screenerReport/:id': (i) => `/history/screenerReport/${i.screenerRound}`,
  '/QofLReports/:userID': (i) => `/QofLReports/${i.mary}`,
  '/QLReport/:userID': (i) => `/QLReport/${i.mary}`,
  '/history/qoflReport/:id': (i) => `/history/qoflReport/${i.qoflShortRound}`,
  '/profile/:id': (i) => `/profile/${i.mary}`,
  '/followups/:id': (i) => `/followups/${i.followup}`,
  '/administration/users/view/:id': (i) => `/administration/users/view/${i.mary}`,
  '/staff/users/view/:userID': (i) => `/staff/users/view/${i.mary}`,
  '/administration/users/edit/:profileID?': (i) => `/administration/users/edit/${i.mary}`,
  '/administration/users/member/:profileID?': (i) => `/administration/users/member/${i.mary}`,
  '/administration/users/ed/:profileID?': (i) => `/administration/users/ed/${i.mary}`,
  '/administration/users/research/:profileID?': (i) => `/administration/users/research/${i.mary}`,
  '/administration/users/start-program/:id': (i) => `/administration/users/start-program/${i.mary}`,
  '/administration/users/complete-program/:id': (i) => `/administration/users/complete-program/${i.mary}`,
  '/administration/booklets/template/edit/:id': (i) => `/administration/booklets/template/edit/${i.template}`,
  '/administration/booklets/template/view/:id': (i) => `/administration/booklets/template/view/${i.template}`,
  '/administration/booklets/user/edit/:id': (i) => `/administration/booklets/user/edit/${i.memberSurvey}`,
  '/staff/booklets/user/edit/:id': (i) => `/staff/booklets/user/edit/${i.memberSurvey}`,
  '/client/booklets/user/edit/:id': (i) => `/client/booklets/user/edit/${i.memberSurvey}`,
  '/administration/booklets/user/view/:id': (i) => `/administration/booklets/user/view/${i.memberSurvey}`,
  '/booklet/:id': (i) => `/booklet/${i.memberSurvey}`,
  '/administration/collections/view/:id': (i) => `/administration/collections/view/${i.ccRound}`,
  '/staff/collections/view/:id': (i) => `/staff/collections/view/${i.ccRound}`,
  '/client/collections/view/:id': (i) => `/client/collections/view/${i.ccRound}`,
  '/administration/services/view/:collectionID': (i) => `/administration/services/view/${i.ccRound}`,
  '/staff/services/view/:collectionID': (i) => `/staff/services/view/${i.ccRound}`,
  '/client/services/view/:collectionID': (i) => `/client/services/view/${i.ccRound}`,
};

/** The address of a route of the router's table: its own path, or its line in ADDRESSES when it has parameters. */
export function addressOf(path: string, ids: SeededIds): string {
  if (!path.includes(':')) return path;
  const address = ADDRESSES[path];
  if (!address) throw new Error(`No address for ${path}: add the route's seeded ids to ADDRESSES`);
  return address(ids);
}

/** `SCREENS_ONLY` (a regular expression on route paths) narrows a local run to some screens. */
const ONLY = process.env.SCREENS_ONLY ? new RegExp(process.env.SCREENS_ONLY) : undefined;

/** Every signed-in route a role may open, as addresses, straight from the router's access table. */
export function routesOf(role: Role, ids: SeededIds): { path: string; address: string }[] {
  return SIGNED_IN_ROUTES.filter((r) => r.roles.includes(role) && (!ONLY || ONLY.test(r.path))).map((r) => ({
    path: r.path,
    address: addressOf(r.path, ids),
  }));
}

/**
 * The seeded ids the screens open, all of Mary's records: she is assigned to the Volunteer by the seed,
 * and here to the Coordinator too (who otherwise has only Paul, without every kind of report), so every
 * role opens the same records in its own scope.
 */
export async function seededIds(stack: StackInfo): Promise<SeededIds> {
  const sessions = await signInDemo(stack);
  const admin = apiAs(stack.apiUrl, sessions.admin);
  const mary = sessions.mary.id;
  const assigned = await admin('PATCH', `/api/users/${sessions.coordinator.id}/patients`, {
    body: { add: [mary] },
  });
  expect(assigned.status).toBe(200);
  const modules = await admin('GET', `/api/membersurveys?patientId=${mary}`);
  const templates = await admin('GET', '/api/surveys');
  const followups = await admin('GET', `/api/followups/member/${mary}?state=all`);
  expect(followups.status).toBe(200);
  return {
    mary,
    memberSurvey: modules.body.memberSurveyList[0]._id,
    template: templates.body.surveyList[0]._id,
    ccRound: 'demo-series-mary-cc-1',
    screenerRound: 'demo-round-mary-shs-1',
    qoflShortRound: 'demo-round-mary-qols-1',
    followup: followups.body.followups[0]._id,
  };
}

/** What a watched page did: problems seen (console errors, uncaught errors, failed requests) and requests in flight. */
export interface Watched {
  problems: string[];
  inFlight: () => number;
}

/** Watches a page: what goes wrong on it, and how many requests are in flight. */
export function watchPage(page: Page): Watched {
  const problems: string[] = [];
  let inFlight = 0;
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', (r) => {
    inFlight -= 1;
    problems.push(`request failed: ${r.method()} ${r.url()} ${r.failure()?.errorText}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`answer ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  return { problems, inFlight: () => inFlight };
}

/**
 * Waits until the screen has its data: no request in flight for 300 ms and no spinner (a loading
 * CircularProgress) in the main content; gives up after 15 s (the checks then report what shows).
 */
export async function settle(page: Page, watched: Watched): Promise<void> {
  const until = Date.now() + 15_000;
  let quietSince = Date.now();
  while (Date.now() < until) {
    await page.waitForTimeout(100);
    const busy =
      watched.inFlight() > 0 ||
      (await page.locator('main .MuiCircularProgress-root').filter({ visible: true }).count()) > 0;
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) return;
  }
}

/**
 * Opens `address` inside the running app (a history push the router follows), so the session and the
 * code already loaded stay, and waits for the screen to settle.
 */
export async function openInApp(page: Page, watched: Watched, address: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  await page.waitForFunction((to) => window.location.pathname === to, address);
  await settle(page, watched);
}

/**
 * The page's horizontal overflow, if any: the document's width beyond the viewport, and the elements
 * that reach past its right edge (the innermost few), to say what widens it.
 */
export async function overflowOf(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= window.innerWidth) return undefined;
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .filter(
        (el) => !Array.from(el.children).some((c) => c.getBoundingClientRect().right > window.innerWidth + 1),
      )
      .slice(0, 4)
      .map((el) => {
        const r = el.getBoundingClientRect();
        const name = `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}.${Array.from(el.classList).slice(0, 2).join('.')}`;
        return `${name} [${Math.round(r.left)}–${Math.round(r.right)}] "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      });
    return `scrollWidth ${root.scrollWidth} > ${window.innerWidth}: ${wide.join('; ')}`;
  });
}

/** Where screenshots go when `SCREENS_DIR` is set (for example /tmp/screens); none otherwise. */
const SCREENS_DIR = process.env.SCREENS_DIR;

/** Notes a problem in SCREENS_DIR/problems.txt as soon as it is found (a long local run shows them early). */
export function logProblem(line: string): void {
  if (!SCREENS_DIR) return;
  mkdirSync(SCREENS_DIR, { recursive: true });
  appendFileSync(join(SCREENS_DIR, 'problems.txt'), `${line}\n`);
}

/** Saves the whole page as `<who>-<route>-<width>.png` under SCREENS_DIR, when set. */
export async function screenshot(page: Page, who: string, path: string, width: number): Promise<void> {
  if (!SCREENS_DIR) return;
  mkdirSync(SCREENS_DIR, { recursive: true });
  const slug = path.replace(/^\//, '').replace(/[/:?]+/g, '_') || 'home';
  await page.screenshot({ path: join(SCREENS_DIR, `${who}-${slug}-${width}.png`), fullPage: true });
}

/**
 * Checks the screen shown at the page's width: no sideways scrolling of the page, nothing wrong on the
 * console or the network since the last check, and (with `axe`) no axe violation. Returns the problems
 * found.
 */
export async function checkScreen(page: Page, watched: Watched, axe = true): Promise<string[]> {
  const found: string[] = [];
  const overflow = await overflowOf(page);
  if (overflow) found.push(`overflow: ${overflow}`);
  found.push(...watched.problems.splice(0));
  if (axe) found.push(...(await axeViolations(page)).map((v) => `axe ${v}`));
  return found;
}
