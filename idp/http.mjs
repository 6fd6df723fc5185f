// @ts-check
/**
 * Plain node:http helpers of the provider's own pages: security headers with a per-response CSP nonce,
 * form bodies, cookies, double-submit CSRF tokens and responses.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

/** @typedef {import('node:http').IncomingMessage & { cspNonce?: string }} Request */
/** @typedef {import('node:http').ServerResponse} Response */

const FORM_LIMIT_BYTES = 16 * 1024;
export const CSRF_COOKIE = 'np_csrf';

/**
 * The Content-Security-Policy of every response: nothing inline without the response's nonce (the
 * oidc-provider form_post page adds its script's hash to script-src), forms may post to the provider
 * and redirect on to the application (Chrome applies form-action to the redirects after a POST).
 * @param {string} nonce
 * @param {string[]} appOrigins
 */
export const contentSecurityPolicy = (nonce, appOrigins) =>
  [
    "default-src 'self'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    ["form-action 'self'", ...appOrigins].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');

/** Loopback names: a browser's HSTS for `localhost` would also force the app's http://localhost:PORT to https. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/**
 * Sets the security headers on `res` and gives the request its CSP nonce (req.cspNonce). The provider serves only
 * https: HSTS (two years) on every answer, except to a loopback name, which the app shares over http in development.
 * @param {Request} req
 * @param {Response} res
 * @param {string[]} appOrigins
 */
export function applySecurityHeaders(req, res, appOrigins) {
  const nonce = randomBytes(16).toString('base64');
  req.cspNonce = nonce;
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, appOrigins));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Frame-Options', 'DENY');
  if (!LOOPBACK_HOST.test(String(req.headers.host ?? ''))) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  return nonce;
}

/**
 * The client's address (the socket's; no proxy headers are trusted), IPv4-mapped IPv6 unwrapped.
 * @param {Request} req
 */
export const clientIp = (req) => (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');

/**
 * Reads an application/x-www-form-urlencoded body (at most 16 KiB) into its first value per name.
 * @param {Request} req
 * @returns {Promise<Record<string, string>>}
 */
export async function readForm(req) {
  const type = String(req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') throw Object.assign(new Error('unsupported form content type'), { status: 415 });
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > FORM_LIMIT_BYTES) throw Object.assign(new Error('form too large'), { status: 413 });
    chunks.push(chunk);
  }
  /** @type {Record<string, string>} */
  const form = {};
  for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) {
    if (!(name in form)) form[name] = value;
  }
  return form;
}

/**
 * @param {Request} req
 * @returns {Record<string, string>}
 */
export function parseCookies(req) {
  /** @type {Record<string, string>} */
  const cookies = {};
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (name && !(name in cookies)) {
      try {
        cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        cookies[name] = part.slice(index + 1).trim();
      }
    }
  }
  return cookies;
}

/**
 * @param {Response} res
 * @param {string} cookie a complete Set-Cookie value
 */
export function appendSetCookie(res, cookie) {
  const existing = res.getHeader('Set-Cookie');
  const list = Array.isArray(existing) ? existing : existing === undefined ? [] : [String(existing)];
  res.setHeader('Set-Cookie', [...list, cookie]);
}

/**
 * The double-submit token of the forms outside interactions: reuses the request's cookie or sets a
 * new one (HttpOnly, Secure, SameSite=Strict); the page puts the same value in a hidden field.
 * @param {Request} req
 * @param {Response} res
 */
export function csrfToken(req, res) {
  const existing = parseCookies(req)[CSRF_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{32,}$/.test(existing)) return existing;
  const token = randomBytes(24).toString('base64url');
  appendSetCookie(res, `${CSRF_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=7200`);
  return token;
}

/**
 * True when the form's token equals the cookie's (constant time).
 * @param {Request} req
 * @param {Record<string, string>} form
 */
export function csrfValid(req, form) {
  const cookie = parseCookies(req)[CSRF_COOKIE] ?? '';
  const field = form.csrf ?? '';
  if (!cookie || cookie.length !== field.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(field));
}

/**
 * @param {Response} res
 * @param {number} status
 * @param {string} html
 * @param {Record<string, string>} [headers]
 */
export function sendHtml(res, status, html, headers = {}) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(html);
}

/**
 * @param {Response} res
 * @param {number} status
 * @param {unknown} body
 */
export function sendJson(res, status, body) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/**
 * @param {Response} res
 * @param {string} location
 * @param {number} [status]
 */
export function redirect(res, location, status = 303) {
  res.statusCode = status;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}
