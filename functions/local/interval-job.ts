/** A local stand-in of a schedule that runs; `stop` ends the timers and waits for a run in progress. */
export interface IntervalJob {
  stop(): Promise<void>;
}

/**
 * Runs `run` every `minutes` (from an environment variable: unset gives `defaultMinutes`; 0, a negative
 * or no number turns the job off, undefined), the first time `firstAfterMs` after start, as a local
 * stand-in of an EventBridge schedule. A tick while the previous run is still going is skipped, so runs
 * never overlap (the deployed jobs have one execution at a time). `run` reports its own outcome and
 * must not reject. `onStop` runs after the last run has finished.
 */
export function startIntervalJob(options: {
  minutes: string | undefined;
  defaultMinutes: number;
  firstAfterMs: number;
  run: () => Promise<void>;
  onStop?: () => Promise<void>;
}): IntervalJob | undefined {
  const minutes = Number(options.minutes ?? options.defaultMinutes);
  if (!Number.isFinite(minutes) || minutes <= 0) return undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return; // the previous run is still going: this tick is skipped
    running = options.run().finally(() => {
      running = undefined;
    });
  };
  const first = setTimeout(tick, options.firstAfterMs);
  const every = setInterval(tick, minutes * 60_000);
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running;
      await options.onStop?.();
    },
  };
}
