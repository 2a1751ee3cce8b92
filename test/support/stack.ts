import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { config } from '../../functions/src/platform/config';
import type { StackInfo } from './stack-info';

export type { StackInfo } from './stack-info';

/**
 * This test file's own stack (its table, user pool, bucket, demo data and API server, started by
 * test/setup/file-stack.ts before the file runs), with its environment copied into `process.env` so that
 * repositories and handlers can be called in-process against the emulators.
 */
export function useStackEnv(): StackInfo {
  const stack = inject('stack');
  Object.assign(process.env, stack.env);
  config(true);
  return stack;
}

/** Fails with a clear message when the stack started without a built web app (e2e tests need it). */
export function requireWebApp(stack: StackInfo): void {
  if (!stack.webServed) {
    throw new Error(
      'web/dist is missing: build the web app first (`npm run build:web`; `npm test` does it before the stack tests).',
    );
  }
}

/** The Chromium used by browser tests: `CHROMIUM_PATH`, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** Flags for headless Chromium on this kind of machine (root, no GPU, small /dev/shm, no network chatter). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;

/** Launches headless Chromium with playwright-core; the caller must close it (`afterAll(() => browser.close())`). */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], headless: true });
  // The built app registers an offline service worker (web/pwa.ts). A worker that answers from its cache
  // hides requests from the routes tests put on them (Playwright's route never sees what a worker
  // answers) and would make tests depend on when it installs: contexts run without it unless a test
  // asks for it (`serviceWorkers: 'allow'`, the offline tests).
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  browser.newPage = (options = {}) => newPage({ serviceWorkers: 'block', ...options });
  return browser;
}

/**
 * For a browser test file: before all its tests, read the stack (and require the built web app) and launch
 * Chromium; after them, close it. The getters answer once the hooks have run.
 */
export function useBrowserStack(): { stack(): StackInfo; browser(): Browser } {
  let stack: StackInfo | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    stack = useStackEnv();
    requireWebApp(stack);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    stack: () => stack ?? expectDefined('stack'),
    browser: () => browser ?? expectDefined('browser'),
  };
}

function expectDefined(what: string): never {
  throw new Error(`${what} is not ready: call it inside a test or hook`);
}
