import { and, count, desc, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { allApiKeysRequest, AllApiKeysPage } from '../../schemas/api-key';
import type { AdminActor } from '../admin/admin-actor';
import type { Database } from '../db/client';
import { foldedText, sqlFold } from '../db/list-filters';
import { apiKeys, companies, users } from '../db/schema';
import { apiKeyColumns, creatorJoin, toApiKey } from './key-row';

function statusCondition(status: z.output<typeof allApiKeysRequest>['status'], now: Date): SQL | undefined {
  if (status === 'revoked') return isNotNull(apiKeys.revokedAt);
  if (status === 'expired') return and(isNull(apiKeys.revokedAt), lte(apiKeys.expiresAt, now));
  if (status === 'active') return and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)));
  return undefined;
}

/** [E1] One page of every company's API keys, newest first (the caller is a verified Admin: lib/server/admin/admin-actor.ts). */
export async function listAllApiKeys(db: Database, _actor: AdminActor, request: z.output<typeof allApiKeysRequest>): Promise<AllApiKeysPage> {
  const now = new Date();
  const conditions: (SQL | undefined)[] = [statusCondition(request.status, now)];
  if (request.text) {
    const { like } = foldedText(request.text);
    conditions.push(or(like(sqlFold(sql`${companies.name}`)), like(sqlFold(sql`${apiKeys.name}`)), like(sqlFold(sql`'nlk_' || ${apiKeys.publicId}`))));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...apiKeyColumns, companyName: companies.name })
      .from(apiKeys)
      .innerJoin(companies, eq(companies.id, apiKeys.companyId))
      .leftJoin(users, creatorJoin)
      .where(where)
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
      .limit(request.pageSize)
      .offset((request.pageNumber - 1) * request.pageSize),
    db.select({ value: count() }).from(apiKeys).innerJoin(companies, eq(companies.id, apiKeys.companyId)).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...toApiKey(row, now), companyId: row.companyId, companyName: row.companyName })),
    totalCount: total?.value ?? 0,
    pageNumber: request.pageNumber,
    pageSize: request.pageSize,
  };
}
