import type { IncomingMessage } from 'node:http';
import type { JWTPayload } from 'jose';
import { userFromClaims, type SignedInUser } from '../../auth/claims';
import { ApiError } from '../api/errors';
import { getDb } from '../db/client';
import { readCookies } from '../http-cookies';
import { SESSION_COOKIE, XSRF_COOKIE } from './authenticate';
import { clearedCookies, clearedSession, sessionCookies } from './cookies';
import { principalOfToken } from './principal';
import { revokeServerSession, startServerSession } from './sessions';
import { verifyAccessToken } from './verify-token';

/** A token's claims for a session cookie; an invalid token is a 401 that clears the cookie, so no old session stays. */
async function verifiedOrCleared(req: IncomingMessage, cookieName: string, token: string, verify: (token: string) => Promise<JWTPayload>): Promise<JWTPayload & { exp: number }> {
  try {
    const claims = await verify(token);
    return { ...claims, exp: claims.exp as number };
  } catch {
    throw new ApiError(401, 'session.invalidToken', {}, undefined, { 'Set-Cookie': clearedCookies(req, cookieName, XSRF_COOKIE) });
  }
}

/** The Graph session (its own cookie holding the verified token, expiring with it). */
export async function startSession(req: IncomingMessage, cookieName: string, token: string, verify: (token: string) => Promise<JWTPayload>): Promise<{ claims: JWTPayload & { exp: number }; cookies: string[] }> {
  const claims = await verifiedOrCleared(req, cookieName, token, verify);
  return { claims, cookies: sessionCookies(req, cookieName, token, claims.exp) };
}

/**
 * [T1] POST /api/login: a verified access token of an active user starts a server-side session until the token's
 * expiry; the cookie holds only the session's secret. The session this browser had before ends. A deactivated
 * user gets none (403 account.deactivated, the cookies cleared).
 */
export async function signInSession(req: IncomingMessage, token: string): Promise<{ user: SignedInUser; expiresAt: number; cookies: string[] }> {
  const claims = await verifiedOrCleared(req, SESSION_COOKIE, token, verifyAccessToken);
  const db = await getDb();
  const principal = await principalOfToken(db, userFromClaims(claims), 'cookie');
  if (principal === 'inactive') throw new ApiError(403, 'account.deactivated', {}, undefined, { 'Set-Cookie': clearedSession(req) });
  const previous = readCookies(req)[SESSION_COOKIE];
  if (previous) await revokeServerSession(db, previous);
  const secret = await startServerSession(db, { userId: principal.userId, emailVerified: principal.emailVerified, expiresAt: new Date(claims.exp * 1000), userAgent: String(req.headers['user-agent'] ?? '') });
  const { via: _via, ...user } = principal;
  return { user, expiresAt: claims.exp, cookies: sessionCookies(req, SESSION_COOKIE, secret, claims.exp) };
}

/** POST /api/logout: ends the browser's server-side session (a saved copy of the cookie opens nothing after) and clears the cookies. */
export async function signOutSession(req: IncomingMessage): Promise<string[]> {
  const secret = readCookies(req)[SESSION_COOKIE];
  if (secret) await revokeServerSession(await getDb(), secret);
  return clearedSession(req);
}
