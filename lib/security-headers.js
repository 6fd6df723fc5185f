// @ts-check
const { createHash } = require('node:crypto');
const { cookieChoiceScript } = require('./cookie-choice-script.js');
const { earlyClickScript } = require('./early-click-script.js');
const { appBootScript } = require('./app-boot-script.js');

/** The only inline scripts pages carry (lib/cookie-choice-script.js, lib/early-click-script.js, lib/app-boot-script.js), allowed by their hashes. */
const inlineScriptHashes = [cookieChoiceScript, earlyClickScript, appBootScript].map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`).join(' ');
/**
 * The security headers every response carries. Plain CommonJS so next.config.js can load it.
 * @param {Record<string, string | undefined>} env
 * @returns {{ key: string, value: string }[]}
 */
function securityHeaders(env) {
  // The identity provider's origin (MSAL fetches its metadata and token endpoints); the embedded
  // provider of lib/auth/identity-defaults.ts when no external authority is configured.
  const configured = [env.AUTH_AUTHORITY_HOST, env.NEXT_PUBLIC_AUTH_AUTHORITY_HOST].filter(Boolean);
  const identityOrigins = [...new Set((configured.length ? configured : [`https://localhost:${env.IDP_PORT ?? 3443}`]).map((host) => new URL(String(host)).origin))];
  const dev = env.NODE_ENV === 'development';
  // [M6] An external chat provider (token URL, Direct Line domain; wss: when its websocket is on).
  const chatOrigins = [env.NEXT_PUBLIC_CHAT_TOKEN_URL, env.NEXT_PUBLIC_CHAT_DIRECT_LINE_DOMAIN]
    .filter((url) => /^https?:\/\//.test(String(url ?? '')))
    .flatMap((url) => {
      const origin = new URL(String(url)).origin;
      return env.NEXT_PUBLIC_CHAT_WEBSOCKET === 'true' ? [origin, origin.replace(/^http/, 'ws')] : [origin];
    });
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes}${dev ? " 'unsafe-eval' 'unsafe-inline'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...identityOrigins, ...new Set(chatOrigins)].join(' '),
    ["frame-src 'self'", ...identityOrigins].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...identityOrigins].join(' '),
    "object-src 'none'",
  ].join('; ');
  // No Cross-Origin-Opener-Policy: when the sign-in popup comes back from the identity provider to our
  // /redirect, a COOP header there would put it in a new browsing context group and cut it off from its opener.
  const headers = [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
  ];
  if (String(env.PUBLIC_ORIGIN ?? '').startsWith('https://')) headers.push(HSTS);
  return headers;
}

const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' };

/**
 * A request that reached us over https: on a TLS socket, or through our proxy or load balancer, which
 * terminates TLS and says so in X-Forwarded-Proto (its first value: the client's hop).
 * @param {import('node:http').IncomingMessage} req
 */
function isHttpsRequest(req) {
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https' || Boolean(/** @type {{ encrypted?: boolean }} */ (req.socket)?.encrypted);
}

/**
 * Sets the security headers on one response (computed once by securityHeaders), plus HSTS when the
 * request came over https even without an https PUBLIC_ORIGIN (browsers ignore HSTS on plain http).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ key: string, value: string }[]} headers
 */
function applySecurityHeaders(req, res, headers) {
  for (const { key, value } of headers) res.setHeader(key, value);
  if (isHttpsRequest(req)) res.setHeader(HSTS.key, HSTS.value);
}

module.exports = { securityHeaders, applySecurityHeaders, isHttpsRequest };
