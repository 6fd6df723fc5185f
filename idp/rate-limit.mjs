// @ts-check
/**
 * In-memory sliding-window rate limits (per IP, per account). One provider process holds them; they are
 * a brake on password guessing and mail flooding, not an accounting system.
 */

/**
 * @param {{ limit: number, windowMs: number, now?: () => number }} options
 */
export function createRateLimiter({ limit, windowMs, now = Date.now }) {
  /** @type {Map<string, number[]>} */
  const hits = new Map();
  let sweepAt = now() + windowMs;

  function sweep() {
    const current = now();
    if (current < sweepAt) return;
    sweepAt = current + windowMs;
    for (const [key, times] of hits) {
      if ((times.at(-1) ?? 0) <= current - windowMs) hits.delete(key);
    }
  }

  return {
    /**
     * Counts one attempt for `key`.
     * @param {string} key
     * @returns {{ allowed: boolean, retryAfterSeconds: number }} allowed is false past `limit` attempts in the window
     */
    hit(key) {
      sweep();
      const current = now();
      const times = (hits.get(key) ?? []).filter((time) => time > current - windowMs);
      times.push(current);
      // Keep at most limit + 1 entries: enough to know the window is full.
      if (times.length > limit + 1) times.splice(0, times.length - limit - 1);
      hits.set(key, times);
      const allowed = times.length <= limit;
      const oldest = times[0] ?? current;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((oldest + windowMs - current) / 1000)) };
    },
    reset: () => hits.clear(),
  };
}

/** @typedef {ReturnType<typeof createRateLimiter>} RateLimiter */

/**
 * The limits of the provider: sign-in attempts (10 a minute per IP and per account), and the same
 * ceiling for sign-up, forgot-password and reset submissions.
 * @param {{ limit?: number, windowMs?: number, now?: () => number }} [options]
 */
export function createLimits({ limit = 10, windowMs = 60_000, now } = {}) {
  const perIp = createRateLimiter({ limit, windowMs, now });
  const perAccount = createRateLimiter({ limit, windowMs, now });
  return {
    /**
     * Counts an attempt of `action` from `ip` (and for `account`, when given); both must be within limits.
     * @param {string} action
     * @param {string} ip
     * @param {string} [account]
     */
    attempt(action, ip, account) {
      const byIp = perIp.hit(`${action}:${ip}`);
      const byAccount = account ? perAccount.hit(`${action}:${account.toLowerCase()}`) : { allowed: true, retryAfterSeconds: 0 };
      return { allowed: byIp.allowed && byAccount.allowed, retryAfterSeconds: Math.max(byIp.retryAfterSeconds, byAccount.retryAfterSeconds) };
    },
    reset() {
      perIp.reset();
      perAccount.reset();
    },
  };
}

/** @typedef {ReturnType<typeof createLimits>} Limits */
