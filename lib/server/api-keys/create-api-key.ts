import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { createApiKeyBody, CreateApiKeyAnswer } from '../../schemas/api-key';
import { ApiError } from '../api/errors';
import { writeAudit } from '../audit';
import { managedCompanyId, type CompanyActor } from '../company/company-actor';
import type { Database } from '../db/client';
import { apiKeys, users } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { apiKeyColumns, creatorJoin, toApiKey } from './key-row';
import { generateApiKey } from './key-secret';

const DAY_MS = 24 * 3600_000;

/** A company has at most this many keys that are not revoked (active or expired), so a list stays a list. */
export const MAX_OPEN_KEYS_PER_COMPANY = 50;

/**
 * [E1] A company admin creates an API key of their company: the secret is answered this once and stored only as
 * its SHA-256; the audit row (name, scopes, expiry, prefix, never the secret) is written in the same transaction.
 */
export async function createApiKey(db: Database, actor: CompanyActor, body: z.output<typeof createApiKeyBody>, requestId?: string): Promise<CreateApiKeyAnswer> {
  const companyId = managedCompanyId(actor, undefined);
  const expiresAt = body.expiresInDays === null ? null : new Date(Date.now() + body.expiresInDays * DAY_MS);
  const attempt = () =>
    db.transaction(async (tx) => {
      const open = await tx.$count(apiKeys, and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)));
      if (open >= MAX_OPEN_KEYS_PER_COMPANY) throw new ApiError(409, 'apiKeys.tooMany', { max: MAX_OPEN_KEYS_PER_COMPANY });
      const generated = generateApiKey();
      const [created] = await tx
        .insert(apiKeys)
        .values({ publicId: generated.publicId, secretHash: generated.secretHash, name: body.name, scopes: body.scopes, companyId, createdBy: actor.userId, expiresAt })
        .returning({ id: apiKeys.id });
      const [row] = await tx.select(apiKeyColumns).from(apiKeys).leftJoin(users, creatorJoin).where(eq(apiKeys.id, created!.id));
      const key = toApiKey(row!);
      await writeAudit(tx, { actorId: actor.userId, action: 'apiKey.create', entity: 'apiKey', entityId: key.id, after: { companyId, name: key.name, prefix: key.prefix, scopes: key.scopes, expiresAt: key.expiresAt }, requestId, apiKeyId: key.id });
      return { key, secret: generated.key };
    });
  // A public id drawn twice (one chance in 36^8 per pair) is drawn again, in a new transaction.
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tries < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
