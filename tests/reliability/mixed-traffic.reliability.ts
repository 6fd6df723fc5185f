// [Q1] 3(a): mixed traffic, 100 connections for two minutes (RELIABILITY_SECONDS): public pages in both
// languages, lookups, freight searches, tracking, signed-in lists and the chat. No connection errors, no
// 5xx, every answer the expected status, and the app's resident memory grows less than 20 % over the run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTokens, ensureBuilt, freshDataDir, startReliabilityApp, type App } from './support/app';
import { call } from './support/http';
import { runLoad } from './support/load.mjs';
import { privatePostgres, type PrivatePostgres } from './support/postgres';
import { freePort } from '../support/free-port';
import { freightSearches, publicPages, trackingNumbers } from './support/traffic';

/** The app's port: free when the file starts (two runs on one machine never share one). */
let port = 0;
const connections = 100;
const seconds = Number(process.env.RELIABILITY_SECONDS ?? 120);
const warmUpSeconds = 15;
const settleMs = 5_000;

let pg: PrivatePostgres | undefined;
let app: App | undefined;
let tokens: Awaited<ReturnType<typeof demoTokens>>;

beforeAll(async () => {
  ensureBuilt();
  port = await freePort();
  pg = await privatePostgres('navlun_reliability_mixed');
  const dataDir = await freshDataDir('mixed-traffic');
  app = await startReliabilityApp({ port, databaseUrl: pg.url, dataDir, env: { NODE_OPTIONS: '--expose-gc' } });
  tokens = await demoTokens(dataDir);
});
afterAll(async () => {
  await app?.stop();
  await pg?.close();
});

interface LoadRequest {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Chat conversations opened before the run (token, the start event), polled during it as Web Chat does. */
async function chatPolls(origin: string, count: number): Promise<LoadRequest[]> {
  const polls: LoadRequest[] = [];
  for (let index = 0; index < count; index += 1) {
    const locale = index % 2 ? 'en-US' : 'tr-TR';
    const opened = await call(origin, 'GET', `/api/chat/token?locale=${locale}`);
    const { token, conversationId } = opened.json as unknown as { token: string; conversationId: string };
    const activities = `/api/directline/conversations/${encodeURIComponent(conversationId)}/activities`;
    await call(origin, 'POST', activities, { bearer: token, body: { type: 'event', name: 'startConversation', value: { locale } } });
    polls.push({ name: 'chat poll', method: 'GET', path: `${activities}?watermark=`, headers: { authorization: `Bearer ${token}` } });
  }
  return polls;
}

function mix(polls: LoadRequest[]): LoadRequest[] {
  const json = { 'content-type': 'application/json' };
  const signedIn = { authorization: `Bearer ${tokens.customer}` };
  const requests: LoadRequest[] = [
    ...publicPages().map((path) => ({ name: `page ${path}`, method: 'GET', path, headers: { 'accept-encoding': 'gzip' } })),
    { name: 'Lookup/GetAll', method: 'GET', path: '/api/Lookup/GetAll', headers: { 'accept-encoding': 'gzip' } },
    ...freightSearches().map((body) => ({ name: 'Freight/Search', method: 'POST', path: '/api/Freight/Search', headers: json, body: JSON.stringify(body) })),
    ...trackingNumbers.map((number) => ({ name: 'Tracking/Get', method: 'GET', path: `/api/Tracking/Get?number=${encodeURIComponent(number)}` })),
    { name: 'Account/GetProfile', method: 'GET', path: '/api/Account/GetProfile', headers: signedIn },
    { name: 'Reservation/GetList', method: 'POST', path: '/api/Reservation/GetList', headers: { ...signedIn, ...json }, body: '{}' },
    { name: 'Demand/GetList', method: 'POST', path: '/api/Demand/GetList', headers: { ...signedIn, ...json }, body: '{}' },
    { name: 'chat token', method: 'GET', path: '/api/chat/token?locale=tr-TR' },
    ...polls,
  ];
  return requests;
}

describe('mixed traffic, 100 connections', () => {
  it(`answers every call as expected for ${seconds} s, without errors, and its memory stays flat`, async () => {
    const origin = app!.origin;
    const polls = await chatPolls(origin, 8);
    const requests = mix(polls);
    // Every request answers 200 before the run (a wrong fixture fails here, not under load).
    for (const request of requests) {
      const answer = await fetch(`${origin}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
      await answer.arrayBuffer();
      expect(answer.status, request.name).toBe(200);
    }

    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // The settle: two full garbage collections in the app, then a few quiet seconds.
    const settledRss = async () => {
      app!.collectGarbage();
      await sleep(1_000);
      app!.collectGarbage();
      await sleep(settleMs);
      return app!.rssKb();
    };
    await runLoad({ origin, connections, seconds: warmUpSeconds, requests });
    const rssBefore = await settledRss();
    // RSS every 10 s of the run (no collection forced): a leak climbs steadily, a heap reaching its working size levels off.
    const trend: number[] = [];
    const sampler = setInterval(() => trend.push(Math.round(app!.rssKb() / 1024)), 10_000);
    const { result, statuses, p95 } = await runLoad({ origin, connections, seconds, requests }).finally(() => clearInterval(sampler));
    const rssAfter = await settledRss();
    const growth = (rssAfter - rssBefore) / rssBefore;

    const unexpected = Object.entries(statuses).flatMap(([name, byStatus]) => Object.entries(byStatus).filter(([status]) => status !== '200').map(([status, n]) => `${name}: ${n} × ${status}`));
    console.info(
      `[mixed traffic] ${connections} connections, ${seconds} s: ${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, ` +
        `latency p50 ${result.latency.p50} ms, p95 ${Math.round(p95)} ms, p99 ${result.latency.p99} ms; errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}; ` +
        `RSS ${Math.round(rssBefore / 1024)} MB after the warm-up → ${Math.round(rssAfter / 1024)} MB after the run (${(growth * 100).toFixed(1)} %)`,
    );
    console.info(`[mixed traffic] RSS every 10 s during the run (MB): ${trend.join(' ')}`);
    console.info(`[mixed traffic] answers by request: ${JSON.stringify(statuses)}`);

    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result['5xx']).toBe(0);
    expect(unexpected).toEqual([]);
    expect(result.requests.total).toBeGreaterThan(seconds * 50);
    expect(Object.keys(statuses).sort()).toEqual([...new Set(requests.map((request) => request.name))].sort());
    expect(growth).toBeLessThan(0.2);
  });
});
