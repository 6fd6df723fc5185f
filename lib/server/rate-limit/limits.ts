import type { IncomingMessage } from 'node:http';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../api/errors';
import { log } from '../log';

/** A limit: so many calls per window, counted per client address and, for a signed-in caller, per user too (caller-buckets.ts). */
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

/** Where the shared counters live in Redis: `navlun:rl:{limit name}:{key}`. */
const REDIS_KEY_PREFIX = 'navlun:rl:';

interface Holder {
  __navlunLimiters?: Map<string, RateLimiterAbstract>;
  /** The one Redis client of the process, created on the first limited call when REDIS_URL is set. */
  __navlunRateLimitRedis?: { url: string; client: Redis; firstConnection: Promise<void> };
  /** Whether the outage in progress was logged already (once per outage, not once per request). */
  __navlunRateLimitDegraded?: boolean;
}
const holder = globalThis as typeof globalThis & Holder;

function noteDegraded(reason: unknown): void {
  if (holder.__navlunRateLimitDegraded) return;
  holder.__navlunRateLimitDegraded = true;
  log.warn({ err: reason }, 'rate limits: Redis is unavailable, counting per instance until it is back');
}

/** How long the first limited calls of a process wait for its first Redis connection before counting locally. */
const FIRST_CONNECTION_WAIT_MS = 2_000;

function redisClient(url: string): Redis {
  const existing = holder.__navlunRateLimitRedis;
  if (existing?.url === url) return existing.client;
  const client = new Redis(url, {
    // A command while disconnected fails at once (the insurance limiter answers) instead of queueing the request.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  client.on('error', (error) => noteDegraded(error));
  client.on('ready', () => {
    if (holder.__navlunRateLimitDegraded) log.info('rate limits: Redis is back, counting across instances again');
    holder.__navlunRateLimitDegraded = false;
  });
  // Settles on the first connection (or its failure, or after FIRST_CONNECTION_WAIT_MS): until then a call
  // waits for it rather than counting in the insurance limiter, which would let a new instance's first
  // calls past the shared limit. After that, a lost connection goes to the insurance limiter at once.
  const firstConnection = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_CONNECTION_WAIT_MS);
    timer.unref();
    const settle = () => {
      clearTimeout(timer);
      resolve();
    };
    client.once('ready', settle);
    client.once('error', settle);
  });
  holder.__navlunRateLimitRedis = { url, client, firstConnection };
  return client;
}

/** Resolves at once without Redis and once the first connection settled with it. */
function redisSettled(): Promise<void> | undefined {
  return holder.__navlunRateLimitRedis?.firstConnection;
}

/** The per-instance limiter standing in while Redis is unreachable (logged once per outage). */
class InsuranceLimiter extends RateLimiterMemory {
  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    noteDegraded(new Error('Redis command failed'));
    return super.consume(...args);
  }
  override get(...args: Parameters<RateLimiterMemory['get']>) {
    noteDegraded(new Error('Redis command failed'));
    return super.get(...args);
  }
}

/**
 * The limiter of `name`: with REDIS_URL, counted in Redis for every instance (RateLimiterRedis, one shared
 * ioredis client) with an in-memory insurance limiter, so a Redis outage degrades to per-instance limits
 * instead of failing requests; without it, in this process's memory.
 */
function limiter(name: string, limit: RateLimit): RateLimiterAbstract {
  holder.__navlunLimiters ??= new Map();
  let existing = holder.__navlunLimiters.get(name);
  if (!existing) {
    const options = { keyPrefix: name, points: limit.points * multiplier(), duration: limit.windowSeconds };
    const url = process.env.REDIS_URL;
    existing = url
      ? new RateLimiterRedis({
          ...options,
          keyPrefix: `${REDIS_KEY_PREFIX}${name}`,
          storeClient: redisClient(url),
          rejectIfRedisNotReady: true,
          insuranceLimiter: new InsuranceLimiter(options),
        })
      : new RateLimiterMemory(options);
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
  const counter = limiter(name, limit);
  await redisSettled();
  try {
    await counter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooManyRequests(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
    throw rejection;
  }
}

/** What a counted call left of a limit: its room per window (scaled), what remains of it and when the window ends. */
export interface CountedCall {
  points: number;
  windowSeconds: number;
  remaining: number;
  resetSeconds: number;
}

/**
 * Counts one call as `consumeRateLimit` does and answers what is left, for the `RateLimit` headers ([E1] API keys);
 * past the limit it throws the 429 with Retry-After, carrying the state in `counted`.
 */
export async function countCall(name: string, limit: RateLimit, key: string): Promise<CountedCall> {
  const counter = limiter(name, limit);
  await redisSettled();
  const state = (result: RateLimiterRes): CountedCall => ({
    points: counter.points,
    windowSeconds: limit.windowSeconds,
    remaining: Math.max(0, result.remainingPoints),
    resetSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
  });
  try {
    return state(await counter.consume(key));
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw Object.assign(tooManyRequests(state(rejection).resetSeconds), { counted: state(rejection) });
    throw rejection;
  }
}

/** Whether `key` has used up the limit `name` (without counting a call): a limit checked before the work it guards. */
export async function rateLimitExhausted(name: string, limit: RateLimit, key: string): Promise<number | null> {
  const counter = limiter(name, limit);
  await redisSettled();
  const state = await counter.get(key);
  return state && state.remainingPoints <= 0 ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : null;
}

/** Forgets every count (tests). Counters kept in Redis stay there until their window ends. */
export function resetRateLimits(): void {
  holder.__navlunLimiters?.clear();
}
