import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { userFromClaims, type SignedInUser } from '../../auth/claims';
import { readCookies } from '../http-cookies';
import { forbidden, unauthorized } from '../api/errors';
import { verifyAccessToken } from './verify-token';

export const SESSION_COOKIE = 'navlun_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export interface Principal extends SignedInUser {
  /** How the caller proved who they are; cookie-authenticated writes need the CSRF checks. */
  via: 'bearer' | 'cookie';
}

function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : '';
}

/**
 * The caller from `Authorization: Bearer` (an invalid bearer token is a 401) or, failing that, the
 * session cookie (an invalid cookie counts as anonymous). Both are verified the same way.
 */
export async function authenticate(req: IncomingMessage): Promise<Principal | null> {
  const bearer = bearerToken(req);
  if (bearer !== null) {
    try {
      return { ...userFromClaims(await verifyAccessToken(bearer)), via: 'bearer' };
    } catch {
      throw unauthorized();
    }
  }
  const cookie = readCookies(req)[SESSION_COOKIE];
  if (!cookie) return null;
  try {
    return { ...userFromClaims(await verifyAccessToken(cookie)), via: 'cookie' };
  } catch {
    return null;
  }
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
