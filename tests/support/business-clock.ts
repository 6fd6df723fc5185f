import { vi } from 'vitest';

/**
 * The evening runs (vitest.config.mts's clock projects): with TEST_CLOCK_UTC=HH:MM, a test file starts with the clock
 * at that UTC time of the current UTC day and lets it run on from there, in the tests and in the API under test
 * (the harness serves the handlers in the same process). 22:30 UTC is already tomorrow in Istanbul; 00:30 UTC is
 * the same day there as in UTC. Only Date is faked: timers, the database's own clock and performance stay real.
 */
const clock = process.env.TEST_CLOCK_UTC;
if (clock) {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) throw new Error(`TEST_CLOCK_UTC must be HH:MM, not ${clock}`);
  const start = new Date();
  start.setUTCHours(Number(match[1]), Number(match[2]), 0, 0);
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: start });
}
