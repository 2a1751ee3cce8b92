import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFirstLoad, staticClosure } from '../bench/first-load';
import { useBrowserStack } from '../support/stack';
import { newAppContext, signIn } from './app-support';
import { demoOf } from './people-support';

/**
 * Fast first screens (issue 20): over HTTP/1.1 a phone fetches six files at a time, so the sign-in
 * screen and a returning member's dashboard load their code in few files (web/area-chunks.ts), and
 * grouping never makes the screener or the print entry load the app.
 */
const dist = resolve(import.meta.dirname, '../../web/dist');
const assets = join(dist, 'assets');
const env = useBrowserStack();

/** The entry chunk an HTML page of the build starts. */
async function entryOf(page: string): Promise<string> {
  const html = await readFile(join(dist, page), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error(`no module script in ${page}`);
  return entry;
}

describe('first screens', () => {
  it('loads the staff sign-in screen in at most 6 script files', async () => {
    if (!existsSync(join(dist, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build:web` first.');
    const load = await pageFirstLoad(dist, 'index.html');
    expect(load.files.length).toBeGreaterThan(0);
    expect(load.files.length).toBeLessThanOrEqual(6);
  });

  it("never loads the app's or the signed-in screens' chunks with the screener or the print entry", async () => {
    // signed-in-print holds what the dashboard shares with the print entry, so print loads it by design.
    const app = /^(app|signed-in-routes|contract|vendor-amplify)-/;
    for (const page of ['socialrisk.html', 'print.html']) {
      const files = await staticClosure(assets, await entryOf(page));
      expect(files.filter((file) => app.test(file))).toEqual([]);
    }
  });

  it("loads a returning member's filled dashboard in at most 13 script files", async () => {
    const stack = env.stack();
    const mary = demoOf(stack, 'Patient', 'Mary Member');
    const context = await newAppContext(env.browser(), stack.apiUrl);
    try {
      const page = await context.newPage();
      await page.goto(`${stack.apiUrl}/`);
      await signIn(page, mary.login, mary.password);
      await page.locator('li[data-tile]').first().waitFor({ timeout: 30_000 });
      // A new page of the same context: her session is kept; every script file it asks for counts.
      const returning = await context.newPage();
      const scripts = new Set<string>();
      returning.on('request', (request) => {
        if (/\/assets\/[^/]+\.js$/.test(request.url())) scripts.add(request.url());
      });
      await returning.goto(`${stack.apiUrl}/`);
      await returning.locator('li[data-tile]').first().waitFor({ timeout: 30_000 });
      expect(await returning.locator('li[data-tile]').count()).toBe(8);
      expect(scripts.size).toBeGreaterThan(0);
      expect(scripts.size).toBeLessThanOrEqual(13);
    } finally {
      await context.close();
    }
  });
});
