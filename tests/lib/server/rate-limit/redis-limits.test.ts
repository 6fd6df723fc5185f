// Rate limits counted in Redis (REDIS_URL): shared by every process, and per process while Redis is down.
// Starts its own redis-server (on a free port) and stops it by PID. `npm test` installs redis-server first
// (scripts/ci/ensure-ops-tools.sh), so CI always runs it; a developer machine without it skips it.
import { existsSync } from 'node:fs';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeRateLimit, rateLimitExhausted, resetRateLimits } from '@/lib/server/rate-limit/limits';
import { REDIS_BIN, startRedis } from '@/scripts/ops/cluster.mjs';
import { freePort } from '../../../support/free-port';

const holder = globalThis as typeof globalThis & { __navlunRateLimitRedis?: { client: Redis } };
let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
const limit = { points: 3, windowSeconds: 60 };
const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status?: number }) => error.status ?? 500,
  );

beforeAll(async () => {
  if (!existsSync(REDIS_BIN)) return;
  redis = await startRedis({ port: await freePort() });
  process.env.REDIS_URL = redis.url;
  resetRateLimits();
});
afterAll(async () => {
  delete process.env.REDIS_URL;
  resetRateLimits();
  holder.__navlunRateLimitRedis?.client.disconnect();
  await redis?.stop();
});

describe.skipIf(!existsSync(REDIS_BIN))('rate limits in Redis', () => {
  it('keeps the count in Redis: a process that starts afresh (its limiters forgotten) sees the calls already made', async () => {
    const name = `/api/Test/Shared#${Date.now()}`;
    expect(await status(consumeRateLimit(name, limit, 'ip:192.0.2.1'))).toBe(200);
    expect(await status(consumeRateLimit(name, limit, 'ip:192.0.2.1'))).toBe(200);
    resetRateLimits(); // as if the next call reached another instance
    expect(await status(consumeRateLimit(name, limit, 'ip:192.0.2.1'))).toBe(200);
    expect(await rateLimitExhausted(name, limit, 'ip:192.0.2.1')).toBeGreaterThan(0);
    resetRateLimits();
    expect(await status(consumeRateLimit(name, limit, 'ip:192.0.2.1'))).toBe(429);
    expect(await status(consumeRateLimit(name, limit, 'ip:192.0.2.2'))).toBe(200);
    const keys = await holder.__navlunRateLimitRedis!.client.keys('navlun:rl:*');
    expect(keys).toContain(`navlun:rl:${name}:ip:192.0.2.1`);
  });

  it('counts in memory while Redis is down instead of failing the call', async () => {
    const name = `/api/Test/Outage#${Date.now()}`;
    await redis!.stop();
    const statuses = [];
    for (let call = 0; call < 4; call++) statuses.push(await status(consumeRateLimit(name, limit, 'ip:192.0.2.3')));
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await rateLimitExhausted(name, limit, 'ip:192.0.2.3')).toBeGreaterThan(0);
  });
});
