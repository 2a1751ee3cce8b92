import { loadavg } from 'node:os';
import { pageFirstLoad } from './first-load';
import { appLighthouse, type LighthouseFigures } from './lighthouse';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function printLighthouse(page: string, lh: LighthouseFigures): void {
  console.log(`${page}, Lighthouse mobile with simulated throttling (median of runs):`);
  console.log(`  performance ${lh.performance}, accessibility ${lh.accessibility}`);
  console.log(
    `  FCP ${lh.fcp} ms, LCP ${lh.lcp} ms, TBT ${lh.tbt} ms, CLS ${lh.cls}, ${kb(lh.transferBytes)} sent, ${kb(lh.unusedJsBytes)} unused JavaScript`,
  );
}

/**
 * The staff sign-in screen's first load, and the Lighthouse figures of it and of the member dashboard
 * (figures to read, not a timed test; the target is performance ≥ 90 and accessibility 100 for both).
 * The machine's load average is printed beside them: a busy CPU inflates the blocking time.
 */
export async function printFirstScreens(dist: string): Promise<void> {
  const signIn = await pageFirstLoad(dist, 'index.html');
  console.log(`Staff sign-in screen (/) first load, gzipped JavaScript: ${kb(signIn.totalGzipBytes)}`);
  for (const f of signIn.files) console.log(`  ${f.file}  ${kb(f.gzipBytes)}`);
  const before = loadavg()[0]!.toFixed(2);
  const lh = await appLighthouse(dist, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  console.log(
    `Load average (1 min) before and after the Lighthouse runs: ${before}, ${loadavg()[0]!.toFixed(2)}`,
  );
  printLighthouse('Staff sign-in screen (/)', lh.signIn);
  printLighthouse('Member dashboard (/ signed in as Mary)', lh.memberDashboard);
}
