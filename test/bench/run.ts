import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { printAreaBundles, printTemplateResources } from './area-figures';
import { SCREENER_JS_BUDGET_BYTES, screenerFirstLoad } from './screener-size';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The screener's first load; needs a built web app (`npm run build:web`). */
async function printScreener(): Promise<boolean> {
  const dist = resolve(import.meta.dirname, '../../web/dist');
  if (!existsSync(join(dist, 'socialrisk.html'))) {
    console.error('web/dist is missing: run `npm run build:web` first.');
    return false;
  }
  const load = await screenerFirstLoad(dist);
  console.log('Public screener (/socialrisk) first load, gzipped JavaScript:');
  for (const f of load.files) console.log(`  ${f.file}  ${kb(f.gzipBytes)}`);
  console.log(`  total ${kb(load.totalGzipBytes)} of ${kb(SCREENER_JS_BUDGET_BYTES)} budget`);
  return load.totalGzipBytes <= SCREENER_JS_BUDGET_BYTES;
}

/** `npm run bench`: figures to watch between releases. */
async function main(): Promise<void> {
  const bundlesOk = await printAreaBundles();
  printTemplateResources();
  const screenerOk = await printScreener();
  if (!bundlesOk || !screenerOk) process.exitCode = 1;
}

await main();
