// [P1] A page everybody gets alike, held for a moment by its address (scripts/server.mjs): the next requests for it
// within HOLD_MS are answered from what Next last sent, without going through Next's router, its middleware sandbox
// and its incremental cache again (the framework's share of a prerendered page was 2.4 ms of CPU per request). What
// is held is exactly what Next answered (a shared 200: public caching, no query, no cookie set, varying by nothing but
// the encoding), so a held answer is at most HOLD_MS older than the one Next would give; a page revalidated on this
// instance (its request carries Next's revalidation header with the build's preview id) lets go of every held answer,
// before and after.

/** How long an answer is held: a page an editor publishes is revalidated and let go of at once; this bounds the rest. */
export const HOLD_MS = 1000;
/** At most this many addresses are held at once (the pages are a few hundred; each held answer's bytes are shared). */
const MAX_HELD = 512;
/** Headers that belong to one answer on one connection, set again for each request. */
const PER_ANSWER = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'etag', 'date', 'connection', 'keep-alive', 'strict-transport-security']);

/** A request naming itself a revalidation (lib/server/content/revalidate-pages.ts sends them); Next checks its value. */
export const isRevalidation = (req) => req.headers['x-prerender-revalidate'] !== undefined;

/** Whether `res`'s answer to `req`, a shared one, may be held: nobody's cookie, not encoded yet, no variation but the encoding. */
export function isHoldable(req, res) {
  const vary = String(res.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return req.method === 'GET' && !isRevalidation(req) && res.getHeader('set-cookie') === undefined && res.getHeader('content-encoding') === undefined && vary.every((name) => name === 'accept-encoding');
}

/** The headers of an answer that every request for it gets alike, as [name, value] pairs. */
export function heldHeaders(res) {
  return Object.entries(res.getHeaders()).filter(([name]) => !PER_ANSWER.has(name));
}

export class HeldAnswers {
  /**
   * @param {{ holdMs?: number, now?: () => number, revalidationId?: string | null }} [options] `revalidationId`: the
   * build's preview id (.next/prerender-manifest.json), which Next's revalidation header must carry; anyone else's
   * header lets go of nothing.
   */
  constructor({ holdMs = HOLD_MS, now = () => performance.now(), revalidationId = null } = {}) {
    this.holdMs = holdMs;
    this.now = now;
    this.revalidationId = revalidationId;
    this.answers = new Map();
  }

  /** Whether `req` is a revalidation Next will carry out: its header is the build's preview id. */
  revalidates(req) {
    return this.revalidationId !== null && req.headers['x-prerender-revalidate'] === this.revalidationId;
  }

  /** The answer held for `url` (`{ shared, headers }`), or undefined once its moment has passed. */
  find(url) {
    const held = this.answers.get(url);
    if (!held) return undefined;
    if (this.now() < held.until) return held;
    this.answers.delete(url);
    return undefined;
  }

  /** Holds `shared` (a SharedAnswers entry and its key) with its headers for `url`. */
  hold(url, shared, headers) {
    this.answers.delete(url);
    if (this.answers.size >= MAX_HELD) this.#dropPassed();
    if (this.answers.size >= MAX_HELD) this.answers.delete(this.answers.keys().next().value);
    this.answers.set(url, { until: this.now() + this.holdMs, shared, headers });
  }

  /** Lets go of every held answer. */
  clear() {
    this.answers.clear();
  }

  #dropPassed() {
    const now = this.now();
    for (const [url, held] of this.answers) if (now >= held.until) this.answers.delete(url);
  }
}
