import { handler } from '../src/exports/jobs/export';
import { sharedPdfRenderer } from '../src/pdf/renderer';

/**
 * The local stand-in of the EventBridge schedule (ARCHITECTURE.md 'PDFs'): the same job handler, on an
 * interval, with the same event shape (`scheduledAt`, the tick's time, so each tick is one run).
 * `CIRCLES_EXPORT_INTERVAL_MINUTES` sets the interval (default 60; 0 turns it off). The first tick
 * runs a few seconds after start, so the demo's completed series show up as a run.
 */
export const DEFAULT_EXPORT_INTERVAL_MINUTES = 60;

export interface ExportSchedule {
  stop(): Promise<void>;
}

export function startExportSchedule(
  env: NodeJS.ProcessEnv = process.env,
  write: (line: string) => void = (line) => process.stdout.write(line),
): ExportSchedule | undefined {
  const minutes = Number(env.CIRCLES_EXPORT_INTERVAL_MINUTES ?? DEFAULT_EXPORT_INTERVAL_MINUTES);
  if (!Number.isFinite(minutes) || minutes <= 0) return undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return; // the previous run is still rendering: this tick is skipped
    const scheduledAt = new Date();
    scheduledAt.setUTCSeconds(0, 0);
    running = handler({ scheduledAt: scheduledAt.toISOString() })
      .then(
        (result) =>
          result.runs.forEach((r) => write(`Export run ${r.runId}: ${r.status}, ${r.exported} report(s)\n`)),
        (err: unknown) => write(`Export run failed: ${err instanceof Error ? err.message : String(err)}\n`),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, 5_000);
  const every = setInterval(tick, minutes * 60_000);
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running;
      await sharedPdfRenderer().close();
    },
  };
}
