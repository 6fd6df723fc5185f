import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { rootCertificates } from 'node:tls';
import { createLocalJWKSet, createRemoteJWKSet, customFetch, errors, jwtVerify, type FetchImplementation, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { authConfig, type AuthConfig } from './config';

/** Only asymmetric signatures: HS256 with a public key as secret, or alg none, never pass. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256'];

/** Clock skew allowed between the identity provider and us, in seconds (exp, nbf, iat). */
const CLOCK_TOLERANCE_SECONDS = 30;

export class InvalidTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidTokenError';
  }
}

const remoteKeySets = new Map<string, JWTVerifyGetKey>();
let localKeySet: { file: string; getKey: JWTVerifyGetKey } | undefined;

function loadLocalKeySet(file: string): JWTVerifyGetKey {
  try {
    return createLocalJWKSet(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    throw new InvalidTokenError('no key set');
  }
}

/** The embedded provider's keys can rotate on disk: reload once when a kid is unknown. */
const embeddedKeys: JWTVerifyGetKey = async (header, token) => {
  const { embeddedJwksFile } = authConfig();
  if (localKeySet?.file !== embeddedJwksFile) localKeySet = { file: embeddedJwksFile, getKey: loadLocalKeySet(embeddedJwksFile) };
  try {
    return await localKeySet.getKey(header, token);
  } catch (error) {
    if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
    localKeySet = { file: embeddedJwksFile, getKey: loadLocalKeySet(embeddedJwksFile) };
    return localKeySet.getKey(header, token);
  }
};

/** The largest key set we read (Azure's are a few kilobytes). */
const MAX_KEY_SET_BYTES = 1024 * 1024;

/**
 * A fetch of the key set over https that trusts the CA certificates of `caFile` besides the public roots
 * (TLS verification stays on: a certificate of neither is refused). No redirect is followed, as jose asks.
 */
function fetchTrusting(caFile: string): FetchImplementation {
  const ca = [...rootCertificates, readFileSync(caFile, 'utf8')];
  return (url, options) =>
    new Promise<Response>((resolve, reject) => {
      const req = request(url, { method: options.method, headers: Object.fromEntries(options.headers), ca, signal: options.signal }, (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_KEY_SET_BYTES) res.destroy(new Error('key set too large'));
          else chunks.push(chunk);
        });
        res.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 502 })));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
}

function keySet(jwksUri: string | undefined, caFile: string | undefined): JWTVerifyGetKey {
  if (!jwksUri) return embeddedKeys;
  const cacheKey = `${jwksUri} ${caFile ?? ''}`;
  let keys = remoteKeySets.get(cacheKey);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUri), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000, ...(caFile ? { [customFetch]: fetchTrusting(caFile) } : {}) });
    remoteKeySets.set(cacheKey, keys);
  }
  return keys;
}

interface Expectation {
  issuer: string;
  audience: string;
  scope: string;
  jwksUri?: string;
  jwksCaFile?: string;
}

function scopesOf(payload: JWTPayload): string[] {
  return typeof payload.scp === 'string' ? payload.scp.split(' ') : [];
}

async function verify(token: unknown, expected: Expectation): Promise<JWTPayload> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 8192) throw new InvalidTokenError('malformed');
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keySet(expected.jwksUri, expected.jwksCaFile), {
      issuer: expected.issuer,
      audience: expected.audience,
      algorithms: ALGORITHMS,
      requiredClaims: ['exp', 'sub'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    }));
  } catch (error) {
    throw new InvalidTokenError(error instanceof Error ? error.name : 'invalid');
  }
  // jose checks iat only against a maximum age: a token issued in the future (beyond the same skew) is no valid token either.
  if (typeof payload.iat === 'number' && payload.iat > Date.now() / 1000 + CLOCK_TOLERANCE_SECONDS) throw new InvalidTokenError('iat');
  if (!scopesOf(payload).includes(expected.scope)) throw new InvalidTokenError('scope');
  return payload;
}

/**
 * Verifies an access token of our API: signature through the key set, algorithm allow-list, issuer,
 * audience, exp (required), nbf, and the delegated scope. Throws InvalidTokenError for any failure.
 */
export function verifyAccessToken(token: unknown, config: AuthConfig = authConfig()): Promise<JWTPayload> {
  return verify(token, { issuer: config.issuer, audience: config.clientId, scope: config.scope, jwksUri: config.jwksUri, jwksCaFile: config.jwksCaFile });
}

/** Verifies a Microsoft Graph token (the second session kind) the same way, with its own audience and scope. */
export function verifyGraphToken(token: unknown, config: AuthConfig = authConfig()): Promise<JWTPayload> {
  return verify(token, { ...config.graph, jwksCaFile: config.jwksCaFile });
}
