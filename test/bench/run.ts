import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { printApiFloor } from './api-floor';
import { printAreaBundles, printTemplateResources } from './area-figures';
import { printPdfFigures, printReportPdfFigures } from './pdf-figures';
import { printFirstScreens } from './first-screens';
import { printModuleSave } from './module-save';
import { printReportReads } from './report-reads';
import { SCREENER_JS_BUDGET_BYTES, screenerFirstLoad } from './screener-size';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const dist = resolve(import.meta.dirname, '../../web/dist');

/** The screener's first load; needs a built web app (`npm run build:web`). */
async function printScreener(): Promise<boolean> {
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
  const moduleSaveOk = await printModuleSave();
  const reportReadsOk = await printReportReads(); // issue 11
  const floorOk = await printApiFloor(); // issue 22 item 7
  // The handler's own CPU stubs the process's document client: in a process of its own.
  spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'handler-cost.ts')], {
    stdio: 'inherit',
  });
  if (!existsSync(join(dist, 'socialrisk.html'))) {
    console.error('web/dist is missing: run `npm run build:web` first.');
    process.exitCode = 1;
    return;
  }
  const screenerOk = await printScreener();
  await printFirstScreens(dist);
  const modulePdfOk = await printPdfFigures(dist);
  const reportPdfOk = await printReportPdfFigures(dist);
  const pdfOk = modulePdfOk && reportPdfOk;
  // The runner bench starts its own stack: in a process of its own (see module-interactive-cli.ts).
  const runner = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'module-interactive-cli.ts'), dist],
    { stdio: 'inherit' },
  );
  const runnerOk = runner.status === 0;
  if (!bundlesOk || !screenerOk || !moduleSaveOk || !reportReadsOk || !floorOk || !pdfOk || !runnerOk)
    process.exitCode = 1;
}

await main();
