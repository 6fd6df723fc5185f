import type { IncomingMessage } from 'node:http';
import type { JWTPayload } from 'jose';
import { ApiError } from '../api/errors';
import { clearedCookies, sessionCookies } from './cookies';
import { XSRF_COOKIE } from './authenticate';

/**
 * Verifies a token for a session cookie: valid → the cookies to set (expiring with the token);
 * invalid → 401 with the cookie cleared, so a failed login never leaves an old session behind.
 */
export async function startSession(
  req: IncomingMessage,
  cookieName: string,
  token: string,
  verify: (token: string) => Promise<JWTPayload>,
): Promise<{ claims: JWTPayload & { exp: number }; cookies: string[] }> {
  let claims: JWTPayload;
  try {
    claims = await verify(token);
  } catch {
    throw new ApiError(401, 'session.invalidToken', {}, undefined, { 'Set-Cookie': clearedCookies(req, cookieName, XSRF_COOKIE) });
  }
  const exp = claims.exp as number;
  return { claims: { ...claims, exp }, cookies: sessionCookies(req, cookieName, token, exp) };
}
