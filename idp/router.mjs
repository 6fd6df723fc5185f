// @ts-check
/**
 * The B2C path shapes in front of the providers, matched ignoring case (MSAL lower-cases the policy):
 *   /{tenant}/{policy}/v2.0/.well-known/openid-configuration   discovery
 *   /{tenant}/{policy}/oauth2/v2.0/{authorize,token,logout,…}   endpoints (and oidc-provider's sub-routes)
 *   /{tenant}/{policy}/discovery/v2.0/keys                      key set
 *   /{tenant}/{policy}/openid/v2.0/userinfo                     user info
 *   /{tenant}/{policy}/interaction/{uid}[/login|/signup|/verify|/resend]  the provider's own sign-in and sign-up pages
 *                                                               (verify, resend: the sign-up's mailed code)
 *   /forgot-password, /reset-password                           password reset (outside interactions)
 *   /                                                           a short page (open it to accept the certificate)
 * {tenant} is the tenant name or its id.
 */

/**
 * @typedef {{ kind: 'provider', policy: string, mount: string, rest: string }
 *   | { kind: 'interaction', policy: string, mount: string, uid: string, action: InteractionAction | undefined }
 *   | { kind: 'page', page: 'home' | 'forgot-password' | 'reset-password' }} Route
 */

/** @typedef {'login' | 'signup' | 'verify' | 'resend'} InteractionAction */

export const DISCOVERY_PATH = '/.well-known/openid-configuration';

/** oidc-provider routes of every policy (mounted at /{tenant}/{policy}). */
export const PROVIDER_ROUTES = {
  authorization: '/oauth2/v2.0/authorize',
  token: '/oauth2/v2.0/token',
  end_session: '/oauth2/v2.0/logout',
  jwks: '/discovery/v2.0/keys',
  userinfo: '/openid/v2.0/userinfo',
  revocation: '/oauth2/v2.0/revoke',
  introspection: '/oauth2/v2.0/introspect',
  pushed_authorization_request: '/oauth2/v2.0/par',
  registration: '/oauth2/v2.0/register',
  backchannel_authentication: '/oauth2/v2.0/backchannel',
  device_authorization: '/oauth2/v2.0/devicecode',
  code_verification: '/oauth2/v2.0/device',
  challenge: '/oauth2/v2.0/challenge',
  credential: '/oauth2/v2.0/credential',
};

/**
 * @param {string} pathname the request's raw path (no query)
 * @param {{ tenants: string[], policies: string[] }} known tenant name and id; policy names as configured
 * @returns {Route | undefined}
 */
export function matchRoute(pathname, { tenants, policies }) {
  const lower = pathname.toLowerCase();
  if (lower === '/') return { kind: 'page', page: 'home' };
  if (lower === '/forgot-password' || lower === '/reset-password') {
    return { kind: 'page', page: lower === '/forgot-password' ? 'forgot-password' : 'reset-password' };
  }
  const [, tenant = '', policySegment = '', ...restSegments] = pathname.split('/');
  if (!tenants.some((known) => known.toLowerCase() === tenant.toLowerCase())) return undefined;
  const policy = policies.find((known) => known.toLowerCase() === policySegment.toLowerCase());
  if (!policy) return undefined;
  const mount = `/${tenant}/${policySegment}`;
  const rest = `/${restSegments.join('/')}`;
  const restLower = rest.toLowerCase();

  if (restLower === `/v2.0${DISCOVERY_PATH}` || restLower === DISCOVERY_PATH) {
    return { kind: 'provider', policy, mount, rest: DISCOVERY_PATH };
  }
  if (restLower.startsWith('/oauth2/v2.0/') || restLower === PROVIDER_ROUTES.jwks || restLower === PROVIDER_ROUTES.userinfo) {
    return { kind: 'provider', policy, mount, rest };
  }
  const interaction = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|signup|verify|resend))?$/i.exec(rest);
  if (interaction?.[1]) {
    const action = /** @type {InteractionAction | undefined} */ (interaction[2]?.toLowerCase());
    return { kind: 'interaction', policy, mount, uid: interaction[1], action };
  }
  return undefined;
}
