import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { authEn } from '@circles/shared/messages/auth.en';
import { dashboardEn } from '@circles/shared/messages/dashboard.en';
import { leadsEn } from '@circles/shared/messages/leads.en';
import { SCREENER_JS_BUDGET_BYTES, screenerFirstLoad } from '../bench/screener-size';

const dist = resolve(import.meta.dirname, '../../web/dist');

async function firstLoad() {
  if (!existsSync(resolve(dist, 'socialrisk.html')))
    throw new Error('web/dist is missing: run `npm run build:web` first.');
  return screenerFirstLoad(dist);
}

describe('public screener bundle size', () => {
  it('loads at most 60 KB of gzipped JavaScript before any interaction', async () => {
    const load = await firstLoad();
    expect(load.files.length).toBeGreaterThan(0);
    expect(load.files.some((f) => /pdf|jspdf|html2canvas/i.test(f.file))).toBe(false);
    expect(load.totalGzipBytes).toBeLessThanOrEqual(SCREENER_JS_BUDGET_BYTES);
  });

  it("loads neither zod nor the staff app's texts", async () => {
    const load = await firstLoad();
    const code = load.files
      .map((f) => readFileSync(resolve(dist, f.file.replace(/^\//, '')), 'utf8'))
      .join('\n');
    expect(code).not.toContain('$ZodType');
    for (const text of [
      leadsEn['leads.intro'],
      authEn['auth.login.incorrect'],
      dashboardEn['dashboard.error.user'],
    ])
      expect(code).not.toContain(text);
  });
});
