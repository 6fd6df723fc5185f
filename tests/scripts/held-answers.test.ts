import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { rawGet } from '../support/raw-get';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerHeld, compressResponse, SharedAnswers } from '../../scripts/http/compress-response.mjs';
import { HeldAnswers } from '../../scripts/http/held-answers.mjs';

const page = (version: number) => `<!DOCTYPE html><html><body>${'<p>Navlun ğüşıöç</p>'.repeat(200)}<!-- v${version} --></body></html>`;
const PUBLIC = 's-maxage=3600, stale-while-revalidate=31532400';

/** A page as Next answers it: HTML, public caching unless `headers` say otherwise, the current version's text. */
const pageAnswer =
  ({ status = 200, headers = {}, ending = '' }: { status?: number; headers?: Record<string, string>; ending?: string } = {}) =>
  (res: ServerResponse) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', PUBLIC);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.end(page(version) + ending);
  };

/** The pages behind the server; `rendered` counts the requests each one was handed. */
const routes: Record<string, (res: ServerResponse) => void> = {
  '/page': pageAnswer({ headers: { 'x-nextjs-cache': 'HIT' } }),
  // An /en page: Next takes the locale off req.url while it answers.
  '/en/page': pageAnswer({ ending: '<!-- en -->' }),
  '/sets-cookie': pageAnswer({ headers: { 'Set-Cookie': 'visitor=1; HttpOnly' } }),
  '/varies-by-cookie': pageAnswer({ headers: { Vary: 'Cookie' } }),
  '/private': pageAnswer({ headers: { 'Cache-Control': 'private, no-store' } }),
  '/missing': pageAnswer({ status: 404 }),
};

let version = 1;
let clock = 0;
let rendered: Record<string, number> = {};
const cache = new SharedAnswers(1024 * 1024);
const held = new HeldAnswers({ holdMs: 1000, now: () => clock, revalidationId: 'preview-id' });
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    // What scripts/server.mjs does: a per-request header first, then the held answer, else the page.
    res.setHeader('Strict-Transport-Security', `request ${req.headers['x-request'] ?? ''}`);
    if (answerHeld(req, res, cache, held)) return;
    compressResponse(req, res, cache, held);
    const path = req.url!.split('?')[0]!;
    rendered[path] = (rendered[path] ?? 0) + 1;
    // A revalidation answers after a moment, as Next does while it renders the page again.
    if (path === '/en/page') req.url = '/page';
    if (req.headers['x-prerender-revalidate']) setTimeout(() => routes[path]!(res), 20);
    else routes[path]!(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  held.clear();
  rendered = {};
  version = 1;
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawGet(port, path, headers, method);

describe('answerHeld', () => {
  it('answers the same page again within the moment without handing the request on, with the same headers, bytes and ETag', async () => {
    const first = await get('/page', { 'accept-encoding': 'gzip', 'x-request': 'one' });
    const second = await get('/page', { 'accept-encoding': 'gzip', 'x-request': 'two' });
    expect(rendered['/page']).toBe(1);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(gunzipSync(second.body).toString()).toBe(page(1));
    for (const name of ['content-type', 'cache-control', 'x-nextjs-cache', 'etag', 'vary', 'content-encoding', 'content-length']) {
      expect(second.headers[name], name).toBe(first.headers[name]);
    }
    // A header set per request is this request's, not the held one's.
    expect(second.headers['strict-transport-security']).toBe('request two');
  });

  it('answers a held page without gzip, to HEAD, and with a 304 to a request that has its version', async () => {
    const first = await get('/page', { 'accept-encoding': 'gzip' });
    const plain = await get('/page');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page(1));
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(page(1)));
    const head = await get('/page', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const notModified = await get('/page', { 'if-none-match': first.headers['etag'] as string });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(rendered['/page']).toBe(1);
  });

  it('holds an answer by the address asked for, not the one Next rewrote it to while answering', async () => {
    const english = await get('/en/page');
    expect(english.body.toString()).toBe(`${page(1)}<!-- en -->`);
    expect((await get('/page')).body.toString()).toBe(page(1));
    expect((await get('/en/page')).body.toString()).toBe(`${page(1)}<!-- en -->`);
    expect((await get('/page')).body.toString()).toBe(page(1));
    expect(rendered).toEqual({ '/en/page': 1, '/page': 1 });
  });

  it('hands the request on again once the moment has passed, and holds the new version', async () => {
    await get('/page');
    version = 2;
    clock += 999;
    expect((await get('/page')).body.toString()).toBe(page(1));
    clock += 1;
    expect((await get('/page')).body.toString()).toBe(page(2));
    expect((await get('/page')).body.toString()).toBe(page(2));
    expect(rendered['/page']).toBe(2);
  });

  it('lets go of every held answer when a page is revalidated, and holds nothing while it is rendered again', async () => {
    await get('/page');
    version = 2;
    const revalidation = get('/page', { 'x-prerender-revalidate': 'preview-id' });
    // Asked while the page is rendered: handed on (the old version answers, as Next's cache still has it), not held past the revalidation.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await get('/page');
    expect((await revalidation).body.toString()).toBe(page(2));
    expect(rendered['/page']).toBe(3);
    expect((await get('/page')).body.toString()).toBe(page(2));
    expect(rendered['/page']).toBe(4);
    expect((await get('/page')).body.toString()).toBe(page(2));
    expect(rendered['/page']).toBe(4);
  });

  it("lets go of nothing for a revalidation header that isn't the build's preview id, and hands that request on", async () => {
    await get('/page');
    version = 2;
    expect((await get('/page', { 'x-prerender-revalidate': 'guessed' })).body.toString()).toBe(page(2));
    expect(rendered['/page']).toBe(2);
    expect((await get('/page')).body.toString()).toBe(page(1));
    expect(rendered['/page']).toBe(2);
  });

  it.each([
    ['an answer that sets a cookie', '/sets-cookie'],
    ['an answer that varies by cookie', '/varies-by-cookie'],
    ['a private answer', '/private'],
    ['a 404', '/missing'],
    ['an address with a query', '/page?utm_source=mail'],
  ])('never holds %s', async (_what, path) => {
    await get(path);
    await get(path);
    expect(rendered[path.split('?')[0]!]).toBe(2);
  });

  it('hands on any method but GET and HEAD', async () => {
    await get('/page');
    await get('/page', {}, 'POST');
    expect(rendered['/page']).toBe(2);
  });
});

describe('HeldAnswers', () => {
  it('holds at most 512 addresses, dropping those whose moment passed first, then the oldest', () => {
    let now = 0;
    const answers = new HeldAnswers({ holdMs: 10, now: () => now });
    const shared = { key: 'k', entry: {} };
    answers.hold('/old', shared, []);
    now = 5;
    for (let i = 0; i < 511; i += 1) answers.hold(`/${i}`, shared, []);
    now = 11;
    answers.hold('/new', shared, []);
    expect(answers.answers.has('/old')).toBe(false);
    expect(answers.answers.size).toBe(512);
    answers.hold('/newer', shared, []);
    expect(answers.answers.has('/0')).toBe(false);
    expect(answers.answers.size).toBe(512);
    expect(answers.find('/newer')).toBeDefined();
  });
});
