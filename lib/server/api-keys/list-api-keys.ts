import { desc, eq } from 'drizzle-orm';
import type { ApiKeyListAnswer } from '../../schemas/api-key';
import { managedCompanyId, type CompanyActor } from '../company/company-actor';
import type { Database } from '../db/client';
import { apiKeys, users } from '../db/schema';
import { apiKeyColumns, creatorJoin, toApiKey } from './key-row';

/** [E1] The keys of the company the caller manages, newest first: every query names the company. */
export async function listApiKeys(db: Database, actor: CompanyActor): Promise<ApiKeyListAnswer> {
  const companyId = managedCompanyId(actor, undefined);
  const rows = await db.select(apiKeyColumns).from(apiKeys).leftJoin(users, creatorJoin).where(eq(apiKeys.companyId, companyId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  const now = new Date();
  return { items: rows.map((row) => toApiKey(row, now)) };
}
