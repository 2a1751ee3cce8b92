import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIntervalJob } from './interval-job';

describe('startIntervalJob (the local stand-in of a schedule)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is off for 0, a negative number or no number, and on the default when unset', async () => {
    const run = vi.fn(() => Promise.resolve());
    for (const minutes of ['0', '-5', 'often'])
      expect(startIntervalJob({ minutes, defaultMinutes: 15, firstAfterMs: 10, run })).toBeUndefined();
    const job = startIntervalJob({ minutes: undefined, defaultMinutes: 15, firstAfterMs: 10, run });
    await vi.advanceTimersByTimeAsync(10);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(run).toHaveBeenCalledTimes(2);
    await job?.stop();
  });

  it('skips a tick while the previous run is going, and stop waits for it before onStop', async () => {
    let finish = () => {};
    const order: string[] = [];
    const run = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            order.push('run finished');
            resolve();
          };
        }),
    );
    const onStop = vi.fn(() => {
      order.push('onStop');
      return Promise.resolve();
    });
    const job = startIntervalJob({ minutes: '1', defaultMinutes: 15, firstAfterMs: 0, run, onStop });
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(run).toHaveBeenCalledTimes(1);
    const stopped = job!.stop();
    finish();
    await stopped;
    expect(order).toEqual(['run finished', 'onStop']);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
