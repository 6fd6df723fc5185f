// @ts-check
/**
 * The provider's key material, created on first start and kept in `${dataDir}/idp`:
 * - the RS256 signing key (`jwks.private.json`) and its public set (`jwks.public.json`, read by the app);
 * - the self-signed TLS certificate of the HTTPS server (`tls-key.pem`, `tls-cert.pem`).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import { generate } from 'selfsigned';
import { createFileOnce, readIfExists, writeFileAtomic } from './files.mjs';

/** @typedef {{ kty: string, n: string, e: string, kid: string, alg: 'RS256', use: 'sig' }} PublicSigningJwk */
/** @typedef {PublicSigningJwk & { d: string, p: string, q: string, dp: string, dq: string, qi: string }} PrivateSigningJwk */
/**
 * @typedef {object} SigningKeys
 * @property {{ keys: PrivateSigningJwk[] }} privateJwks the set to sign with (oidc-provider `jwks`)
 * @property {{ keys: PublicSigningJwk[] }} publicJwks the public set, as written to jwks.public.json
 * @property {string} privateFile
 * @property {string} publicFile
 */

/** @param {string} dataDir */
export const keyPaths = (dataDir) => {
  const dir = path.join(path.resolve(dataDir), 'idp');
  return {
    dir,
    privateJwks: path.join(dir, 'jwks.private.json'),
    publicJwks: path.join(dir, 'jwks.public.json'),
    tlsKey: path.join(dir, 'tls-key.pem'),
    tlsCert: path.join(dir, 'tls-cert.pem'),
    cookieKeys: path.join(dir, 'cookie-keys.json'),
  };
};

/** @returns {Promise<PrivateSigningJwk>} */
async function newSigningJwk() {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return /** @type {PrivateSigningJwk} */ ({ ...jwk, kid, alg: 'RS256', use: 'sig' });
}

/**
 * @param {PrivateSigningJwk} jwk
 * @returns {PublicSigningJwk}
 */
const publicPart = ({ kty, n, e, kid }) => ({ kty, n, e, kid, alg: 'RS256', use: 'sig' });

/**
 * Loads the signing key set of `${dataDir}/idp`, creating it on first use. The public set is
 * (re)written atomically whenever it is missing or differs from the private one.
 * Shared with the token CLI, so it must stay free of provider state.
 * @param {string} dataDir
 * @returns {Promise<SigningKeys>}
 */
export async function signingKeys(dataDir) {
  const files = keyPaths(dataDir);
  let stored = await readIfExists(files.privateJwks);
  if (stored === undefined) {
    const created = JSON.stringify({ keys: [await newSigningJwk()] }, null, 2);
    // Another process may have won the race: then its key is the one to use.
    stored = (await createFileOnce(files.privateJwks, created, 0o600)) ? created : await readIfExists(files.privateJwks);
  }
  const privateJwks = /** @type {{ keys: PrivateSigningJwk[] }} */ (JSON.parse(stored ?? ''));
  if (!Array.isArray(privateJwks.keys) || privateJwks.keys.length === 0) throw new Error(`${files.privateJwks} holds no key`);
  const publicJwks = { keys: privateJwks.keys.map(publicPart) };
  const publicText = `${JSON.stringify(publicJwks, null, 2)}\n`;
  if ((await readIfExists(files.publicJwks)) !== publicText) await writeFileAtomic(files.publicJwks, publicText, 0o644);
  return { privateJwks, publicJwks, privateFile: files.privateJwks, publicFile: files.publicJwks };
}

/**
 * The HTTPS server's self-signed certificate (CN localhost, SAN localhost and 127.0.0.1), created on first use.
 * @param {string} dataDir
 * @returns {Promise<{ key: string, cert: string }>}
 */
export async function tlsCredentials(dataDir) {
  const files = keyPaths(dataDir);
  let key = await readIfExists(files.tlsKey);
  let cert = await readIfExists(files.tlsCert);
  if (key && cert) return { key, cert };
  const now = Date.now();
  const generated = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate: new Date(now - 60_000),
    notAfterDate: new Date(now + 825 * 24 * 3600 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] },
    ],
  });
  key = generated.private;
  cert = generated.cert;
  // Key first, then the certificate: a reader that finds the certificate always finds its key.
  await writeFileAtomic(files.tlsKey, key, 0o600);
  await writeFileAtomic(files.tlsCert, cert, 0o644);
  return { key, cert };
}

/**
 * The keys that sign the provider's cookies (random, created once, so sessions survive a restart).
 * @param {string} dataDir
 * @returns {Promise<string[]>}
 */
export async function cookieKeys(dataDir) {
  const file = keyPaths(dataDir).cookieKeys;
  let stored = await readIfExists(file);
  if (stored === undefined) {
    const created = JSON.stringify({ keys: [randomBytes(32).toString('base64url')] });
    stored = (await createFileOnce(file, created, 0o600)) ? created : await readIfExists(file);
  }
  const { keys } = /** @type {{ keys: string[] }} */ (JSON.parse(stored ?? ''));
  if (!Array.isArray(keys) || keys.length === 0) throw new Error(`${file} holds no key`);
  return keys;
}
