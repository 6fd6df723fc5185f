/**
 * The production path of token verification: an external authority (AUTH_AUTHORITY_HOST, AUTH_ISSUER,
 * AUTH_JWKS_URI), whose key set the API fetches over HTTPS, instead of the embedded provider's key file
 * in DATA_DIR. The embedded provider (idp/) plays that authority on a free port, in its own data
 * directory: the API never reads its key file, only its published key set, trusting its self-signed
 * certificate through AUTH_JWKS_CA_FILE (for that fetch alone; TLS verification stays on). Tokens are
 * the provider's own, from a real sign-in; forgeries are signed with its real key where a claim is the defect.
 *
 * The clock is frozen (Date only: sockets and timeouts keep real time) so that the key set's 30 s
 * refetch cooldown is crossed exactly when the test says, never by a slow machine.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import demoUsers from '@/lib/auth/demo-users.json';
import { ACCESS_SCOPE } from '@/lib/auth/identity-defaults';
import { authConfig } from '@/lib/server/auth/config';
import { createIdentityProvider } from '../../idp/app.mjs';
import { startTestApi, type ApiResponse, type TestApi } from '../api/harness';
import { envelopeProblems } from '../security/support/routes';
import { forgedTokens } from '../security/support/tokens';
import { freePort } from '../support/free-port';
import { signIn, type ProviderClient } from './provider-client';

const POLICY = 'B2C_1_signupsignin';
const EXTERNAL_ENV = ['AUTH_AUTHORITY_HOST', 'AUTH_ISSUER', 'AUTH_JWKS_URI', 'AUTH_JWKS_CA_FILE'] as const;
const admin = demoUsers.find((user) => user.roles.includes('Admin'))!;

let api: TestApi;
let idp: Awaited<ReturnType<typeof createIdentityProvider>> | undefined;
let idpDataDir: string;
let port: number;
let client: ProviderClient;
let jwksUri: string;
let caFile: string;
/** Requests for the provider's key set, as the provider saw them. */
let keySetFetches = 0;

async function startProvider(): Promise<void> {
  const started = await createIdentityProvider({ env: { APP_ORIGIN: api.url }, port, dataDir: idpDataDir, logger: { info: () => undefined, error: () => undefined } });
  // Ahead of the provider's own listener, which rewrites req.url.
  started.server.prependListener('request', (req) => {
    if (/\/discovery\/v2\.0\/keys$/i.test((req.url ?? '').split('?')[0]!)) keySetFetches += 1;
  });
  await started.listen(port);
  idp = started;
}

/** The provider's signing keys (its private key set in its data directory), the first one signing. */
async function providerKeys(): Promise<(JWK & { kid: string })[]> {
  return (JSON.parse(await readFile(path.join(idpDataDir, 'idp', 'jwks.private.json'), 'utf8')) as { keys: (JWK & { kid: string })[] }).keys;
}

/** Signs claims with the provider's real current key: a token the authority could have issued. */
async function signAsProvider(payload: JWTPayload, options: { alg?: string; kid?: string; key?: CryptoKey } = {}): Promise<string> {
  const [current] = await providerKeys();
  const key = options.key ?? ((await importJWK(current!, 'RS256')) as CryptoKey);
  return new SignJWT(payload).setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? current!.kid, typ: 'JWT' }).sign(key);
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as JWTPayload;
const kidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid?: string }).kid;
const profile = (token: string) => api.call('GET', '/api/Account/GetProfile', { bearer: token, headers: { 'Accept-Language': 'en' } });
const advanceClock = (ms: number) => vi.setSystemTime(Date.now() + ms);

/** A real sign-in on the provider's sign-in policy: the access token it issues to `email`. */
async function providerAccessToken(email: string, password: string): Promise<string> {
  const { tokens } = await signIn(client, POLICY, email, password);
  expect(tokens.access_token, 'an access token').toEqual(expect.any(String));
  return String(tokens.access_token);
}

function expectRejected(response: ApiResponse, label: string, code = 'errors.unauthorized') {
  expect(response.status, `${label}: ${response.text.slice(0, 200)}`).toBe(401);
  expect(envelopeProblems(response), label).toEqual([]);
  expect(response.json.code, label).toBe(code);
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  api = await startTestApi();
  // The application's database opens (and seeds its demo users) as it does in the embedded set-up;
  // from here on the API trusts only the external authority.
  await api.sql('select 1');
  idpDataDir = await mkdtemp(path.join(os.tmpdir(), 'navlun-authority-'));
  port = await freePort();
  await startProvider();
  const config = authConfig();
  client = { origin: idp!.config.publicOrigin, ca: '', tenant: config.tenant, clientId: config.clientId, appOrigin: api.url, scope: `openid profile offline_access https://${config.tenant}/api/${ACCESS_SCOPE}` };
  caFile = path.join(idpDataDir, 'idp', 'tls-cert.pem');
  client.ca = await readFile(caFile, 'utf8');
  jwksUri = `${client.origin}/${config.tenant}/${POLICY.toLowerCase()}/discovery/v2.0/keys`;
  Object.assign(process.env, { AUTH_AUTHORITY_HOST: client.origin, AUTH_ISSUER: idp!.config.issuer, AUTH_JWKS_URI: jwksUri, AUTH_JWKS_CA_FILE: caFile });
}, 180_000);

afterAll(async () => {
  for (const name of EXTERNAL_ENV) delete process.env[name];
  vi.useRealTimers();
  await idp?.close();
  await api?.close();
  if (idpDataDir) await rm(idpDataDir, { recursive: true, force: true });
});

describe('an external authority (AUTH_JWKS_URI over https)', { timeout: 180_000 }, () => {
  let token: string;

  it('is configured as one: no embedded provider, its issuer, its remote key set', () => {
    const config = authConfig();
    expect(config.embedded).toBe(false);
    expect(config.issuer).toBe(`${client.origin}/${config.tenantId}/v2.0/`);
    expect(config.jwksUri).toBe(jwksUri);
    // Nothing to fall back on: the embedded key file is not where the keys come from.
    expect(config.embeddedJwksFile.startsWith(idpDataDir)).toBe(false);
  });

  it('refuses a real token while the authority’s certificate is not trusted (TLS verification is on)', async () => {
    token = await providerAccessToken(admin.email, admin.password);
    delete process.env.AUTH_JWKS_CA_FILE;
    try {
      expectRejected(await profile(token), 'an untrusted key set');
      expect(keySetFetches, 'the key set was asked for, and its certificate refused').toBe(0);
    } finally {
      process.env.AUTH_JWKS_CA_FILE = caFile;
    }
  });

  it('accepts the token the authority issued after a real sign-in, as a bearer and for the session cookie', async () => {
    expect(claimsOf(token).iss).toBe(authConfig().issuer);
    const response = await profile(token);
    expect(response.status, response.text.slice(0, 200)).toBe(200);
    expect((response.json.data as { email?: string }).email).toBe(admin.email);
    expect(keySetFetches).toBe(1);
    // The roles the authority carried (from our claims endpoint): the admin reaches an admin endpoint.
    expect((await api.call('POST', '/api/User/GetList', { bearer: token, body: {} })).status).toBe(200);
    const login = await api.call('POST', '/api/login', { sameOrigin: true, body: { token } });
    expect(login.status, login.text.slice(0, 200)).toBe(200);
    expect(login.headers.getSetCookie().some((line) => line.startsWith('navlun_session='))).toBe(true);
    expect(keySetFetches, 'the key set is cached').toBe(1);
  });

  it('refuses every forgery of it (bearer and BFF login) with 401, without asking the authority again', async () => {
    const [current] = await providerKeys();
    const { kty, n, e, kid } = current!;
    const forged = await forgedTokens({ sign: signAsProvider }, claimsOf(token), { kty, n, e, kid, alg: 'RS256' });
    expect(forged.length).toBeGreaterThan(20);
    const variants = new Set(forged.map(([variant]) => variant));
    for (const named of ['a foreign key under our kid', 'an unknown kid', 'a wrong issuer', 'a wrong audience', 'expired beyond the clock skew', 'HS256 with the public key (PEM) as secret']) expect(variants).toContain(named);
    for (const [variant, forgery] of forged) {
      expectRejected(await profile(forgery), `bearer with ${variant}`);
      const login = await api.call('POST', '/api/login', { sameOrigin: true, body: { token: forgery } });
      if (variant === 'an oversized token') expect(login.status, variant).toBe(400);
      else expectRejected(login, `login with ${variant}`, 'session.invalidToken');
    }
    // An unknown kid within 30 s of the last fetch is refused from the cached set: a stream of forged
    // kids cannot make the API hammer the authority.
    expect(keySetFetches).toBe(1);
  });

  it('refetches the key set once for an unknown kid after the cooldown, and still refuses it', async () => {
    const foreign = await generateKeyPair('RS256');
    const unknownKid = await signAsProvider(claimsOf(token), { kid: 'a-key-nobody-published', key: foreign.privateKey });
    advanceClock(31_000);
    expectRejected(await profile(unknownKid), 'an unknown kid after the cooldown');
    expect(keySetFetches).toBe(2);
    expectRejected(await profile(unknownKid), 'the same again');
    expect(keySetFetches, 'once per cooldown').toBe(2);
  });

  it('follows a key rotation: a token signed with the authority’s new key is verified after one refetch', async () => {
    const previous = await providerKeys();
    const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const jwk = await exportJWK(privateKey);
    const rotated = { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
    // The authority publishes the new key first in its set and signs with it; the old one stays published.
    await idp!.close();
    await writeFile(path.join(idpDataDir, 'idp', 'jwks.private.json'), JSON.stringify({ keys: [rotated, ...previous] }));
    await startProvider();
    const fresh = await providerAccessToken(admin.email, admin.password);
    expect(kidOf(fresh)).toBe(rotated.kid);
    expect(kidOf(token)).toBe(previous[0]!.kid);
    advanceClock(31_000);
    const response = await profile(fresh);
    expect(response.status, response.text.slice(0, 200)).toBe(200);
    expect(keySetFetches, 'one refetch for the new kid').toBe(3);
    expect((await profile(token)).status, 'a token of the old key, still published').toBe(200);
    expect(keySetFetches).toBe(3);
  });
});
