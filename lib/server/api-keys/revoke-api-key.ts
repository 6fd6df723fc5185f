import { and, eq, isNull } from 'drizzle-orm';
import type { ApiKey } from '../../schemas/api-key';
import { notFound } from '../api/errors';
import { writeAudit } from '../audit';
import { isPlatformAdmin, managedCompanyId, type CompanyActor } from '../company/company-actor';
import type { Database } from '../db/client';
import { apiKeys, users } from '../db/schema';
import { apiKeyColumns, creatorJoin, toApiKey } from './key-row';

/**
 * [E1] Revokes a key: refused from the next call on, on every instance (each call reads the row). A company admin
 * revokes their company's keys, the platform Admin any; another company's key is not found (404), as if absent.
 * Revoking a revoked key changes nothing and answers it as it is. Audited in the same transaction.
 */
export async function revokeApiKey(db: Database, actor: CompanyActor, keyId: number, requestId?: string): Promise<ApiKey> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ companyId: apiKeys.companyId, revokedAt: apiKeys.revokedAt }).from(apiKeys).where(eq(apiKeys.id, keyId)).for('update');
    if (!target) throw notFound('apiKeys.notFound');
    if (!isPlatformAdmin(actor) && managedCompanyId(actor, undefined) !== target.companyId) throw notFound('apiKeys.notFound');
    if (!target.revokedAt) {
      await tx
        .update(apiKeys)
        .set({ revokedAt: new Date(), revokedBy: actor.userId })
        .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)));
    }
    const [row] = await tx.select(apiKeyColumns).from(apiKeys).leftJoin(users, creatorJoin).where(eq(apiKeys.id, keyId));
    const key = toApiKey(row!);
    if (!target.revokedAt) await writeAudit(tx, { actorId: actor.userId, action: 'apiKey.revoke', entity: 'apiKey', entityId: keyId, before: { companyId: target.companyId, name: key.name, prefix: key.prefix }, after: { revokedAt: key.revokedAt }, requestId, apiKeyId: keyId });
    return key;
  });
}
