import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { rawGet } from '../support/raw-get';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, compressResponse, matchesEtag, SharedAnswers } from '../../scripts/http/compress-response.mjs';

const page = `<!DOCTYPE html><html><body>${'<p>Navlun ğüşıöç</p>'.repeat(200)}</body></html>`;

/** What each path answers, the way Next does (headers set, then written in pieces or at once). */
const routes: Record<string, (res: ServerResponse) => void> = {
  // A prerendered page as Next sends it (generateEtags off): one string, a public Cache-Control, no ETag.
  '/static': (res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 's-maxage=31536000');
    res.end(version === 1 ? page : `${page}<!-- v2 -->`);
  },
  // A build file with its own ETag, streamed in pieces.
  '/build-file.js': (res) => {
    res.setHeader('Content-Type', 'application/javascript');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', '"file-1"');
    res.write(Buffer.from(page.slice(0, 2000)));
    res.end(Buffer.from(page.slice(2000)));
  },
  '/private': (res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store', ETag: '"p1"' });
    res.flushHeaders();
    res.write(page.slice(0, 1000));
    res.end(Buffer.from(page.slice(1000)));
  },
  '/small': (res) => {
    res.setHeader('Content-Type', 'text/html');
    res.end('<p>tiny</p>');
  },
  '/font': (res) => {
    res.setHeader('Content-Type', 'font/woff2');
    res.end(Buffer.alloc(4096, 7));
  },
  '/not-modified': (res) => {
    res.statusCode = 304;
    res.end();
  },
};

/** Which version /static answers (a revalidated page's new text). */
let version = 1;
const cache = new SharedAnswers(1024 * 1024);
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    compressResponse(req, res, cache);
    routes[req.url!.split('?')[0]!]!(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawGet(port, path, headers, method);

describe('compressResponse', () => {
  it('sends a page gzipped in one piece with its length and ETag, and keeps a shared one compressed', async () => {
    const first = await get('/static', { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['vary']).toBe('Accept-Encoding');
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(first.headers['transfer-encoding']).toBeUndefined();
    expect(first.headers['etag']).toMatch(/^W\/"[\w-]{27}"$/);
    expect(gunzipSync(first.body).toString()).toBe(page);
    expect(first.body.length).toBeLessThan(Buffer.byteLength(page) / 5);
    expect(cache.entries.size).toBe(1);
    const second = await get('/static', { 'accept-encoding': 'gzip' });
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers['etag']).toBe(first.headers['etag']);
    expect(cache.entries.size).toBe(1);
    const [kept] = [...cache.entries.values()];
    expect(cache.bytes).toBe(kept.raw.length + kept.gzipped.length);
  });

  it('answers 304 without a body to a request that has the version, gzip or not, and a new text is a new version', async () => {
    const { headers } = await get('/static');
    expect(headers['content-encoding']).toBeUndefined();
    const etag = headers['etag'] as string;
    for (const sent of [etag, etag.replace(/^W\//, ''), `"other", ${etag}`, '*']) {
      const cached = await get('/static', { 'if-none-match': sent, 'accept-encoding': 'gzip' });
      expect(cached.status).toBe(304);
      expect(cached.body.length).toBe(0);
      expect(cached.headers['etag']).toBe(etag);
      expect(cached.headers['content-length']).toBeUndefined();
    }
    version = 2;
    try {
      const changed = await get('/static', { 'if-none-match': etag });
      expect(changed.status).toBe(200);
      expect(changed.body.toString()).toBe(`${page}<!-- v2 -->`);
      expect(changed.headers['etag']).not.toBe(etag);
      expect(cache.entries.size).toBe(1);
    } finally {
      version = 1;
    }
  });

  it("keeps a build file's own ETag and compresses it once", async () => {
    const first = await get('/build-file.js', { 'accept-encoding': 'gzip' });
    expect(first.headers['etag']).toBe('"file-1"');
    expect(gunzipSync(first.body).toString()).toBe(page);
    const before = cache.bytes;
    const second = await get('/build-file.js', { 'accept-encoding': 'gzip' });
    expect(second.body.equals(first.body)).toBe(true);
    expect(cache.bytes).toBe(before);
    expect((await get('/build-file.js', { 'if-none-match': '"file-1"' })).status).toBe(304);
  });

  it('compresses a private answer written with writeHead and in pieces, without an ETag and without keeping it', async () => {
    const before = cache.entries.size;
    const answer = await get('/private', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['etag']).toBe('"p1"');
    expect(gunzipSync(answer.body).toString()).toBe(page);
    expect(cache.entries.size).toBe(before);
    expect((await get('/private', { 'if-none-match': '"p1"' })).status).toBe(200);
  });

  it('keeps no entry for an address with a query', async () => {
    const before = cache.entries.size;
    const answer = await get('/static?random=1', { 'accept-encoding': 'gzip' });
    expect(answer.headers['etag']).toBeUndefined();
    expect(cache.entries.size).toBe(before);
  });

  it('leaves the answer as it is for a client without gzip, a small body, an incompressible type, a 304 and HEAD', async () => {
    const plain = await get('/static');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(page));
    const small = await get('/small', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['content-length']).toBe('11');
    expect(small.body.toString()).toBe('<p>tiny</p>');
    const font = await get('/font', { 'accept-encoding': 'gzip' });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.body.length).toBe(4096);
    const notModified = await get('/not-modified', { 'accept-encoding': 'gzip' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const head = await get('/static', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
  });
});

describe('matchesEtag', () => {
  it.each([
    ['W/"a"', 'W/"a"', true],
    ['"a"', 'W/"a"', true],
    ['"b", W/"a"', 'W/"a"', true],
    ['*', '"a"', true],
    ['"b"', '"a"', false],
    ['', '"a"', false],
    [undefined, '"a"', false],
  ])('%s against %s → %s', (header, etag, expected) => expect(matchesEtag(header, etag)).toBe(expected));
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['deflate, gzip;q=0.8', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['br, deflate', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => expect(acceptsGzip(header)).toBe(expected));
});

describe('SharedAnswers', () => {
  const entry = (bytes: number, gzipped?: number) => ({ text: null, etag: '"x"', raw: Buffer.alloc(bytes), gzipped: gzipped === undefined ? null : Buffer.alloc(gzipped) });

  it('drops the least recently used entries past its size, counting the gzipped bytes added later', () => {
    const small = new SharedAnswers(10);
    small.set('a', entry(4));
    small.set('b', entry(4));
    small.get('a');
    small.set('c', entry(3));
    expect([...small.entries.keys()]).toEqual(['a', 'c']);
    expect(small.bytes).toBe(7);
    // The same key kept again replaces its entry: nothing else is dropped for it.
    small.set('c', entry(3));
    expect([...small.entries.keys()]).toEqual(['a', 'c']);
    expect(small.bytes).toBe(7);
    // c's gzipped bytes arrive: 4 + 3 + 5 > 10, so the least recently used (a) goes.
    const c = small.get('c')!;
    c.gzipped = Buffer.alloc(5);
    small.grew('c', c, 5);
    expect([...small.entries.keys()]).toEqual(['c']);
    expect(small.bytes).toBe(8);
    small.set('huge', entry(11));
    expect(small.get('huge')).toBeUndefined();
    expect(small.bytes).toBe(8);
  });
});
