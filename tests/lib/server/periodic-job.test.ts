import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from '@/lib/server/periodic-job';

describe('startPeriodicJob', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs every interval, once per name, never two rounds at once, and stops', async () => {
    let rounds = 0;
    let finish: () => void = () => undefined;
    const run = vi.fn(() => {
      rounds += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const stop = startPeriodicJob('test job', 1000, run);
    // A second start of the same name starts nothing.
    startPeriodicJob('test job', 1000, run);
    await vi.advanceTimersByTimeAsync(1000);
    expect(rounds).toBe(1);
    // The round is still running: the next tick skips.
    await vi.advanceTimersByTimeAsync(1000);
    expect(rounds).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(rounds).toBe(2);
    finish();
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(rounds).toBe(2);
  });

  it('a failed round is retried on the next tick', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const stop = startPeriodicJob('failing job', 500, run);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });
});
