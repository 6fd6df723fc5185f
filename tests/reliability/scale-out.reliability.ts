// [Q1] (d) Two app instances on one PostgreSQL and one Redis behind nginx (deploy/nginx.conf): a session is
// valid on both, rate limits are shared, a chat conversation continues on the other instance, nginx caches a
// public page and never a signed-in one, and with Redis stopped requests still succeed (per-instance limits).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTokens, ensureBuilt } from './support/app';
import { startScaleOut, type ScaleOut } from './support/cluster';
import { call, sessionCookie } from './support/http';
import { freePorts } from '../support/free-port';

let scale: ScaleOut | undefined;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
let instances: string[];
let front: string;

beforeAll(async () => {
  ensureBuilt();
  // Every port free when the file starts: two runs on one machine never stop each other's servers.
  const [first, second, nginxPort, redisPort] = await freePorts(4);
  scale = await startScaleOut({ name: 'navlun_scale_out', instances: 2, appPorts: [first!, second!], nginxPort: nginxPort!, redisPort: redisPort! });
  instances = scale.cluster.apps.map((app) => app.origin);
  front = scale.cluster.nginx.origin;
  tokens = await demoTokens(scale.dataDir);
});
afterAll(async () => {
  await scale?.stop();
});

/** A GET through nginx or straight to an instance, redirects not followed. */
async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text };
}

describe('two instances behind nginx on one PostgreSQL and one Redis', () => {
  it('accepts one session (bearer token and session cookie) on both instances and through nginx', async () => {
    // The session starts on the first instance; its row in the shared PostgreSQL opens it everywhere.
    const session = await sessionCookie(instances[0]!, tokens.customer);
    for (const origin of [...instances, front]) {
      const bearer = await call(origin, 'GET', '/api/Account/GetProfile', { bearer: tokens.customer });
      expect(bearer.status, `${origin} bearer`).toBe(200);
      expect(JSON.stringify(bearer.json?.data)).toContain('customer@navlunport.test');
      const cookie = await call(origin, 'GET', '/api/Account/GetProfile', { headers: { cookie: session } });
      expect(cookie.status, `${origin} cookie`).toBe(200);
      expect(JSON.stringify(cookie.json?.data)).toContain('customer@navlunport.test');
    }
    // …and a forged one on neither.
    for (const origin of instances) expect((await call(origin, 'GET', '/api/Account/GetProfile', { bearer: `${tokens.customer.slice(0, -4)}AAAA` })).status).toBe(401);
  });

  it('shares a rate limit: the contact form’s 5 calls per 10 minutes, alternating instances, refuses the 6th', async () => {
    // TRUST_PROXY=1: the first X-Forwarded-For hop is the caller (an address of its own for this test).
    const headers = { 'x-forwarded-for': '203.0.113.61', 'accept-language': 'en' };
    const statuses: number[] = [];
    for (let index = 0; index < 5; index++) statuses.push((await call(instances[index % 2]!, 'POST', '/api/Contact/Send', { body: {}, headers })).status);
    // Invalid bodies count too (the limit is taken before validation): five 400s, none refused yet.
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    // The 6th on instance 2, which saw only 2 of the 5 calls itself.
    const sixth = await call(instances[1]!, 'POST', '/api/Contact/Send', { body: {}, headers });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(sixth.json?.code).toBe('errors.tooManyRequests');
    // Through nginx the client's address is the one nginx saw, whatever the client claims in X-Forwarded-For.
    const viaFront = await call(front, 'POST', '/api/Contact/Send', { body: {}, headers });
    expect(viaFront.status).toBe(400);
    // Another address is not affected.
    expect((await call(instances[0]!, 'POST', '/api/Contact/Send', { body: {}, headers: { 'x-forwarded-for': '203.0.113.62' } })).status).toBe(400);
  });

  it('continues a chat conversation started on instance 1 on instance 2', async () => {
    const [one, two] = instances as [string, string];
    const issued = await fetch(`${one}/api/chat/token?locale=en-US`);
    expect(issued.status).toBe(200);
    const { token, conversationId } = (await issued.json()) as { token: string; conversationId: string };
    const activities = `/api/directline/conversations/${encodeURIComponent(conversationId)}/activities`;
    const started = await call(one, 'POST', activities, { bearer: token, body: { type: 'event', name: 'startConversation', value: { locale: 'en-US' }, from: { id: 'u' } } });
    expect(started.status).toBe(200);
    // The question goes to instance 2 (its chat token verified with the shared CHAT_TOKEN_SECRET) …
    const asked = await call(two, 'POST', activities, { bearer: token, body: { type: 'message', text: 'How long does customs clearance take?', from: { id: 'u' } } });
    expect(asked.status).toBe(200);
    const askedId = (asked.json as { id?: string } | null)?.id;
    expect(askedId).toBeTruthy();
    // … and instance 1's poll sees the question and the assistant's answer to it.
    const page = await call(one, 'GET', `${activities}?watermark=`, { bearer: token });
    expect(page.status).toBe(200);
    const list = (page.json as unknown as { activities: { id: string; type: string; text?: string; replyToId?: string; from: { role?: string } }[] }).activities;
    expect(list.some((activity) => activity.id === askedId && activity.text === 'How long does customs clearance take?')).toBe(true);
    const answer = list.find((activity) => activity.replyToId === askedId);
    expect(answer?.from.role).toBe('bot');
    expect(answer?.text?.length ?? 0).toBeGreaterThan(10);
  });

  it('serves a public page from the nginx cache and never caches a signed-in page', async () => {
    const page = `${front}/lojistik-sozlugu`;
    const first = await get(page);
    expect(first.status).toBe(200);
    // The cluster's nginx has a cache directory of its own (scripts/ops/cluster.mjs) and nothing asked for this page before.
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    const second = await get(page);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(second.text).toBe(first.text);
    // The app's security headers pass through, cached or not.
    expect(second.headers.get('content-security-policy')).toBeTruthy();
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(second.headers.get('server')).toBe('nginx');

    // A signed-in visitor of a public page goes past the cache (no stored copy used, none written).
    // Started on an instance (its row in the shared database opens it through nginx as well).
    const session = await sessionCookie(instances[0]!, tokens.customer);
    const signedInPublic = await get(page, { cookie: session });
    expect(signedInPublic.headers.get('x-cache-status')).toBe('BYPASS');

    // The account dashboard, signed in: rendered for this user every time, never stored.
    const dashboard = `${front}/hesabim/panel`;
    const cookie = { cookie: session };
    const mine1 = await get(dashboard, cookie);
    const mine2 = await get(dashboard, cookie);
    expect(mine1.status).toBe(200);
    expect(mine2.status).toBe(200);
    // The account area's location has no cache at all (deploy/nginx.conf): no cache status, so nginx adds no header.
    for (const answer of [mine1, mine2]) expect(answer.headers.get('x-cache-status')).toBeNull();
    // A visitor without the cookie never gets the signed-in page from the cache: the app sends them to the login page.
    const anonymous = await get(dashboard);
    expect(anonymous.headers.get('x-cache-status')).toBeNull();
    expect(anonymous.status).toBe(307);
    expect(anonymous.headers.get('location')).toBe('/uye-giris');
    // The immutable build output: a script (the preloaded texts file ends in .json, which begins like .js).
    const script = /\/_next\/static\/[^"']+\.js(?=["'])/.exec(first.text)?.[0];
    expect(script).toBeTruthy();
    await get(`${front}${script}`);
    const asset = await get(`${front}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-cache-status')).toBe('HIT');
  });

  it('keeps answering when Redis stops: the limits fall back to each instance', async () => {
    await scale!.cluster.redis!.stop();
    expect(scale!.cluster.redis!.running()).toBe(false);
    const headers = { 'x-forwarded-for': '203.0.113.63' };
    const answers = [];
    for (let index = 0; index < 4; index++) {
      answers.push((await call(instances[index % 2]!, 'POST', '/api/Contact/Send', { body: {}, headers })).status);
      answers.push((await call(instances[index % 2]!, 'GET', '/api/Account/GetProfile', { bearer: tokens.customer })).status);
    }
    answers.push((await call(front, 'GET', '/api/Lookup/GetAll')).status);
    expect(answers).toEqual([400, 200, 400, 200, 400, 200, 400, 200, 200]);
    // Per instance now: instance 1 has counted 2 of this address's calls, so 3 more pass and the 6th there is refused.
    const more = [];
    for (let index = 0; index < 4; index++) more.push((await call(instances[0]!, 'POST', '/api/Contact/Send', { body: {}, headers })).status);
    expect(more).toEqual([400, 400, 400, 429]);
    for (const app of scale!.cluster.apps) expect(app.pid).toBeGreaterThan(0);
  });
});
