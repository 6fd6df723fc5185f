import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { userFromClaims } from '../../auth/claims';
import { readCookies } from '../http-cookies';
import { forbidden, unauthorized } from '../api/errors';
import { authenticateApiKey } from '../api-keys/authenticate-api-key';
import { looksLikeApiKey } from '../api-keys/key-secret';
import { getDb } from '../db/client';
import { principalFromRow, principalOfToken, type Principal } from './principal';
import { openServerSession } from './sessions';
import { verifyAccessToken } from './verify-token';

export type { Principal } from './principal';

export const SESSION_COOKIE = 'navlun_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : '';
}

/** The user of a session cookie (its server-side session live, the user active), or null. */
export async function sessionPrincipal(cookie: string | undefined): Promise<Principal | null> {
  if (!cookie) return null;
  const db = await getDb();
  const session = await openServerSession(db, cookie);
  if (!session) return null;
  const principal = principalFromRow(session.userId, session, { via: 'cookie', emailVerified: session.emailVerified });
  return principal === 'inactive' ? null : principal;
}

/**
 * The caller from `Authorization: Bearer` (an access token or an API key; an invalid one is a 401, a deactivated user's a 403) or,
 * failing that, the session cookie (one that opens no live session counts as anonymous). Roles, company and
 * status are the application's (lib/server/auth/principal.ts).
 */
export async function authenticate(req: IncomingMessage): Promise<Principal | null> {
  const bearer = bearerToken(req);
  if (bearer === null) return sessionPrincipal(readCookies(req)[SESSION_COOKIE]);
  // [E1] An API key is told from an access token by its prefix, never tried as a JWT.
  if (looksLikeApiKey(bearer)) return authenticateApiKey(await getDb(), bearer);
  let user;
  try {
    user = userFromClaims(await verifyAccessToken(bearer));
  } catch {
    throw unauthorized();
  }
  const principal = await principalOfToken(await getDb(), user, 'bearer');
  if (principal === 'inactive') throw forbidden('account.deactivated');
  return principal;
}

/** The request comes from a page of our own origin (Origin, or Referer when Origin is absent). */
export function isSameOrigin(req: IncomingMessage): boolean {
  const source = req.headers.origin ?? req.headers.referer;
  if (typeof source !== 'string' || !source) return false;
  try {
    const allowed = new Set([String(req.headers.host ?? '')]);
    if (process.env.PUBLIC_ORIGIN) allowed.add(new URL(process.env.PUBLIC_ORIGIN).host);
    return allowed.has(new URL(source).host);
  } catch {
    return false;
  }
}

function equalTokens(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A write authenticated by cookie must come from our origin and carry the XSRF double-submit. */
export function assertCsrfSafe(req: IncomingMessage): void {
  const cookie = readCookies(req)[XSRF_COOKIE];
  const header = req.headers[XSRF_HEADER];
  if (!isSameOrigin(req) || !cookie || typeof header !== 'string' || !equalTokens(cookie, header)) throw forbidden('errors.csrf');
}
