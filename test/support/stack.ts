import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import { config } from '../../functions/src/config';
import type { StackInfo } from './stack-info';

export type { StackInfo } from './stack-info';

/**
 * Reads what the global setup provided and copies its environment into `process.env`, so that
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
    throw new Error('web/dist is missing: build the web app first (`npm run build:web`; `npm test` does it before the stack tests).');
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
    throw new Error(`Chromium not found at ${executablePath}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`);
  }
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], headless: true });
}
