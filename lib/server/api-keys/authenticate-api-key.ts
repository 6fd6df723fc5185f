import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { apiKeyScopes, type ApiKeyScope } from '../../schemas/api-key';
import { unauthorized } from '../api/errors';
import type { Principal } from '../auth/principal';
import type { Database } from '../db/client';
import { apiKeys, companies, users } from '../db/schema';
import { parseApiKey, secretMatches } from './key-secret';

/** How often a key's last-used time is written at most (a write per call would be many). */
const LAST_USED_STEP_MS = 60_000;

/** What a key's principal carries beyond a user's: which key, its scopes and its company. */
export interface ApiKeyIdentity {
  id: number;
  prefix: string;
  scopes: ApiKeyScope[];
  companyId: number;
}

const isScope = (value: string): value is ApiKeyScope => (apiKeyScopes as readonly string[]).includes(value);

/**
 * [E1] The caller of an `Authorization: Bearer nlk_…` call. The key's row is read on every call by its public id
 * (a unique index), so a revocation or an expiry counts at once on every instance. The key acts for its company with
 * the rights of a Customer of it, never more: its principal is the key's creator with the one role `Customer`, and
 * only while the database says the creator is active and still a member of the key's company. Anything else is 401
 * (the code says why, once the secret is proven: a stranger learns nothing about a key they don't hold).
 */
export async function authenticateApiKey(db: Database, credential: string, now = new Date()): Promise<Principal> {
  const parsed = parseApiKey(credential);
  if (!parsed) throw unauthorized('apiKeys.invalid');
  const [row] = await db
    .select({
      id: apiKeys.id,
      secretHash: apiKeys.secretHash,
      scopes: apiKeys.scopes,
      companyId: apiKeys.companyId,
      createdBy: apiKeys.createdBy,
      lastUsedAt: apiKeys.lastUsedAt,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isActive: users.isActive,
      memberOf: users.companyId,
      companyName: companies.name,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .innerJoin(companies, eq(companies.id, apiKeys.companyId))
    .where(eq(apiKeys.publicId, parsed.publicId));
  if (!row || !secretMatches(row.secretHash, parsed.secret)) throw unauthorized('apiKeys.invalid');
  if (row.revokedAt) throw unauthorized('apiKeys.revoked');
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) throw unauthorized('apiKeys.expired');
  if (!row.isActive || row.memberOf !== row.companyId) throw unauthorized('apiKeys.inactive');
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_STEP_MS) {
    // Conditional, so that of several instances seeing the same stale time only one writes.
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_STEP_MS)))));
  }
  return {
    userId: row.createdBy,
    email: row.email,
    emailVerified: false,
    roles: ['Customer'],
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: [row.firstName, row.lastName].filter(Boolean).join(' '),
    uniqueName: '',
    companyName: row.companyName,
    via: 'apiKey',
    apiKey: { id: row.id, prefix: `nlk_${parsed.publicId}`, scopes: row.scopes.filter(isScope), companyId: row.companyId },
  };
}
