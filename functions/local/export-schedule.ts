import { handler } from '../src/exports/jobs/export';
import { sharedPdfRenderer } from '../src/pdf/renderer';
import { startIntervalJob, type IntervalJob } from './interval-job';

/**
 * The local stand-in of the EventBridge schedule (ARCHITECTURE.md 'PDFs'): the same job handler, on an
 * interval, with the same event shape (`scheduledAt`, the tick's time, so each tick is one run).
 * `CIRCLES_EXPORT_INTERVAL_MINUTES` sets the interval (default 60; 0 turns it off). The first tick
 * runs a few seconds after start, so the demo's completed series show up as a run.
 */
export const DEFAULT_EXPORT_INTERVAL_MINUTES = 60;

export type ExportSchedule = IntervalJob;

export function startExportSchedule(
  env: NodeJS.ProcessEnv = process.env,
  write: (line: string) => void = (line) => process.stdout.write(line),
): ExportSchedule | undefined {
  return startIntervalJob({
    minutes: env.CIRCLES_EXPORT_INTERVAL_MINUTES,
    defaultMinutes: DEFAULT_EXPORT_INTERVAL_MINUTES,
    firstAfterMs: 5_000,
    run: () => {
      const scheduledAt = new Date();
      scheduledAt.setUTCSeconds(0, 0);
      return handler({ scheduledAt: scheduledAt.toISOString() }).then(
        (result) =>
          result.runs.forEach((r) => write(`Export run ${r.runId}: ${r.status}, ${r.exported} report(s)\n`)),
        (err: unknown) => write(`Export run failed: ${err instanceof Error ? err.message : String(err)}\n`),
      );
    },
    onStop: () => sharedPdfRenderer().close(),
  });
}
