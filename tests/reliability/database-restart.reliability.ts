// [Q1] 3(c): PostgreSQL stopped and started again under a steady load. While it is down the app answers
// 503 with Retry-After and the localized JSON error (never a 500, never a stack trace) and stays up (same
// process); once it is back, calls succeed again within seconds.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTokens, ensureBuilt, freshDataDir, root, startReliabilityApp, type App } from './support/app';
import { call, sessionCookie } from './support/http';
import { privatePostgres, type PrivatePostgres } from './support/postgres';
import { freePort } from '../support/free-port';
import { routePath, withLocalePrefix } from '../../lib/routes';
import { freightSearches, trackingNumbers } from './support/traffic';

/** The app's port: free when the file starts (two runs on one machine never share one). */
let port = 0;
const recoverWithinMs = 20_000;
let pg: PrivatePostgres | undefined;
let app: App | undefined;

beforeAll(async () => {
  ensureBuilt();
  port = await freePort();
  pg = await privatePostgres('navlun_reliability_restart');
  const dataDir = await freshDataDir('database-restart');
  app = await startReliabilityApp({ port, databaseUrl: pg.url, dataDir, env: { TRACKING_CACHE_SECONDS: '0', DATABASE_POOL_SIZE: '4' } });
  tokens = await demoTokens(dataDir);
  session = await sessionCookie(app.origin, tokens.customer);
});
afterAll(async () => {
  await app?.stop();
  await pg?.close();
});

/** The customer's browser session, started while the database is up. */
let session = '';
let tokens: Awaited<ReturnType<typeof demoTokens>>;
const unavailableTr = (JSON.parse(readFileSync(path.join(root, 'public/locales/tr/errors.json'), 'utf8')) as { errors: { unavailable: string } }).errors.unavailable;

type Target = 'tracking' | 'search' | 'reservations' | 'page';
interface Sample {
  target: Target;
  startedAt: number;
  endedAt: number;
  status: number;
  retryAfter: string | null;
  text: string;
  code?: string;
  message?: string;
  error?: string;
}

describe('PostgreSQL restarted under load', () => {
  it('answers 503 with Retry-After while the database is down, stays up and recovers once it is back', async () => {
    const origin = app!.origin;
    const searches = freightSearches();
    const samples: Sample[] = [];
    const targets: Target[] = ['tracking', 'search', 'reservations', 'page'];
    const accountPage = withLocalePrefix(routePath('reservations', 'tr'), 'tr');
    let running = true;
    const request = (target: Target, index: number) => {
      const headers = { 'accept-language': 'tr' };
      if (target === 'tracking') return call(origin, 'GET', `/api/Tracking/Get?number=${encodeURIComponent(trackingNumbers[index % trackingNumbers.length]!)}`, { headers });
      if (target === 'search') return call(origin, 'POST', '/api/Freight/Search', { body: searches[index % searches.length], headers });
      if (target === 'reservations') return call(origin, 'POST', '/api/Reservation/GetList', { body: {}, bearer: tokens.customer, headers });
      // A signed-in page whose data comes from the database (its shell filled by the server: lib/server/account/screen-page.ts).
      return call(origin, 'GET', accountPage, { headers: { ...headers, cookie: session } });
    };
    // Five clients in a loop, each target in turn, a few calls a second each.
    const worker = async (offset: number) => {
      for (let index = offset; running; index += 1) {
        const target = targets[index % targets.length]!;
        const startedAt = Date.now();
        try {
          const answer = await request(target, index);
          samples.push({ target, startedAt, endedAt: Date.now(), status: answer.status, retryAfter: answer.headers.get('retry-after'), text: answer.text, code: answer.json?.code, message: answer.json?.message });
        } catch (error) {
          samples.push({ target, startedAt, endedAt: Date.now(), status: 0, retryAfter: null, text: '', error: String(error) });
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    let exited: unknown = null;
    void app!.exited.then((how) => (exited = how));
    const workers = [0, 1, 2, 3, 4].map(worker);
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    await sleep(5_000);
    const stopAsked = Date.now();
    pg!.stop();
    const downAt = Date.now();
    await sleep(10_000);
    const startAsked = Date.now();
    pg!.start();
    const upAt = Date.now();
    // Recovered: every target has answered 200 to a call started after the restart.
    let recoveredAt: number | null = null;
    while (Date.now() - upAt < recoverWithinMs + 10_000) {
      const after = samples.filter((sample) => sample.startedAt >= upAt && sample.status === 200);
      if (targets.every((target) => after.some((sample) => sample.target === target))) {
        recoveredAt = Math.max(...targets.map((target) => after.find((sample) => sample.target === target)!.endedAt));
        break;
      }
      await sleep(200);
    }
    await sleep(3_000); // and keeps answering
    running = false;
    await Promise.all(workers);

    const before = samples.filter((sample) => sample.endedAt < stopAsked);
    const down = samples.filter((sample) => sample.startedAt >= downAt + 500 && sample.endedAt < startAsked);
    const after = samples.filter((sample) => recoveredAt !== null && sample.startedAt > recoveredAt);
    const count = (list: Sample[]) => {
      const tally = new Map<string, number>();
      for (const sample of list) tally.set(`${sample.target} ${sample.status}`, (tally.get(`${sample.target} ${sample.status}`) ?? 0) + 1);
      return [...tally].map(([key, n]) => `${key}: ${n}`).join(', ');
    };
    console.info(`[database restart] before: ${count(before)}; down ${((startAsked - downAt) / 1000).toFixed(1)} s: ${count(down)}; recovered ${recoveredAt === null ? 'never' : `${((recoveredAt - upAt) / 1000).toFixed(1)} s after the restart`}; after: ${count(after)}`);

    // Never a 500, never a dropped connection, never a stack trace; the process is the same one.
    expect(samples.filter((sample) => sample.status === 0 || sample.status >= 500 && sample.status !== 503).map((sample) => `${sample.target} ${sample.status} ${sample.error ?? sample.text.slice(0, 200)}`)).toEqual([]);
    expect(samples.filter((sample) => sample.status !== 200 && /\bat .+:\d+:\d+|node_modules|Error:/.test(sample.text))).toEqual([]);
    expect(exited).toBeNull();
    expect(() => process.kill(app!.pid!, 0)).not.toThrow();

    expect(before.length).toBeGreaterThan(10);
    expect(before.every((sample) => sample.status === 200)).toBe(true);
    // While down: the database-backed calls are 503 with Retry-After and the localized message.
    for (const target of ['tracking', 'reservations'] as const) {
      const answers = down.filter((sample) => sample.target === target);
      expect(answers.length, target).toBeGreaterThan(5);
      expect(answers.map((sample) => sample.status).filter((status) => status !== 503), target).toEqual([]);
    }
    const pages = down.filter((sample) => sample.target === 'page');
    expect(pages.length).toBeGreaterThan(5);
    for (const sample of pages) {
      expect(sample.status).toBe(503);
      expect(Number(sample.retryAfter)).toBeGreaterThan(0);
      expect(sample.text).toContain(unavailableTr);
    }
    for (const sample of down.filter((answer) => answer.status === 503 && answer.target !== 'page')) {
      expect(Number(sample.retryAfter)).toBeGreaterThan(0);
      expect(sample.code).toBe('errors.unavailable');
      expect(sample.message).toBe(unavailableTr);
    }
    // (A search may be answered from the cached tariffs while the database is down.)
    expect(down.filter((sample) => sample.target === 'search').every((sample) => sample.status === 200 || sample.status === 503)).toBe(true);
    // Back: every target succeeds within the limit, and keeps succeeding.
    expect(recoveredAt).not.toBeNull();
    expect(recoveredAt! - upAt).toBeLessThan(recoverWithinMs);
    expect(after.length).toBeGreaterThan(5);
    expect(after.filter((sample) => sample.status !== 200).map((sample) => `${sample.target} ${sample.status}`)).toEqual([]);
  });
});
