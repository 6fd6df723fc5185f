import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, CompressedCache, compressResponse } from '../../scripts/http/compress-response.mjs';

const page = `<!DOCTYPE html><html><body>${'<p>Navlun ğüşıöç</p>'.repeat(200)}</body></html>`;

/** What each path answers, the way Next does (headers set, then written in pieces or at once). */
const routes: Record<string, (res: ServerResponse) => void> = {
  '/static': (res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 's-maxage=31536000');
    res.setHeader('ETag', '"v1"');
    res.end(page);
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

const cache = new CompressedCache(1024 * 1024);
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

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressResponse', () => {
  it('sends a page gzipped in one piece with its length, and keeps a shared one compressed', async () => {
    const first = await get('/static', { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['vary']).toBe('Accept-Encoding');
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(first.headers['transfer-encoding']).toBeUndefined();
    expect(gunzipSync(first.body).toString()).toBe(page);
    expect(first.body.length).toBeLessThan(Buffer.byteLength(page) / 5);
    expect(cache.entries.size).toBe(1);
    const second = await get('/static', { 'accept-encoding': 'gzip' });
    expect(second.body.equals(first.body)).toBe(true);
    expect(cache.entries.size).toBe(1);
  });

  it('compresses a private answer written with writeHead and in pieces, without keeping it', async () => {
    const before = cache.entries.size;
    const answer = await get('/private', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(gunzipSync(answer.body).toString()).toBe(page);
    expect(cache.entries.size).toBe(before);
  });

  it('keeps no entry for an address with a query', async () => {
    const before = cache.entries.size;
    await get('/static?random=1', { 'accept-encoding': 'gzip' });
    expect(cache.entries.size).toBe(before);
  });

  it('leaves the answer as it is for a client without gzip, a small body, an incompressible type, a 304 and HEAD', async () => {
    const plain = await get('/static');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
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

describe('CompressedCache', () => {
  it('drops the least recently used entries past its size', () => {
    const small = new CompressedCache(10);
    small.set('a', Buffer.alloc(4));
    small.set('b', Buffer.alloc(4));
    small.get('a');
    small.set('c', Buffer.alloc(4));
    expect([...small.entries.keys()]).toEqual(['a', 'c']);
    expect(small.bytes).toBe(8);
    // The same key kept again replaces its entry: nothing else is dropped for it.
    small.set('c', Buffer.alloc(4));
    expect([...small.entries.keys()]).toEqual(['a', 'c']);
    expect(small.bytes).toBe(8);
    small.set('huge', Buffer.alloc(11));
    expect(small.get('huge')).toBeUndefined();
  });
});
