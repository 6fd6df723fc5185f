import type { IncomingMessage } from 'node:http';
import { tooManyRequests } from '../api/errors';
import type { Principal } from '../auth/authenticate';
import { clientAddress, consumeRateLimit, rateLimitExhausted, type RateLimit } from '../rate-limit/limits';

/**
 * Enumeration guard of the tracking lookup: numbers that find nothing (404) are counted per client
 * address (per user when signed in, with more room); once a caller used them up, every lookup, hit or
 * miss, is refused (429) until the window passes, so guessing references stops paying.
 */
export const TRACKING_MISS_LIMIT: RateLimit & { signedInPoints: number } = { points: 10, windowSeconds: 600, signedInPoints: 50 };
const NAME = '/api/Tracking/Get#misses';

function bucket(req: IncomingMessage, principal: Principal | null): { key: string; limit: RateLimit } {
  const { signedInPoints, ...limit } = TRACKING_MISS_LIMIT;
  return principal ? { key: `user:${principal.userId}`, limit: { ...limit, points: signedInPoints } } : { key: `ip:${clientAddress(req)}`, limit };
}

/** Refuses the lookup (429 with Retry-After) when the caller has no misses left. */
export async function assertMissesLeft(req: IncomingMessage, principal: Principal | null): Promise<void> {
  const { key, limit } = bucket(req, principal);
  const seconds = await rateLimitExhausted(`${NAME}:${principal ? 'user' : 'ip'}`, limit, key);
  if (seconds !== null) throw tooManyRequests(seconds);
}

/** Counts one miss. */
export async function countMiss(req: IncomingMessage, principal: Principal | null): Promise<void> {
  const { key, limit } = bucket(req, principal);
  await consumeRateLimit(`${NAME}:${principal ? 'user' : 'ip'}`, limit, key).catch(() => undefined);
}
