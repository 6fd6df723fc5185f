import type { IncomingMessage } from 'node:http';
import { tooManyRequests } from '../api/errors';
import type { Principal } from '../auth/authenticate';
import { callerBuckets } from '../rate-limit/caller-buckets';
import { consumeRateLimit, rateLimitExhausted, type RateLimit } from '../rate-limit/limits';

/**
 * Enumeration guard of the tracking lookup: numbers that find nothing (404) are counted per client
 * address, and per user too when signed in, with more room (callerBuckets); once a caller used them up, every
 * lookup, hit or miss, is refused (429) until the window passes, so guessing references stops paying.
 */
export const TRACKING_MISS_LIMIT: RateLimit & { signedInPoints: number } = { points: 10, windowSeconds: 600, signedInPoints: 50 };
const NAME = 'Tracking/Get#misses';

/** Refuses the lookup (429 with Retry-After) when the caller has no misses left in one of their counters. */
export async function assertMissesLeft(req: IncomingMessage, principal: Principal | null): Promise<void> {
  for (const { name, limit, key } of callerBuckets(NAME, TRACKING_MISS_LIMIT, principal, req)) {
    const seconds = await rateLimitExhausted(name, limit, key);
    if (seconds !== null) throw tooManyRequests(seconds);
  }
}

/** Counts one miss. */
export async function countMiss(req: IncomingMessage, principal: Principal | null): Promise<void> {
  for (const { name, limit, key } of callerBuckets(NAME, TRACKING_MISS_LIMIT, principal, req)) await consumeRateLimit(name, limit, key).catch(() => undefined);
}
