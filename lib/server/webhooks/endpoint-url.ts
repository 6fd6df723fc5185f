import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { badRequest } from '../api/errors';
import { isForbiddenAddress } from './forbidden-address';

/**
 * The development flag `WEBHOOK_ALLOW_PRIVATE_NETWORK=1`: webhook endpoints may then be plain http and on private,
 * loopback or link-local addresses (a receiver on the developer's machine, the tests' local receivers). Never set in
 * production: without it an endpoint is https (in production) and never reaches this host's networks.
 */
export const privateNetworkAllowed = (env: Readonly<Record<string, string | undefined>> = process.env) => env.WEBHOOK_ALLOW_PRIVATE_NETWORK === '1';

/** Names that mean this host or its network whatever DNS says. */
const localNames = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)\.?$/i;

/** How long the registration's DNS look-up may take; a name that doesn't resolve in time is taken (deliveries check again). */
const LOOKUP_TIMEOUT_MS = 2_000;

/**
 * Checks an endpoint's URL when it is registered or changed: https in production, and a host that is no private,
 * loopback or link-local address by literal, by name, or by what its name resolves to now. Every delivery checks the
 * address it connects to again (post-webhook.ts). Throws 400 with the field error.
 */
export async function checkEndpointUrl(value: string, env: Readonly<Record<string, string | undefined>> = process.env): Promise<void> {
  if (privateNetworkAllowed(env)) return;
  const url = new URL(value);
  const refuse = (code: string) => {
    throw badRequest('errors.validation', [{ field: 'url', code }]);
  };
  if (url.protocol !== 'https:' && env.NODE_ENV === 'production') refuse('webhooks.url.httpsRequired');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    if (isForbiddenAddress(host)) refuse('webhooks.url.privateAddress');
    return;
  }
  if (localNames.test(host) || !host.includes('.')) refuse('webhooks.url.privateAddress');
  const addresses = await Promise.race([lookup(host, { all: true }).catch(() => []), new Promise<[]>((resolve) => setTimeout(() => resolve([]), LOOKUP_TIMEOUT_MS).unref())]);
  if (addresses.some((entry) => isForbiddenAddress(entry.address))) refuse('webhooks.url.privateAddress');
}
