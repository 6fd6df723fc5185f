import { readFileSync } from 'node:fs';
import { exportSPKI, generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { authConfig } from '@/lib/server/auth/config';
import type { TestApi } from '../../api/harness';

const base64url = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/**
 * Tokens that must never authenticate anyone, each built from a valid one (`claims`, signed by the
 * identity provider's real key through `api.sign`) to fail exactly one check of lib/server/auth/verify-token.ts.
 * The `claims` decide what the token is for (API access token, Graph token). `publicJwk`: the signing
 * key's public half as the key set publishes it (by default the embedded provider's, from DATA_DIR).
 */
export async function forgedTokens(api: Pick<TestApi, 'sign'>, claims: JWTPayload, publicJwk?: JWK): Promise<[string, string][]> {
  const valid = await api.sign(claims);
  const [header, payload, signature] = valid.split('.') as [string, string, string];
  const config = authConfig();
  // The real public key, as an attacker would fetch it from the key set, used as an HMAC secret.
  const jwk = publicJwk ?? JSON.parse(readFileSync(config.embeddedJwksFile, 'utf8')).keys[0];
  const publicPem = await exportSPKI((await importJWK({ ...jwk, alg: 'RS256' }, 'RS256', { extractable: true })) as CryptoKey);
  const hmac = (secret: string, alg = 'HS256') => new SignJWT(claims).setProtectedHeader({ alg, kid: jwk.kid, typ: 'JWT' }).sign(new TextEncoder().encode(secret));
  const foreign = await generateKeyPair('RS256', { extractable: true });
  const otherTenant = String(claims.iss).replace(config.tenantId, '00000000-0000-0000-0000-00000000beef');
  const without = (name: string) => api.sign({ ...claims, [name]: undefined });
  return [
    ['a tampered payload (wrong signature)', `${header}.${base64url({ ...claims, roles: '["Admin"]', name: 'Mallory' })}.${signature}`],
    ['a signature cut off', `${header}.${payload}.`],
    ['a foreign key under our kid', await api.sign(claims, { key: foreign.privateKey })],
    ['an unknown kid', await api.sign(claims, { kid: 'no-such-key', key: foreign.privateKey })],
    ['alg none', `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`],
    ['alg NONE spelled otherwise', `${base64url({ alg: 'None', typ: 'JWT', kid: jwk.kid })}.${payload}.`],
    ['HS256 with the public key (PEM) as secret', await hmac(publicPem)],
    ['HS256 with the public key (JWK JSON) as secret', await hmac(JSON.stringify(jwk))],
    ['HS512 with the modulus as secret', await hmac(String(jwk.n), 'HS512')],
    ['a wrong issuer', await api.sign({ ...claims, iss: 'https://evil.example/v2.0/' })],
    ['another tenant of the same host', await api.sign({ ...claims, iss: otherTenant })],
    ['a wrong audience', await api.sign({ ...claims, aud: 'another-application' })],
    ['an audience list without ours', await api.sign({ ...claims, aud: ['another-application', 'a-third'] })],
    ['expired beyond the clock skew', await api.sign({ ...claims, iat: now() - 7200, nbf: now() - 7200, exp: now() - 120 })],
    ['not valid before an hour from now', await api.sign({ ...claims, nbf: now() + 3600 })],
    ['issued an hour in the future', await api.sign({ ...claims, iat: now() + 3600, nbf: undefined })],
    ['no exp', await without('exp')],
    ['no sub', await without('sub')],
    ['no scope', await without('scp')],
    ['a string exp', await api.sign({ ...claims, exp: String(now() + 3600) as never })],
    ['a malformed token', 'not-a-token'],
    ['three empty parts', '..'],
    ['a JSON header that is not base64url', `{"alg":"RS256"}.${payload}.${signature}`],
    ['an oversized token', `${header}.${'A'.repeat(9000)}.${signature}`],
  ];
}

/** A valid access token's claims for a role (the harness's token, decoded). */
export async function accessClaims(api: TestApi, overrides: JWTPayload = {}): Promise<JWTPayload> {
  const token = await api.token(['Admin'], overrides);
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
}
