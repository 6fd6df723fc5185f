// @ts-check
/**
 * The secrets a public deployment must choose itself. Their defaults are written in docs/OPERATIONS.md for local use, so
 * anyone can read them: scripts/server.mjs refuses to start in production with a public PUBLIC_ORIGIN while one is
 * still in force.
 */

/** Each secret and the default docs/OPERATIONS.md documents (CHAT_TOKEN_SECRET's default is a key of each instance's own). */
export const DOCUMENTED_DEFAULTS = /** @type {const} */ ([
  ['IDP_CLAIMS_SECRET', 'navlunport-embedded-claims-secret'],
  ['NEWSLETTER_TOKEN_SECRET', 'navlunport-embedded-newsletter-secret'],
  ['SERVICE_KEY', 'navlunport-embedded-service-key'],
  ['CHAT_TOKEN_SECRET', undefined],
]);

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The deployment is public: PUBLIC_ORIGIN names a host other than this machine's.
 * @param {Record<string, string | undefined>} env
 */
export function isPublicDeployment(env) {
  if (!env.PUBLIC_ORIGIN) return false;
  try {
    const host = new URL(env.PUBLIC_ORIGIN).hostname;
    return !LOCAL_HOSTS.has(host) && !host.endsWith('.localhost');
  } catch {
    return true;
  }
}

/**
 * The secrets a production start would run with at their documented default (or unset): empty when it may start.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function secretsLeftAtDefault(env) {
  if (env.NODE_ENV !== 'production' || !isPublicDeployment(env)) return [];
  return DOCUMENTED_DEFAULTS.filter(([name, value]) => !env[name]?.trim() || env[name] === value).map(([name]) => name);
}
