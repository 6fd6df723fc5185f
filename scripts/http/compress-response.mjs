// Gzip for the pages and files Next.js serves (scripts/server.mjs; Next's own on-the-fly compression is off in
// next.config.js). Next compressed every answer again on every request, in a zlib stream on the request's path, the
// same prerendered page and the same build file each time. Here a whole answer is compressed at once off the main
// thread (zlib's thread pool), and an answer that is the same for everybody (a prerendered page, a build file: an ETag
// and a public Cache-Control) is compressed once and kept.
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';

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

/** Compressed shared answers, by address, ETag and type, the least recently used dropped past `maxBytes`. */
export class CompressedCache {
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

  set(key, body) {
    if (body.length > this.maxBytes) return;
    // Two requests for the same answer can both compress it before either keeps it: count it once.
    this.bytes -= this.entries.get(key)?.length ?? 0;
    this.entries.delete(key);
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }
}

/** An answer everybody gets alike: it names its version (ETag) and lets shared caches keep it. */
function isShared(res) {
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  return Boolean(res.getHeader('etag')) && !/private|no-store/i.test(cacheControl);
}

function shouldCompress(req, res, body) {
  return (
    req.method !== 'HEAD' &&
    res.statusCode === 200 &&
    !res.getHeader('content-encoding') &&
    !/no-transform/i.test(String(res.getHeader('cache-control') ?? '')) &&
    COMPRESSIBLE.test(String(res.getHeader('content-type') ?? '')) &&
    body.length >= MIN_BYTES
  );
}

/**
 * Makes `res` gzip its answer for a request that accepts it: the answer is gathered, then sent compressed in one
 * piece with its length (or as it was, when compressing doesn't apply). Every answer of such a request varies by
 * Accept-Encoding. Call before handing the request on.
 */
export function compressResponse(req, res, cache) {
  if (!acceptsGzip(req.headers['accept-encoding'])) return;
  const chunks = [];
  const collect = (chunk, encoding) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
  };
  const end = res.end.bind(res);
  const writeHead = res.writeHead;
  // The head waits for the body: its length and encoding are known only then.
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
    void send(Buffer.concat(chunks)).then(done, (error) => {
      res.destroy(error);
    });
    return res;
  };
  async function send(body) {
    // Node's end() writes the head through writeHead.
    res.writeHead = writeHead;
    const vary = String(res.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (!shouldCompress(req, res, body)) {
      if (!res.headersSent && req.method !== 'HEAD') {
        res.removeHeader('transfer-encoding');
        res.setHeader('Content-Length', body.length);
      }
      return void end(body);
    }
    // Only for an address without a query: any other is one more entry for whoever sends random ones.
    const key = isShared(res) && !req.url.includes('?') ? `${req.url} ${res.getHeader('etag')} ${res.getHeader('content-type')}` : null;
    let compressed = key ? cache.get(key) : undefined;
    if (!compressed) {
      compressed = await gzip(body);
      if (key) cache.set(key, compressed);
    }
    res.removeHeader('transfer-encoding');
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', compressed.length);
    end(compressed);
  }
}
