import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Endpoint } from '../../api/endpoint';
import { authenticateApiKey } from '../api-keys/authenticate-api-key';
import { looksLikeApiKey } from '../api-keys/key-secret';
import type { Principal } from '../auth/principal';
import { getDb } from '../db/client';
import { callerBuckets } from '../rate-limit/caller-buckets';
import { clientAddress, consumeRateLimit, countCall, rateLimitExhausted, type CountedCall, type RateLimit } from '../rate-limit/limits';
import { companyAdminScopes } from '../../schemas/api-key';
import { ApiError, forbidden, tooManyRequests } from './errors';

/**
 * [E1] The handler's steps for a call made with an API key (`Authorization: Bearer nlk_…`): authentication (with a
 * limit on wrong keys per address), the endpoint's scopes, and the key's rate limits with their `RateLimit` headers.
 */

/** The bearer credential when it is meant as an API key, else null (a user's token or no bearer at all). */
export function apiKeyCredential(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const [scheme, credential] = header.trim().split(/\s+/);
  return scheme?.toLowerCase() === 'bearer' && credential && looksLikeApiKey(credential) ? credential : null;
}

/** Wrong keys an address may send per window before it is refused without a look-up (429). */
const WRONG_KEYS: RateLimit = { points: 20, windowSeconds: 60 };
const WRONG_KEYS_NAME = 'apiKey#wrong';

/** The key's principal, or 401; an address that sent too many wrong keys gets 429 until its window ends. */
export async function authenticateApiKeyCall(req: IncomingMessage, credential: string): Promise<Principal> {
  const address = `ip:${clientAddress(req)}`;
  const wait = await rateLimitExhausted(WRONG_KEYS_NAME, WRONG_KEYS, address);
  if (wait !== null) throw tooManyRequests(wait);
  try {
    return await authenticateApiKey(await getDb(), credential);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) await consumeRateLimit(WRONG_KEYS_NAME, WRONG_KEYS, address).catch(() => undefined);
    throw error;
  }
}

/**
 * A key may call an endpoint that names one of the key's scopes (`apiKeyScopes` in its entry), as a Customer of its
 * company (or, for a company-admin scope such as `webhooks:manage`, as the company for that one thing): an endpoint
 * naming none refuses every key, one naming others answers 403 with the scopes it takes.
 */
export function assertApiKeyMayCall(endpoint: Endpoint, principal: Principal): void {
  const accepted = endpoint.apiKeyScopes ?? [];
  const { access } = endpoint;
  if (accepted.length === 0 || (access.kind !== 'public' && access.kind !== 'user')) throw forbidden('apiKeys.notAccepted');
  if (!accepted.some((scope) => principal.apiKey?.scopes.includes(scope))) throw new ApiError(403, 'apiKeys.scope', { scopes: accepted.join(', ') });
  const grantedByScope = accepted.some((scope) => companyAdminScopes.includes(scope) && principal.apiKey?.scopes.includes(scope));
  if (access.kind === 'user' && access.roles && !grantedByScope && !principal.roles.some((role) => access.roles?.includes(role))) throw forbidden();
}

/** Calls a key may make per minute across every endpoint (`API_KEY_RATE_LIMIT`, 600 by default). */
function keyLimit(): RateLimit {
  const value = Number(process.env.API_KEY_RATE_LIMIT ?? 600);
  return { points: Number.isInteger(value) && value >= 1 ? value : 600, windowSeconds: 60 };
}

/** The limit names the headers use: the key's own across endpoints, the endpoint's per key, the endpoint's per address. */
type Policy = 'key' | 'endpoint' | 'address';

function setRateLimitHeaders(res: ServerResponse, counted: [Policy, CountedCall][]): void {
  res.setHeader('RateLimit-Policy', counted.map(([policy, call]) => `"${policy}";q=${call.points};w=${call.windowSeconds}`).join(', '));
  res.setHeader('RateLimit', counted.map(([policy, call]) => `"${policy}";r=${call.remaining};t=${call.resetSeconds}`).join(', '));
}

/**
 * Counts a key's call: in the key's own limit (every endpoint), and for an endpoint with a limit in its counters
 * per key and per address. Answers the `RateLimit-Policy` and `RateLimit` headers (IETF httpapi draft: quota,
 * window, remaining, seconds to reset); past a limit 429 with `Retry-After`.
 */
export async function countApiKeyCall(endpoint: Endpoint, principal: Principal & { apiKey: object }, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const buckets: [Policy, { name: string; limit: RateLimit; key: string }][] = [['key', { name: 'apiKey', limit: keyLimit(), key: `apikey:${principal.apiKey.id}` }]];
  if (endpoint.rateLimit) {
    const [own, address] = callerBuckets(endpoint.path, endpoint.rateLimit, principal, req);
    buckets.push(['endpoint', own!], ['address', address!]);
  }
  const counted: [Policy, CountedCall][] = [];
  try {
    for (const [policy, bucket] of buckets) counted.push([policy, await countCall(bucket.name, bucket.limit, bucket.key)]);
  } catch (error) {
    const state = (error as { counted?: CountedCall }).counted;
    if (state) counted.push([buckets[counted.length]![0], state]);
    throw error;
  } finally {
    setRateLimitHeaders(res, counted);
  }
}
