// @ts-check
/**
 * The embedded identity provider's configuration, read once from the environment (every value has an
 * embedded default, see docs/OPERATIONS.md "Configuration").
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {object} IdpConfig
 * @property {number} port HTTPS port (IDP_PORT).
 * @property {string} dataDir Absolute DATA_DIR; the provider keeps its own state in `${dataDir}/idp`.
 * @property {string} tenant B2C tenant name (AUTH_TENANT), e.g. navlunport.onmicrosoft.com.
 * @property {string} tenantId B2C tenant id (AUTH_TENANT_ID).
 * @property {string} clientId The single SPA client (AUTH_CLIENT_ID).
 * @property {{ signIn: string, signUp: string }} policies Policy names as configured (AUTH_POLICY_*).
 * @property {string} publicOrigin `https://localhost:${port}`.
 * @property {string} issuer `${publicOrigin}/${tenantId}/v2.0/`, shared by every policy.
 * @property {string[]} appOrigins The application's origins (APP_ORIGIN, comma separated).
 * @property {string[]} redirectUris `${origin}/redirect` for each application origin.
 * @property {string} apiResource Resource indicator of the API (`https://${tenant}/api`).
 * @property {string} apiScopeName Delegated permission name carried in `scp`.
 * @property {string} apiScope Full scope URI the client requests (`${apiResource}/${apiScopeName}`).
 * @property {string} claimsUrl The application's claims endpoint (IDP_CLAIMS_URL).
 * @property {string | undefined} claimsSocket The application's internal socket the claims call goes through instead
 *   of the network (APP_INTERNAL_SOCKET, which scripts/start.mjs sets; ignored when IDP_CLAIMS_URL is set).
 * @property {string} claimsSecret Shared secret sent as X-Claims-Secret (IDP_CLAIMS_SECRET).
 * @property {string | undefined} databaseUrl PostgreSQL of the directory (DATABASE_URL); PGlite otherwise.
 * @property {string | undefined} smtpUrl SMTP transport (SMTP_URL); .eml files in `${dataDir}/outbox` otherwise.
 * @property {string} mailFrom Sender of the provider's mails (MAIL_FROM).
 * @property {string} demoUsersFile JSON list of demo users seeded into the directory.
 * @property {number} rateLimit Sign-in, sign-up, forgot- and reset-password attempts a minute, per address and per
 *   account (IDP_RATE_LIMIT, default 10). The e2e run raises it: all its browsers sign in from 127.0.0.1.
 */

export const API_SCOPE_NAME = 'access_as_frontenduser';

/** @param {string | undefined} value */
const blankToUndefined = (value) => (value && value.trim() ? value.trim() : undefined);

/** The two names of this machine's loopback a local visitor may type; each stands for the other. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1'];

/**
 * [T1] finding 7: the application's origins with, for one on the loopback, its other name too (the app opened at
 * http://127.0.0.1:3000 signs in as at http://localhost:3000). The origins as given come first, in their order.
 * @param {string[]} origins
 */
function withLoopbackAliases(origins) {
  const aliases = origins.flatMap((origin) => {
    const url = new URL(origin);
    if (!LOOPBACK_NAMES.includes(url.hostname)) return [];
    return LOOPBACK_NAMES.filter((name) => name !== url.hostname).map((name) => {
      const alias = new URL(origin);
      alias.hostname = name;
      return alias.origin;
    });
  });
  return [...new Set([...origins, ...aliases])];
}

/**
 * @param {Record<string, string | undefined>} [env]
 * @param {{ port?: number, dataDir?: string }} [overrides] values that win over the environment (tests)
 * @returns {IdpConfig}
 */
export function loadConfig(env = process.env, overrides = {}) {
  const port = overrides.port ?? Number(env.IDP_PORT || 3443);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`invalid IDP_PORT: ${env.IDP_PORT}`);
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? 'data');
  const tenant = blankToUndefined(env.AUTH_TENANT) ?? 'navlunport.onmicrosoft.com';
  const tenantId = blankToUndefined(env.AUTH_TENANT_ID) ?? '6f2a1c8e-3b7d-4e52-9a10-4c1d2e3f5a6b';
  const clientId = blankToUndefined(env.AUTH_CLIENT_ID) ?? '3c9d7e21-5a4b-4f8e-b2c1-9d0e8f7a6b5c';
  const publicOrigin = `https://localhost:${port}`;
  const appOrigins = withLoopbackAliases(
    (blankToUndefined(env.APP_ORIGIN) ?? 'http://localhost:3000')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => new URL(origin).origin),
  );
  if (appOrigins.length === 0) throw new Error('APP_ORIGIN names no origin');
  const apiResource = `https://${tenant}/api`;
  const rateLimit = Number(blankToUndefined(env.IDP_RATE_LIMIT) ?? 10);
  if (!Number.isInteger(rateLimit) || rateLimit <= 0) throw new Error(`invalid IDP_RATE_LIMIT: ${env.IDP_RATE_LIMIT}`);
  return {
    port,
    dataDir,
    tenant,
    tenantId,
    clientId,
    policies: {
      signIn: blankToUndefined(env.AUTH_POLICY_SIGNIN) ?? 'B2C_1_signupsignin',
      signUp: blankToUndefined(env.AUTH_POLICY_SIGNUP) ?? 'B2C_1_signup',
    },
    publicOrigin,
    issuer: `${publicOrigin}/${tenantId}/v2.0/`,
    appOrigins,
    redirectUris: appOrigins.map((origin) => `${origin}/redirect`),
    apiResource,
    apiScopeName: API_SCOPE_NAME,
    apiScope: `${apiResource}/${API_SCOPE_NAME}`,
    claimsUrl: blankToUndefined(env.IDP_CLAIMS_URL) ?? `${appOrigins[0]}/api/internal/identityClaims`,
    claimsSocket: blankToUndefined(env.IDP_CLAIMS_URL) ? undefined : blankToUndefined(env.APP_INTERNAL_SOCKET),
    claimsSecret: blankToUndefined(env.IDP_CLAIMS_SECRET) ?? 'navlunport-embedded-claims-secret',
    databaseUrl: blankToUndefined(env.DATABASE_URL),
    smtpUrl: blankToUndefined(env.SMTP_URL),
    mailFrom: blankToUndefined(env.MAIL_FROM) ?? 'NavlunPort <no-reply@navlunport.test>',
    demoUsersFile: fileURLToPath(new URL('../lib/auth/demo-users.json', import.meta.url)),
    rateLimit,
  };
}
