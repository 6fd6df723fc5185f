import type { IncomingMessage } from 'node:http';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../api/errors';

/** A limit: so many calls per window, counted per signed-in user, else per client address. */
export interface RateLimit {
  points: number;
  windowSeconds: number;
}

/**
 * RATE_LIMIT_MULTIPLIER scales every limit (a load test from one address sets it high; 0 is refused so
 * limits can't be switched off by accident).
 */
function multiplier(): number {
  const value = Number(process.env.RATE_LIMIT_MULTIPLIER ?? 1);
  return Number.isFinite(value) && value >= 1 ? value : 1;
}

const holder = globalThis as typeof globalThis & { __navlunLimiters?: Map<string, RateLimiterMemory> };

function limiter(name: string, limit: RateLimit): RateLimiterMemory {
  holder.__navlunLimiters ??= new Map();
  let existing = holder.__navlunLimiters.get(name);
  if (!existing) {
    existing = new RateLimiterMemory({ keyPrefix: name, points: limit.points * multiplier(), duration: limit.windowSeconds });
    holder.__navlunLimiters.set(name, existing);
  }
  return existing;
}

/** The client's address: the socket's, or the first X-Forwarded-For hop when TRUST_PROXY=1 (behind our load balancer). */
export function clientAddress(req: IncomingMessage): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = String(req.headers['x-forwarded-for'] ?? '').split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/** Counts one call of `name` (an endpoint's path) for `key`; past the limit it throws 429 with Retry-After. */
export async function consumeRateLimit(name: string, limit: RateLimit, key: string): Promise<void> {
  try {
    await limiter(name, limit).consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooManyRequests(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
    throw rejection;
  }
}

/** Whether `key` has used up the limit `name` (without counting a call): a limit checked before the work it guards. */
export async function rateLimitExhausted(name: string, limit: RateLimit, key: string): Promise<number | null> {
  const state = await limiter(name, limit).get(key);
  return state && state.remainingPoints <= 0 ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : null;
}

/** Forgets every count (tests). */
export function resetRateLimits(): void {
  holder.__navlunLimiters?.clear();
}
