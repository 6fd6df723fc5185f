import { describe, expect, it } from 'vitest';
import { retryWindowOver, WEBHOOK_RETRY_WINDOW_MS, webhookRetryDelayMs } from '@/lib/domain/webhooks';

describe('webhook retries', () => {
  it('wait 5 s doubling, capped at 2 hours, with at most a tenth of jitter', () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 5].map((attempt) => webhookRetryDelayMs(attempt, none))).toEqual([5_000, 10_000, 20_000, 40_000, 80_000]);
    expect(webhookRetryDelayMs(11, none)).toBe(5_000 * 2 ** 10);
    expect(webhookRetryDelayMs(12, none)).toBe(2 * 3_600_000);
    expect(webhookRetryDelayMs(40, none)).toBe(2 * 3_600_000);
    expect(webhookRetryDelayMs(1, () => 0.999)).toBeLessThanOrEqual(5_500);
    expect(webhookRetryDelayMs(0, none)).toBe(5_000);
  });

  it('fit about twenty tries into the 24-hour window', () => {
    let elapsed = 0;
    let tries = 1;
    while (elapsed + webhookRetryDelayMs(tries, () => 0) < WEBHOOK_RETRY_WINDOW_MS) elapsed += webhookRetryDelayMs(tries++, () => 0);
    expect(tries).toBeGreaterThanOrEqual(18);
    expect(tries).toBeLessThanOrEqual(24);
  });

  it('give up once deliveries have been failing for the whole window', () => {
    const since = new Date('2026-11-30T10:00:00Z');
    expect(retryWindowOver(since, new Date('2026-12-01T09:59:59Z'))).toBe(false);
    expect(retryWindowOver(since, new Date('2026-12-01T10:00:00Z'))).toBe(true);
  });
});
