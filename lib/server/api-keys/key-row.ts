import { eq } from 'drizzle-orm';
import { apiKeyScopes, type ApiKey, type ApiKeyScope, type ApiKeyStatus } from '../../schemas/api-key';
import { apiKeys, users } from '../db/schema';
import { keyPrefixOf } from './key-secret';

/** The columns a key is listed with (its creator's name left-joined from users), explicitly: never the secret's hash. */
export const apiKeyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  publicId: apiKeys.publicId,
  scopes: apiKeys.scopes,
  companyId: apiKeys.companyId,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  expiresAt: apiKeys.expiresAt,
  revokedAt: apiKeys.revokedAt,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
  creatorEmail: users.email,
};

/** The creator's row, joined to a key's. */
export const creatorJoin = eq(users.id, apiKeys.createdBy);

export interface ApiKeyRow {
  id: number;
  name: string;
  publicId: string;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  creatorEmail: string | null;
}

const isScope = (value: string): value is ApiKeyScope => (apiKeyScopes as readonly string[]).includes(value);

/** Revoked first (it never comes back), then expired, else active. */
export function apiKeyStatusOf(row: { revokedAt: Date | null; expiresAt: Date | null }, now = new Date()): ApiKeyStatus {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

export function toApiKey(row: ApiKeyRow, now = new Date()): ApiKey {
  const creator = `${row.creatorFirstName ?? ''} ${row.creatorLastName ?? ''}`.trim();
  return {
    id: row.id,
    name: row.name,
    prefix: keyPrefixOf(row.publicId),
    scopes: row.scopes.filter(isScope),
    status: apiKeyStatusOf(row, now),
    createdAt: row.createdAt.toISOString(),
    createdBy: creator || row.creatorEmail || '',
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
