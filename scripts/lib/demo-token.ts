// Signs an access token for a seeded demo user with the embedded provider's key (DATA_DIR/idp),
// shaped exactly like the provider's: for scripts, API testing and the end-to-end suite.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importJWK, SignJWT, type JWK } from 'jose';

import demoUsers from '../../lib/auth/demo-users.json';
import { identityDefaults } from '../../lib/auth/identity-defaults';
import { authConfig } from '../../lib/server/auth/config';

export interface DemoTokenOptions {
  dataDir?: string;
  env?: NodeJS.ProcessEnv;
  lifetimeSeconds?: number;
}

/** Who a token is for, as the provider's directory and the application know them. */
export interface TokenIdentity {
  oid: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: readonly string[];
  /** The address is proven (the sign-up code, a reset through the mailed link); the demo users' are. */
  emailVerified: boolean;
}

/** An access token for a seeded demo user (`email`), valid for an hour unless told otherwise. */
export async function demoAccessToken(email: string, options: DemoTokenOptions = {}): Promise<string> {
  const user = demoUsers.find((candidate) => candidate.email.toLowerCase() === String(email).toLowerCase());
  if (!user) throw new Error(`No seeded demo user has the email ${email}. Seeded: ${demoUsers.map((u) => u.email).join(', ')}`);
  return providerAccessToken({ ...user, emailVerified: true }, options);
}

/** An access token for any identity, signed with the embedded provider's key and shaped exactly like its tokens. */
export async function providerAccessToken(user: TokenIdentity, options: DemoTokenOptions = {}): Promise<string> {
  const env = options.env ?? process.env;
  const config = authConfig(env);
  if (!config.embedded) throw new Error('An external authority is configured (AUTH_AUTHORITY_HOST): tokens come from it, not from this command.');
  const dataDir = path.resolve(options.dataDir ?? env.DATA_DIR ?? 'data');
  const { keys } = JSON.parse(readFileSync(path.join(dataDir, 'idp', 'jwks.private.json'), 'utf8')) as { keys: (JWK & { kid: string })[] };
  const jwk = keys[0]!;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    oid: user.oid,
    emails: [user.email],
    email_verified: user.emailVerified,
    name: `${user.firstName} ${user.lastName}`,
    given_name: user.firstName,
    family_name: user.lastName,
    userInfo: JSON.stringify({ FirstName: user.firstName, LastName: user.lastName }),
    roles: JSON.stringify(user.roles),
    unique_name: user.email,
    tfp: env.AUTH_POLICY_SIGNIN ?? identityDefaults.signInPolicy,
    scp: config.scope,
  })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' })
    .setSubject(user.oid)
    .setIssuer(config.issuer)
    .setAudience(config.clientId)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + (options.lifetimeSeconds ?? 3600))
    .sign(await importJWK(jwk, 'RS256'));
}
