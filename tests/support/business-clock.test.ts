import { expect, it, vi } from 'vitest';

/** The clock projects' own check (vitest.config.mts): each runs its files at its UTC time; the unit project at the real time. */
it('runs at the clock of its project', () => {
  const clock = process.env.TEST_CLOCK_UTC;
  if (!clock) return void expect(vi.isFakeTimers()).toBe(false);
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  const expected = new Date();
  expected.setUTCHours(hours, minutes, 0, 0);
  // The clock runs on from the set time: a few minutes at most have passed since the file started.
  expect(Date.now() - expected.getTime()).toBeGreaterThanOrEqual(0);
  expect(Date.now() - expected.getTime()).toBeLessThan(5 * 60_000);
});
