// Gzip and ETags for the pages and files Next.js serves (scripts/server.mjs; Next's own on-the-fly compression and
// its ETags are off in next.config.js). Next compressed every answer again on every request, in a zlib stream on the
// request's path, and hashed a prerendered page's whole text in JavaScript (FNV-1a) for its ETag on every request:
// a fifth of a public page's cost. Here a whole answer is compressed at once off the main thread (zlib's thread
// pool), and an answer that is the same for everybody (a prerendered page, a build file: a public Cache-Control) is
// hashed (natively) and compressed once and kept, and known again by its text, the same string Next serves it from.
import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { heldHeaders, isHoldable, isRevalidation } from './held-answers.mjs';

const gzip = promisify(gzipCallback);

/** Below this a compressed answer is hardly smaller (nginx's gzip_min_length in deploy/nginx.conf). */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/i;

/** Whether the request's Accept-Encoding takes gzip (`gzip` or `*`, unless given q=0). */
export function acceptsGzip(header) {
  if (!header) return false;
  return String(header)
    .split(',')
    .some((part) => {
      const [coding, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
    });
}

/** Whether an If-None-Match header names `etag` (or `*`), weak or strong (RFC 9110 §13.1.2: weak comparison). */
export function matchesEtag(header, etag) {
  if (!header) return false;
  const opaque = (tag) => tag.trim().replace(/^W\//, '');
  return String(header)
    .split(',')
    .some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * The shared answers kept, by address: the version's text (as Next gave it) or the ETag it came with, its ETag,
 * its bytes and, once asked for, its gzipped bytes; the least recently used dropped past `maxBytes`.
 */
export class SharedAnswers {
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.entries = new Map();
  }

  get(key) {
    const found = this.entries.get(key);
    if (found) {
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  set(key, entry) {
    const size = sizeOf(entry);
    // Two requests for the same answer can both prepare it before either keeps it: count it once.
    const previous = this.entries.get(key);
    if (previous) this.bytes -= sizeOf(previous);
    this.entries.delete(key);
    if (size > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += size;
    this.#evict();
  }

  /** A kept entry grew by `by` bytes (its gzipped bytes were added). */
  grew(key, entry, by) {
    if (this.entries.get(key) !== entry) return;
    this.bytes += by;
    this.#evict();
  }

  #evict() {
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(value);
    }
  }
}

const sizeOf = (entry) => (entry.raw?.length ?? 0) + (entry.gzipped?.length ?? 0);

/**
 * An answer everybody gets alike: a 200 to a GET, which shared caches may keep, of an address without a query (any
 * other would be one more kept entry for whoever sends random ones).
 */
function isShared(req, url, res) {
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  return req.method === 'GET' && res.statusCode === 200 && !url.includes('?') && /(s-maxage|max-age)=[1-9]|immutable/i.test(cacheControl) && !/private|no-store|no-cache/i.test(cacheControl);
}

function shouldCompress(req, res, size) {
  return (
    req.method !== 'HEAD' &&
    res.statusCode === 200 &&
    !res.getHeader('content-encoding') &&
    !/no-transform/i.test(String(res.getHeader('cache-control') ?? '')) &&
    COMPRESSIBLE.test(String(res.getHeader('content-type') ?? '')) &&
    size >= MIN_BYTES
  );
}

const toBuffer = (chunk) => (Buffer.isBuffer(chunk.data) ? chunk.data : Buffer.from(chunk.data, typeof chunk.encoding === 'string' ? chunk.encoding : 'utf8'));

/**
 * Sends a body, gzipped when the request takes it and the answer is worth compressing (`gzipOnce`, when given, gives
 * the gzipped bytes of a kept answer, compressed once), with its length.
 */
async function sendBody(req, res, body, end, gzipOnce) {
  if (!acceptsGzip(req.headers['accept-encoding']) || !shouldCompress(req, res, body.length)) {
    if (!res.headersSent && req.method !== 'HEAD') {
      res.removeHeader('transfer-encoding');
      res.setHeader('Content-Length', body.length);
    }
    return void end(req.method === 'HEAD' ? undefined : body);
  }
  const compressed = gzipOnce ? await gzipOnce() : await gzip(body);
  res.removeHeader('transfer-encoding');
  res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', compressed.length);
  end(compressed);
}

/** Sends a kept answer (`{ key, entry }` of `cache`): its ETag, a 304 when the request has that version, else its bytes. */
function sendShared(req, res, cache, shared, end) {
  const { key, entry } = shared;
  res.setHeader('ETag', entry.etag);
  if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
    res.statusCode = 304;
    for (const name of ['content-length', 'content-type', 'transfer-encoding']) res.removeHeader(name);
    return void end();
  }
  return sendBody(req, res, entry.raw, end, async () => {
    if (entry.gzipped) return entry.gzipped;
    const compressed = await gzip(entry.raw);
    if (!entry.gzipped) {
      entry.gzipped = compressed;
      cache.grew(key, entry, compressed.length);
    }
    return compressed;
  });
}

/**
 * Answers a GET or HEAD from the answer `held` keeps for its address (scripts/http/held-answers.mjs), without handing
 * it on: true when it did. A revalidation lets go of every held answer, when it starts and when it is answered (nothing
 * may be held again from the old version while the page is rendered). Call after the security headers are set and
 * before compressResponse.
 */
export function answerHeld(req, res, cache, held) {
  if (held.revalidates(req)) {
    held.clear();
    res.once('close', () => held.clear());
    return false;
  }
  if ((req.method !== 'GET' && req.method !== 'HEAD') || isRevalidation(req)) return false;
  const found = held.find(req.url);
  if (!found) return false;
  res.statusCode = 200;
  for (const [name, value] of found.headers) res.setHeader(name, value);
  const end = res.end.bind(res);
  Promise.resolve(sendShared(req, res, cache, found.shared, end)).catch((error) => res.destroy(error));
  return true;
}

/**
 * Makes `res` send its answer whole: gathered, then sent in one piece with its length, gzipped for a request that
 * accepts it, and a shared answer with an ETag (a 304 when the request already has that version). Every answer
 * varies by Accept-Encoding. A shared answer that nothing about the request changes is handed to `held`, when given,
 * for the next requests of its address. Call before handing the request on.
 */
export function compressResponse(req, res, cache, held) {
  // The address asked for: Next rewrites req.url while it answers (an /en page's is without its /en by the end).
  const url = req.url;
  const chunks = [];
  const collect = (data, encoding) => {
    if (data !== undefined && data !== null && typeof data !== 'function') chunks.push({ data, encoding });
  };
  const end = res.end.bind(res);
  const writeHead = res.writeHead;
  // The head waits for the body: its length, version and encoding are known only then.
  res.writeHead = (statusCode, reason, headers) => {
    const fields = typeof reason === 'string' ? headers : reason;
    res.statusCode = statusCode;
    if (typeof reason === 'string') res.statusMessage = reason;
    const pairs = Array.isArray(fields) ? fields.flatMap((value, index) => (index % 2 === 0 ? [[value, fields[index + 1]]] : [])) : Object.entries(fields ?? {});
    for (const [name, value] of pairs) res.setHeader(name, value);
    return res;
  };
  res.flushHeaders = () => {};
  res.write = (chunk, encoding, callback) => {
    collect(chunk, encoding);
    if (typeof encoding === 'function') encoding();
    else if (typeof callback === 'function') callback();
    return true;
  };
  res.end = (chunk, encoding, callback) => {
    collect(chunk, encoding);
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
    void send().then(done, (error) => {
      res.destroy(error);
    });
    return res;
  };

  /** The kept entry of a shared answer (the same text, or the same upstream ETag), or a new one kept. */
  function sharedEntry() {
    const key = `${url} ${res.getHeader('content-type')}`;
    const text = chunks.length === 1 && typeof chunks[0].data === 'string' ? chunks[0].data : null;
    const upstreamEtag = res.getHeader('etag') ? String(res.getHeader('etag')) : null;
    const kept = cache.get(key);
    if (kept && (text !== null ? kept.text === text : upstreamEtag !== null && kept.etag === upstreamEtag)) return { key, entry: kept };
    const raw = Buffer.concat(chunks.map(toBuffer));
    // Weak: the one tag stands for the page's content whether it is sent gzipped or not.
    const entry = { text, raw, etag: upstreamEtag ?? `W/"${hash('sha1', raw, 'base64url')}"`, gzipped: null };
    cache.set(key, entry);
    return { key, entry };
  }

  async function send() {
    // Node's end() writes the head through writeHead.
    res.writeHead = writeHead;
    const vary = String(res.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (!isShared(req, url, res)) return sendBody(req, res, Buffer.concat(chunks.map(toBuffer)), end);
    const shared = sharedEntry();
    if (held && isHoldable(req, res)) held.hold(url, shared, heldHeaders(res));
    return sendShared(req, res, cache, shared, end);
  }
}
