// @ts-check
/**
 * B2C-shaped token claims. Roles (and company, registration channel) are owned by the application:
 * the provider asks its claims endpoint (B2C API-connector pattern) when it issues tokens. The answer is
 * kept per object id for one second only, so that the ID token, the access token and userinfo of one
 * issuance share one call: a role the application changed is in every token issued a second later. When the application cannot answer, token issuance fails
 * with server_error instead of inventing roles.
 */
import { request as httpRequest } from 'node:http';
import { errors } from './oidc.mjs';

/** @typedef {import('./directory.mjs').User} User */
/** @typedef {{ roles: string[], companyName: string | null }} AppClaims */

export const CLAIMS_CACHE_MS = 1_000;
const CLAIMS_TIMEOUT_MS = 5_000;

/** server_error with a description that says what failed (exposed to the client, no internals). */
export class ClaimsUnavailableError extends errors.OIDCProviderError {
  /** @param {string} detail logged by the provider's server_error event, never sent to the client */
  constructor(detail) {
    super(500, 'server_error', { detail });
    this.error_description = 'the application did not provide the user\'s roles; try again later';
    this.expose = true;
  }
}

/**
 * @param {unknown} body
 * @returns {AppClaims}
 */
function parseAppClaims(body) {
  const record = /** @type {Record<string, unknown> | null} */ (typeof body === 'object' ? body : null);
  const roles = record?.roles;
  if (!Array.isArray(roles) || !roles.every((role) => typeof role === 'string')) throw new Error('answer without a list of roles');
  const companyName = typeof record?.companyName === 'string' ? record.companyName : null;
  return { roles, companyName };
}

/** The largest claims answer read (a list of roles and a company name). */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * A fetch over the application's internal Unix socket ([T1] finding 2: the claims endpoint is not on the public
 * port): the URL gives the path only.
 * @param {string} socketPath
 * @returns {typeof fetch}
 */
export function socketFetch(socketPath) {
  return (url, init = {}) =>
    new Promise((resolve, reject) => {
      const { pathname, search } = new URL(String(url));
      const req = httpRequest(
        { socketPath, path: `${pathname}${search}`, method: init.method ?? 'GET', headers: /** @type {Record<string, string>} */ (init.headers ?? {}), signal: init.signal ?? undefined },
        (res) => {
          /** @type {Buffer[]} */
          const chunks = [];
          let size = 0;
          res.on('data', (/** @type {Buffer} */ chunk) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) res.destroy(new Error('claims answer too large'));
            else chunks.push(chunk);
          });
          res.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 502 })));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(typeof init.body === 'string' ? init.body : undefined);
    });
}

/**
 * The application's claims endpoint, with a one-second cache per object id (concurrent calls share one request):
 * over the application's internal socket when one is given, else over the network.
 * @param {{ url: string, secret: string, socketPath?: string, ttlMs?: number, timeoutMs?: number, fetchImpl?: typeof fetch }} options
 */
export function createClaimsService({ url, secret, socketPath, ttlMs = CLAIMS_CACHE_MS, timeoutMs = CLAIMS_TIMEOUT_MS, fetchImpl = socketPath ? socketFetch(socketPath) : fetch }) {
  /** @type {Map<string, { at: number, value: Promise<AppClaims> }>} */
  const cache = new Map();

  /**
   * @param {User} user
   * @param {string} policy
   * @returns {Promise<AppClaims>}
   */
  async function request(user, policy) {
    let response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-claims-secret': secret },
        body: JSON.stringify({ objectId: user.id, email: user.email, givenName: user.firstName, surname: user.lastName, policy }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      throw new ClaimsUnavailableError(`claims endpoint unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new ClaimsUnavailableError(`claims endpoint answered ${response.status}`);
    }
    try {
      return parseAppClaims(await response.json());
    } catch (error) {
      throw new ClaimsUnavailableError(`claims endpoint answer unusable: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return {
    /**
     * @param {User} user
     * @param {string} policy
     * @returns {Promise<AppClaims>}
     */
    lookup(user, policy) {
      const now = Date.now();
      const cached = cache.get(user.id);
      if (cached && now - cached.at < ttlMs) return cached.value;
      const value = request(user, policy);
      cache.set(user.id, { at: now, value });
      value.catch(() => {
        if (cache.get(user.id)?.value === value) cache.delete(user.id);
      });
      if (cache.size > 10_000) {
        for (const [key, entry] of cache) if (now - entry.at >= ttlMs) cache.delete(key);
      }
      return value;
    },
    clear: () => cache.clear(),
  };
}

/** @typedef {ReturnType<typeof createClaimsService>} ClaimsService */

/**
 * The user claims both tokens carry (ID token through findAccount().claims(), access token through
 * extraTokenClaims): oid, emails and whether the address is proven (email_verified, true only after the
 * sign-up code or a reset through a mailed link), names, userInfo and roles as JSON text, unique_name and tfp.
 * @param {User} user
 * @param {AppClaims} app
 * @param {string} policy
 */
export function userClaims(user, app, policy) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    sub: user.id,
    oid: user.id,
    emails: [user.email],
    email_verified: user.emailVerified,
    name,
    given_name: user.firstName,
    family_name: user.lastName,
    userInfo: JSON.stringify({ FirstName: user.firstName, LastName: user.lastName }),
    roles: JSON.stringify(app.roles),
    unique_name: user.email,
    tfp: policy,
    ver: '1.0',
  };
}

/** Claim names released with the `openid` scope (B2C puts them in every token). */
export const USER_CLAIM_NAMES = ['sub', 'oid', 'emails', 'email_verified', 'name', 'given_name', 'family_name', 'userInfo', 'roles', 'unique_name', 'tfp', 'ver'];
