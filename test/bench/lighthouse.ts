import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { freePorts } from '../../functions/local/ports';
import { startLocalStack } from '../../functions/local/stack';
import { dashboardEn } from '../../shared/src/messages/dashboard.en';
import { shellEn } from '../../shared/src/messages/shell.en';

/** One Lighthouse run of a page: category scores (0–100) and the figures behind the performance score. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  /** Milliseconds (simulated mobile). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes sent over the network for the page, and JavaScript bytes unused at load. */
  transferBytes: number;
  unusedJsBytes: number;
}

/** The pages the bench audits: the staff sign-in screen and Mary's dashboard, signed in. */
export interface AppLighthouse {
  signIn: LighthouseFigures;
  memberDashboard: LighthouseFigures;
}

/** Flags for headless Chromium on this kind of machine (root, no GPU, small /dev/shm). */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/** The demo member whose dashboard is audited (functions/local/seed.ts): three rounds of every series. */
const MEMBER = 'Mary Member';

interface Lhr {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

function numeric(lhr: Lhr, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

function unusedJs(lhr: Lhr): number {
  const details = lhr.audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined;
  return details?.overallSavingsBytes ?? 0;
}

function figuresOf(lhr: Lhr): LighthouseFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: Math.round(numeric(lhr, 'first-contentful-paint')),
    lcp: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbt: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    transferBytes: Math.round(numeric(lhr, 'total-byte-weight')),
    unusedJsBytes: unusedJs(lhr),
  };
}

/**
 * Keeps the run's report (JSON, open it in the Lighthouse viewer) and its final screenshot when
 * LIGHTHOUSE_REPORTS names a folder, for a person to see where the time goes and what was audited.
 */
async function keepRun(lhr: Lhr, name: string): Promise<void> {
  const dir = process.env.LIGHTHOUSE_REPORTS;
  if (!dir) return;
  await writeFile(join(dir, `${name}.json`), JSON.stringify(lhr));
  const data = (lhr.audits['final-screenshot']?.details as { data?: string } | undefined)?.data;
  if (data)
    await writeFile(
      join(dir, `${name}.jpg`),
      Buffer.from(data.replace(/^data:image\/\w+;base64,/, ''), 'base64'),
    );
}

/**
 * One Lighthouse run in `page` with Lighthouse's defaults: the mobile form factor with simulated
 * throttling (slow 4G, 4× CPU slowdown). With `keepSession` the origin's storage is kept (Lighthouse 12
 * clears no localStorage anyway, but says so) and the HTTP cache is emptied here instead, so the page
 * loads as cold as the sign-in screen does, only signed in.
 */
async function audit(page: Page, url: string, keepSession: boolean): Promise<Lhr> {
  if (keepSession) {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: keepSession,
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/** Signs the demo member in through the sign-in screen; Amplify keeps the tokens in localStorage. */
async function signIn(page: Page, origin: string, login: string, password: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.locator('input[name="identifier"]').fill(login);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForSelector(`button[aria-label="${shellEn['shell.account.menu']}"]`, { timeout: 30_000 });
}

/**
 * Fails unless the page shows the member's filled dashboard (her name, the eight tiles with at least
 * one figure, no spinner), so the figures are those of the dashboard, not of a spinner or the sign-in.
 */
async function expectFilledDashboard(page: Page): Promise<void> {
  const seen = await page.evaluate(() => ({
    heading: document.querySelector('h1')?.textContent ?? '',
    tiles: Array.from(document.querySelectorAll('li[data-tile]'), (li) => li.textContent ?? ''),
    spinners: document.querySelectorAll('[role="progressbar"]').length,
  }));
  const heading = dashboardEn['dashboard.viewing'].replace('{name}', MEMBER);
  const filled = seen.tiles.filter((t) => /\d+%/.test(t)).length;
  if (seen.heading !== heading || seen.tiles.length !== 8 || filled === 0 || seen.spinners > 0)
    throw new Error(`The audited dashboard was not filled: ${JSON.stringify(seen)}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function medianOf(all: LighthouseFigures[]): LighthouseFigures {
  const pick = (key: keyof LighthouseFigures) => median(all.map((f) => f[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    transferBytes: pick('transferBytes'),
    unusedJsBytes: pick('unusedJsBytes'),
  };
}

/**
 * Lighthouse (mobile, simulated throttling) on a local stack started for the purpose on free ports
 * (DynamoDB in memory, the rest in a temp dir), with Debian's Chromium (`CHROME_PATH`, else
 * /usr/bin/chromium): first the staff sign-in screen, signed out; then the demo member signs in once and
 * her dashboard (/) is audited with her session kept, each run checked to end on her filled dashboard.
 * Runs each page `runs` times and answers the median of each figure, since a shared machine's load moves
 * the blocking time from one run to the next.
 */
export async function appLighthouse(webDir: string, runs = 3): Promise<AppLighthouse> {
  process.env.CHROME_PATH ??= process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const dataDir = await mkdtemp(join(tmpdir(), 'circles-bench-'));
  const stack = await startLocalStack({ ports: await freePorts(), dataDir, persistDynamo: false, webDir });
  try {
    const chrome = await chromeLauncher.launch({ chromeFlags: CHROME_FLAGS });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const page = await browser.newPage();
      const origin = stack.apiUrl;
      const signInRuns: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await audit(page, `${origin}/`, false);
        await keepRun(lhr, `sign-in-${i + 1}`);
        signInRuns.push(figuresOf(lhr));
      }
      const mary = stack.demo.find((d) => d.name === MEMBER);
      if (!mary) throw new Error(`The seed has no ${MEMBER}`);
      await signIn(page, origin, mary.login, mary.password);
      const dashboardRuns: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await audit(page, `${origin}/`, true);
        await expectFilledDashboard(page);
        await keepRun(lhr, `member-dashboard-${i + 1}`);
        dashboardRuns.push(figuresOf(lhr));
      }
      return { signIn: medianOf(signInRuns), memberDashboard: medianOf(dashboardRuns) };
    } finally {
      await browser.disconnect();
      chrome.kill();
    }
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
