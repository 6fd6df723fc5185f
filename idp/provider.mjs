// @ts-check
/**
 * One oidc-provider instance per policy (B2C user flow). Every instance has the same issuer and the
 * same signing key, so the application verifies tokens of both policies alike; `tfp` tells them apart.
 */
import { Provider, errors } from './oidc.mjs';
import { decodeJwt } from 'jose';
import { USER_CLAIM_NAMES, userClaims } from './claims.mjs';
import { pickLocale, translator } from './i18n.mjs';
import { logoutPage, messagePage } from './pages.mjs';
import { PROVIDER_ROUTES } from './router.mjs';

/** @typedef {import('./config.mjs').IdpConfig} IdpConfig */
/** @typedef {import('./directory.mjs').Directory} Directory */
/** @typedef {import('./claims.mjs').ClaimsService} ClaimsService */
/** @typedef {import('node:http').IncomingMessage & { cspNonce?: string, idpMount?: string }} ProviderRequest */

/** Scopes the provider knows besides the API's (`openid` carries every B2C claim). */
export const OIDC_SCOPES = ['openid', 'profile', 'offline_access'];

/**
 * @param {any} ctx a Koa context of oidc-provider
 * @returns {import('./i18n.mjs').Locale}
 */
function localeOf(ctx) {
  let params;
  try {
    params = ctx.oidc?.params;
  } catch {
    params = undefined;
  }
  return pickLocale(params?.ui_locales ?? ctx.query?.ui_locales);
}

/** @param {any} ctx */
const nonceOf = (ctx) => /** @type {ProviderRequest} */ (ctx.req).cspNonce ?? '';

/**
 * Rewrites an authorization request's query (MSAL sends GET): prompt values oidc-provider does not
 * know (select_account, create) are dropped, and `consent` is added when offline_access is asked for
 * interactively — oidc-provider drops offline_access otherwise. The consent itself is granted
 * automatically for this first-party client (see interactions.mjs), so no consent screen appears.
 * @param {URLSearchParams} query
 */
export function prepareAuthorizeQuery(query) {
  if (!query.has('prompt') && !query.has('scope')) return;
  const prompts = new Set((query.get('prompt') ?? '').split(' ').filter((value) => value && value !== 'select_account' && value !== 'create'));
  const scopes = (query.get('scope') ?? '').split(' ');
  if (scopes.includes('offline_access') && !prompts.has('none')) prompts.add('consent');
  if (prompts.size) query.set('prompt', [...prompts].join(' '));
  else query.delete('prompt');
}

/**
 * @param {{ config: IdpConfig, policy: string, jwks: { keys: object[] }, cookieKeys: string[], adapter: any,
 *   directory: Directory, claims: ClaimsService, onServerError?: (error: unknown) => void }} options
 */
export function createOidcProvider({ config, policy, jwks, cookieKeys, adapter, directory, claims, onServerError }) {
  const cookieSuffix = policy.toLowerCase().replace(/[^a-z0-9]/g, '_');

  /** @param {string} id */
  async function userOrUndefined(id) {
    return id ? directory.findById(id) : undefined;
  }

  const provider = new Provider(config.issuer, {
    adapter,
    jwks,
    clients: [
      {
        client_id: config.clientId,
        client_name: 'NavlunPort',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: config.redirectUris,
        post_logout_redirect_uris: config.redirectUris,
      },
    ],
    cookies: {
      names: { session: `np_session_${cookieSuffix}`, interaction: `np_interaction_${cookieSuffix}`, resume: `np_resume_${cookieSuffix}` },
      keys: cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    claims: { openid: USER_CLAIM_NAMES, profile: ['name', 'given_name', 'family_name'] },
    scopes: OIDC_SCOPES,
    conformIdTokenClaims: false,
    clientAuthMethods: ['none'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    routes: PROVIDER_ROUTES,
    discovery: { ui_locales_supported: ['tr', 'en'], claims_locales_supported: undefined },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        /** Renders the confirmation and submits it by itself (no click). */
        async logoutSource(/** @type {any} */ ctx, /** @type {string} */ form) {
          ctx.type = 'html';
          ctx.set('Cache-Control', 'no-store');
          ctx.body = logoutPage({ locale: localeOf(ctx), nonce: nonceOf(ctx), formHtml: form });
        },
        async postLogoutSuccessSource(/** @type {any} */ ctx) {
          const locale = localeOf(ctx);
          const tr = translator(locale);
          ctx.type = 'html';
          ctx.body = messagePage({
            locale,
            nonce: nonceOf(ctx),
            title: tr('logout.doneTitle'),
            body: tr('logout.doneBody'),
            link: { href: config.appOrigins[0] ?? '/', text: tr('site.back') },
            role: 'status',
          });
        },
      },
      resourceIndicators: {
        enabled: true,
        /** MSAL sends no `resource`: an authorization request for the API scope gets the API. */
        async defaultResource(/** @type {any} */ ctx, /** @type {any} */ _client, /** @type {string | string[] | undefined} */ oneOf) {
          if (oneOf) return oneOf;
          const scopes = String(ctx.oidc.params?.scope ?? '').split(' ');
          return scopes.includes(config.apiScope) ? config.apiResource : undefined;
        },
        useGrantedResource: async () => true,
        async getResourceServerInfo(/** @type {any} */ _ctx, /** @type {string} */ resourceIndicator) {
          if (resourceIndicator !== config.apiResource) throw new errors.InvalidTarget();
          return {
            scope: config.apiScope,
            audience: config.clientId,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 3600,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    interactions: {
      url: async (/** @type {any} */ ctx, /** @type {{ uid: string }} */ interaction) =>
        `${/** @type {ProviderRequest} */ (ctx.req).idpMount ?? ''}/interaction/${interaction.uid}`,
    },
    /** The ID token's (and userinfo's) claims. */
    async findAccount(/** @type {any} */ _ctx, /** @type {string} */ sub) {
      const user = await userOrUndefined(sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: async () => userClaims(user, await claims.lookup(user, policy), policy),
      };
    },
    /** The access token's claims: the same user claims plus `scp`. */
    async extraTokenClaims(/** @type {any} */ _ctx, /** @type {any} */ token) {
      if (!token.accountId) return undefined;
      const user = await userOrUndefined(token.accountId);
      if (!user) throw new errors.InvalidGrant('the account no longer exists');
      const { sub: _sub, ...shared } = userClaims(user, await claims.lookup(user, policy), policy);
      const scopes = String(token.scope ?? '').split(' ');
      return scopes.includes(config.apiScope) ? { ...shared, scp: config.apiScopeName } : shared;
    },
    formats: {
      customizers: {
        /** B2C-shaped access token: `typ: JWT`, azp and nbf; the full scope URIs stay out (scp says it). */
        async jwt(/** @type {any} */ _ctx, /** @type {any} */ token, /** @type {{ header?: object, payload: Record<string, unknown> }} */ jwt) {
          jwt.header = { typ: 'JWT' };
          const { payload } = jwt;
          payload.azp = payload.client_id ?? token.clientId;
          payload.nbf = payload.iat;
          delete payload.client_id;
          delete payload.scope;
        },
      },
    },
    /** Refresh tokens for this client whenever offline_access was granted. */
    async issueRefreshToken(/** @type {any} */ _ctx, /** @type {any} */ client, /** @type {any} */ code) {
      return client.clientId === config.clientId && client.grantTypeAllowed('refresh_token') && code.scopes.has('offline_access');
    },
    clientBasedCORS: (/** @type {any} */ _ctx, /** @type {string} */ origin) => config.appOrigins.includes(origin),
    async renderError(/** @type {any} */ ctx, /** @type {{ error: string, error_description?: string }} */ out) {
      const locale = localeOf(ctx);
      const tr = translator(locale);
      const expired = out.error === 'invalid_request' && /session|interaction/i.test(out.error_description ?? '');
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = messagePage({
        locale,
        nonce: nonceOf(ctx),
        title: tr('error.title'),
        body: tr(expired ? 'error.sessionExpired' : 'error.body'),
        code: [out.error, out.error_description].filter(Boolean).join(' — '),
        link: { href: config.appOrigins[0] ?? '/', text: tr('site.back') },
        role: 'alert',
      });
    },
    ttl: {
      AccessToken: (/** @type {any} */ _ctx, /** @type {any} */ token) => token.resourceServer?.accessTokenTTL ?? 3600,
      AuthorizationCode: 120,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
      /** SPA refresh tokens live 24 hours (as in B2C); a rotated one keeps its predecessor's expiry. */
      RefreshToken: (/** @type {any} */ ctx) => ctx?.oidc?.entities?.RotatedRefreshToken?.remainingTTL ?? 24 * 3600,
      ClientCredentials: 600,
      DeviceCode: 600,
      BackchannelAuthenticationRequest: 600,
      PreAuthorizedCode: 600,
    },
  });

  provider.use(async (/** @type {any} */ ctx, /** @type {() => Promise<void>} */ next) => {
    await next();
    // Unknown paths under the B2C prefixes answer 404 JSON, like the rest of the provider.
    if (ctx.status === 404 && ctx.body == null) {
      ctx.status = 404;
      ctx.body = { error: 'not_found' };
    }
    // As B2C does for client_info=1 (MSAL asks for it): the account's home id is `${oid}-${policy}.${tenantId}`.
    const body = ctx.body;
    if (ctx.method === 'POST' && ctx.path.toLowerCase() === PROVIDER_ROUTES.token && ctx.status === 200 && body?.id_token && ctx.oidc?.body?.client_info === '1') {
      const { sub } = decodeJwt(String(body.id_token));
      ctx.body = { ...body, client_info: Buffer.from(JSON.stringify({ uid: `${sub}-${policy.toLowerCase()}`, utid: config.tenantId })).toString('base64url') };
    }
  });
  provider.on('server_error', (/** @type {any} */ _ctx, /** @type {unknown} */ error) => onServerError?.(error));
  return provider;
}
