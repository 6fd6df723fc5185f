// @ts-check
/**
 * The embedded identity provider as one HTTPS server: the B2C path shapes in front of one oidc-provider
 * per policy, the provider's own pages (sign-in, sign-up, forgot and reset password), security headers.
 */
import https from 'node:https';
import path from 'node:path';
import { createAdapterClass, purgeExpired } from './adapter.mjs';
import { createClaimsService } from './claims.mjs';
import { loadConfig } from './config.mjs';
import { openDatabase } from './db.mjs';
import { createDirectory } from './directory.mjs';
import { createEmailProof } from './email-proof.mjs';
import { applySecurityHeaders, sendHtml, sendJson } from './http.mjs';
import { pickLocale, translator } from './i18n.mjs';
import { handleInteraction } from './interactions.mjs';
import { cookieKeys, signingKeys, tlsCredentials } from './keys.mjs';
import { createMailer } from './mail.mjs';
import { messagePage } from './pages.mjs';
import { handleForgotPassword, handleResetPassword } from './password-reset.mjs';
import { createOidcProvider, prepareAuthorizeQuery } from './provider.mjs';
import { createLimits } from './rate-limit.mjs';
import { PROVIDER_ROUTES, matchRoute } from './router.mjs';

/** @typedef {import('./http.mjs').Request & { originalUrl?: string, idpMount?: string }} Request */
/** @typedef {import('./http.mjs').Response} Response */
/**
 * @typedef {object} IdentityProviderOptions
 * @property {Record<string, string | undefined>} [env] environment to read (default process.env)
 * @property {number} [port] overrides IDP_PORT (the issuer carries the port, so listen on this one)
 * @property {string} [dataDir] overrides DATA_DIR
 * @property {{ limit?: number, windowMs?: number, now?: () => number }} [rateLimit] default IDP_RATE_LIMIT (10) a minute
 * @property {{ info: (message: string) => void, error: (message: string, error?: unknown) => void }} [logger]
 */
/**
 * @typedef {object} IdentityProvider
 * @property {import('./config.mjs').IdpConfig} config
 * @property {import('node:https').Server} server
 * @property {(port?: number, host?: string) => Promise<string>} listen starts listening; resolves to the public origin
 * @property {() => Promise<void>} close stops the server, waits for background mail, closes the database
 * @property {() => void} resetRateLimits forgets every rate-limit counter
 */

/**
 * One line per error, without stack or request data (so never a password).
 * @param {unknown} error
 */
const describe = (error) => {
  if (!(error instanceof Error)) return error === undefined ? '' : `: ${String(error)}`;
  const detail = /** @type {{ error_detail?: unknown }} */ (error).error_detail;
  return `: ${error.name}: ${error.message}${typeof detail === 'string' ? ` (${detail})` : ''}`;
};

const defaultLogger = {
  info: (/** @type {string} */ message) => console.info(message),
  error: (/** @type {string} */ message, /** @type {unknown} */ error) => console.error(`${message}${describe(error)}`),
};

/**
 * Opens the directory (and seeds the demo users), loads or creates the keys, and builds the server.
 * @param {IdentityProviderOptions} [options]
 * @returns {Promise<IdentityProvider>}
 */
export async function createIdentityProvider(options = {}) {
  const config = loadConfig(options.env ?? process.env, { port: options.port, dataDir: options.dataDir });
  const logger = options.logger ?? defaultLogger;
  const keys = await signingKeys(config.dataDir);
  const tls = await tlsCredentials(config.dataDir);
  const secrets = await cookieKeys(config.dataDir);
  const db = await openDatabase(config);
  try {
    const directory = createDirectory(db);
    const emailProof = createEmailProof(db);
    // This provider runs only when no external authority is configured: the demo users belong to it.
    await directory.seedDemoUsers(config.demoUsersFile);
    await purgeExpired(db);
    const claims = createClaimsService({ url: config.claimsUrl, secret: config.claimsSecret, socketPath: config.claimsSocket });
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') });
    const limits = createLimits(options.rateLimit ?? { limit: config.rateLimit });
    /** @type {Set<Promise<unknown>>} */
    const pending = new Set();
    const background = (/** @type {Promise<unknown>} */ task) => {
      pending.add(task);
      task.finally(() => pending.delete(task));
    };
    const logError = logger.error;

    /** @type {Map<string, { provider: any, handle: (req: Request, res: Response) => void }>} */
    const providers = new Map();
    for (const policy of [config.policies.signIn, config.policies.signUp]) {
      if (providers.has(policy)) continue;
      const provider = createOidcProvider({
        config,
        policy,
        jwks: keys.privateJwks,
        cookieKeys: secrets,
        adapter: createAdapterClass(db, policy),
        directory,
        claims,
        onServerError: (error) => logError(`token issuance failed (${policy})`, error),
      });
      providers.set(policy, { provider, handle: provider.callback() });
    }
    const known = { tenants: [config.tenant, config.tenantId], policies: [...providers.keys()] };

    /** @param {Request} req @param {Response} res */
    const notFound = (req, res) => sendJson(res, 404, { error: 'not_found' });

    /** The root: where a developer accepts the self-signed certificate. @param {Request} req @param {Response} res */
    function home(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { error: 'method_not_allowed' });
      const locale = pickLocale(new URL(req.url ?? '/', 'https://localhost').searchParams.get('ui_locales'));
      const tr = translator(locale);
      const switchHref = `/?ui_locales=${locale === 'tr' ? 'en' : 'tr'}`;
      sendHtml(res, 200, messagePage({ locale, nonce: req.cspNonce ?? '', title: tr('home.title'), body: tr('home.body'), link: { href: config.appOrigins[0] ?? '/', text: tr('site.back') }, switchHref }));
    }

    /** @param {Request} req @param {Response} res */
    async function route(req, res) {
      applySecurityHeaders(req, res, config.appOrigins);
      const rawUrl = req.url ?? '/';
      const queryIndex = rawUrl.indexOf('?');
      const pathname = queryIndex < 0 ? rawUrl : rawUrl.slice(0, queryIndex);
      const search = queryIndex < 0 ? '' : rawUrl.slice(queryIndex + 1);
      const match = matchRoute(pathname, known);
      if (!match) return notFound(req, res);

      if (match.kind === 'page') {
        if (req.method !== 'GET' && req.method !== 'POST') return sendJson(res, 405, { error: 'method_not_allowed' });
        if (match.page === 'home') return home(req, res);
        const context = { config, directory, limits, mailer, background, logError };
        return match.page === 'forgot-password' ? handleForgotPassword(req, res, context) : handleResetPassword(req, res, context);
      }

      const entry = providers.get(match.policy);
      if (!entry) return notFound(req, res);
      if (match.kind === 'interaction') {
        if (req.method !== 'GET' && req.method !== 'POST') return sendJson(res, 405, { error: 'method_not_allowed' });
        return handleInteraction(req, res, { provider: entry.provider, policy: match.policy, mount: match.mount, uid: match.uid, action: match.action }, { config, directory, emailProof, limits, mailer, logError });
      }

      // oidc-provider takes its mount path from req.originalUrl minus req.url.
      const query = new URLSearchParams(search);
      const restLower = match.rest.toLowerCase();
      if (req.method === 'GET' && restLower === PROVIDER_ROUTES.authorization) prepareAuthorizeQuery(query);
      // MSAL's logout names no client: it is this tenant's one client.
      if (req.method === 'GET' && restLower === PROVIDER_ROUTES.end_session && !query.get('client_id')) query.set('client_id', config.clientId);
      const queryText = query.toString();
      req.url = `${match.rest}${queryText ? `?${queryText}` : ''}`;
      req.originalUrl = `${match.mount}${req.url}`;
      req.idpMount = match.mount;
      entry.handle(req, res);
    }

    const server = https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
      route(req, res).catch((error) => {
        const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
        if (status === 500) logError(`request failed: ${req.method} ${(req.url ?? '').split('?')[0]}`, error);
        if (res.headersSent) {
          res.destroy();
          return;
        }
        const locale = pickLocale(new URL(req.url ?? '/', 'https://localhost').searchParams.get('ui_locales'));
        const tr = translator(locale);
        sendHtml(res, status, messagePage({ locale, nonce: /** @type {Request} */ (req).cspNonce ?? '', title: tr('error.title'), body: tr('error.body'), role: 'alert', link: { href: config.appOrigins[0] ?? '/', text: tr('site.back') } }));
      });
    });
    server.headersTimeout = 20_000;
    server.requestTimeout = 30_000;
    server.keepAliveTimeout = 5_000;

    const purgeTimer = setInterval(() => {
      purgeExpired(db).catch((error) => logError('purge of expired provider data failed', error));
    }, 10 * 60_000);
    purgeTimer.unref();

    let closed = false;
    return {
      config,
      server,
      listen(port = config.port, host) {
        if (port !== config.port) logger.error(`listening on ${port}, but the issuer names port ${config.port}`);
        return new Promise((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, host, () => {
            server.off('error', reject);
            resolve(config.publicOrigin);
          });
        });
      },
      async close() {
        if (closed) return;
        closed = true;
        clearInterval(purgeTimer);
        await new Promise((resolve) => {
          if (!server.listening) return resolve(undefined);
          server.close(() => resolve(undefined));
          server.closeIdleConnections();
        });
        await Promise.allSettled([...pending]);
        mailer.close();
        await db.close();
      },
      resetRateLimits: () => limits.reset(),
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
