import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { SESSION_COOKIE, XSRF_COOKIE } from './authenticate';

export const GRAPH_SESSION_COOKIE = 'navlun_graph';

/** Cookies are Secure when the site is served over https (directly or behind a proxy). */
function isSecure(req: IncomingMessage): boolean {
  return String(process.env.PUBLIC_ORIGIN ?? '').startsWith('https://') || req.headers['x-forwarded-proto'] === 'https' || Boolean((req.socket as { encrypted?: boolean }).encrypted);
}

function serialize(name: string, value: string, options: { maxAge: number; httpOnly: boolean; sameSite: 'Lax' | 'Strict'; secure: boolean }): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(options.maxAge))}`,
    options.maxAge <= 0 ? 'Expires=Thu, 01 Jan 1970 00:00:00 GMT' : '',
    options.httpOnly ? 'HttpOnly' : '',
    `SameSite=${options.sameSite}`,
    options.secure ? 'Secure' : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * The session cookie holding a verified token: HTTP-only, SameSite=Lax, Secure on https, expiring with
 * the token; plus the readable XSRF-TOKEN cookie that axios echoes in X-XSRF-TOKEN (double submit).
 */
export function sessionCookies(req: IncomingMessage, name: string, token: string, expiresAt: number): string[] {
  const maxAge = expiresAt - Math.floor(Date.now() / 1000);
  const secure = isSecure(req);
  return [
    serialize(name, token, { maxAge, httpOnly: true, sameSite: 'Lax', secure }),
    serialize(XSRF_COOKIE, randomBytes(24).toString('base64url'), { maxAge, httpOnly: false, sameSite: 'Strict', secure }),
  ];
}

export function clearedCookies(req: IncomingMessage, ...names: string[]): string[] {
  const secure = isSecure(req);
  return names.map((name) => serialize(name, '', { maxAge: 0, httpOnly: name !== XSRF_COOKIE, sameSite: name === XSRF_COOKIE ? 'Strict' : 'Lax', secure }));
}

export const clearedSession = (req: IncomingMessage) => clearedCookies(req, SESSION_COOKIE, XSRF_COOKIE);
