import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENER_JS_BUDGET_BYTES, screenerFirstLoad } from '../bench/screener-size';

const dist = resolve(import.meta.dirname, '../../web/dist');

describe('public screener bundle size', () => {
  it('loads at most 60 KB of gzipped JavaScript before any interaction', async () => {
    if (!existsSync(resolve(dist, 'socialrisk.html')))
      throw new Error('web/dist is missing: run `npm run build:web` first.');
    const load = await screenerFirstLoad(dist);
    expect(load.files.length).toBeGreaterThan(0);
    expect(load.files.some((f) => /pdf|jspdf|html2canvas/i.test(f.file))).toBe(false);
    expect(load.totalGzipBytes).toBeLessThanOrEqual(SCREENER_JS_BUDGET_BYTES);
  });
});
