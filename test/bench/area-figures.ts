import { areas } from '@circles/functions/areas';
import {
  AREA_BUNDLE_BUDGET_BYTES,
  areaBudgetBytes,
  buildAreaBundle,
  importMedianMs,
} from '../../infra/test/area-bundles';
import {
  futureAreas,
  resourceCount,
  routes,
  synthCircles,
  synthWithPlaceholders,
} from '../../infra/test/fixtures';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/**
 * Prints each area function's minified size (as deployed: the AWS SDK from the runtime) and its
 * cold-start proxy, beside the same figures with the SDK bundled; returns false past the budget.
 */
export async function printAreaBundles(): Promise<boolean> {
  let withinBudget = true;
  console.log(
    'Area functions, minified (budget ' +
      kb(AREA_BUNDLE_BUDGET_BYTES) +
      '; modules ' +
      kb(areaBudgetBytes('modules')) +
      '), median import time:',
  );
  console.log('  area      deployed (SDK from runtime)     for comparison: SDK bundled');
  for (const area of Object.keys(areas)) {
    const deployed = await buildAreaBundle(area, 'runtime');
    const bundled = await buildAreaBundle(area, 'bundled');
    const over = deployed.bytes > areaBudgetBytes(area);
    if (over) withinBudget = false;
    console.log(
      `  ${area.padEnd(9)} ${kb(deployed.bytes).padStart(9)} ${`${importMedianMs(deployed, 'runtime').toFixed(0)} ms`.padStart(8)}${over ? '  OVER BUDGET' : ''}` +
        `              ${kb(bundled.bytes).padStart(9)} ${`${importMedianMs(bundled, 'bundled').toFixed(0)} ms`.padStart(8)}`,
    );
  }
  return withinBudget;
}

/** Prints the main template's resource count today and with placeholder routes up to 120. */
export function printTemplateResources(): void {
  const today = resourceCount(synthCircles().main);
  const allAreas = [...Object.keys(areas), ...Object.keys(futureAreas)];
  const full = resourceCount(synthWithPlaceholders(120 - routes.length, allAreas));
  console.log('CloudFormation resources of the Circles stack (limit 500, budget 300):');
  console.log(`  today (${routes.length} routes, ${Object.keys(areas).length} areas)  ${today}`);
  console.log(`  120 routes over ${allAreas.length} areas (placeholders)  ${full}`);
}
