// Signs an access token for a seeded demo user with the embedded provider's key (DATA_DIR/idp),
// shaped exactly like the provider's: for scripts, API testing and the end-to-end suite.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importJWK, SignJWT, type JWK } from 'jose';

import demoUsers from '../../lib/auth/demo-users.json';

const defaults = {
  host: 'https://localhost:3443',
  tenant: 'navlunport.onmicrosoft.com',
  tenantId: '6f2a1c8e-3b7d-4e52-9a10-4c1d2e3f5a6b',
  clientId: '3c9d7e21-5a4b-4f8e-b2c1-9d0e8f7a6b5c',
};

export interface DemoTokenOptions {
  dataDir?: string;
  env?: NodeJS.ProcessEnv;
  lifetimeSeconds?: number;
}

/** An access token for a seeded demo user (`email`), valid for an hour unless told otherwise. */
export async function demoAccessToken(email: string, options: DemoTokenOptions = {}): Promise<string> {
  const env = options.env ?? process.env;
  if (env.AUTH_AUTHORITY_HOST) throw new Error('An external authority is configured (AUTH_AUTHORITY_HOST): tokens come from it, not from this command.');
  const user = demoUsers.find((candidate) => candidate.email.toLowerCase() === String(email).toLowerCase());
  if (!user) throw new Error(`No seeded demo user has the email ${email}. Seeded: ${demoUsers.map((u) => u.email).join(', ')}`);
  const dataDir = path.resolve(options.dataDir ?? env.DATA_DIR ?? 'data');
  const { keys } = JSON.parse(readFileSync(path.join(dataDir, 'idp', 'jwks.private.json'), 'utf8')) as { keys: (JWK & { kid: string })[] };
  const jwk = keys[0]!;
  const host = `https://localhost:${env.IDP_PORT ?? 3443}`;
  const tenantId = env.AUTH_TENANT_ID ?? defaults.tenantId;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    oid: user.oid,
    emails: [user.email],
    name: `${user.firstName} ${user.lastName}`,
    given_name: user.firstName,
    family_name: user.lastName,
    userInfo: JSON.stringify({ FirstName: user.firstName, LastName: user.lastName }),
    roles: JSON.stringify(user.roles),
    unique_name: user.email,
    tfp: env.AUTH_POLICY_SIGNIN ?? 'B2C_1_signupsignin',
    scp: 'access_as_frontenduser',
  })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' })
    .setSubject(user.oid)
    .setIssuer(`${host}/${tenantId}/v2.0/`)
    .setAudience(env.AUTH_CLIENT_ID ?? defaults.clientId)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + (options.lifetimeSeconds ?? 3600))
    .sign(await importJWK(jwk, 'RS256'));
}
