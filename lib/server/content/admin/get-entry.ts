import { eq } from 'drizzle-orm';
import type { ContentEntryDetail } from '../../../schemas/content-admin';
import { notFound } from '../../api/errors';
import type { Database } from '../../db/client';
import { contentEntries, users } from '../../db/schema';
import { entryColumns } from '../entry-columns';
import { toDetail, updatedByName } from './entry-row';

/** [M5] One entry as the editor opens it (any status); 404 content.notFound. */
export async function getEntry(db: Database, id: number): Promise<ContentEntryDetail> {
  const [row] = await db
    .select({ ...entryColumns, updatedByName })
    .from(contentEntries)
    .leftJoin(users, eq(users.id, contentEntries.updatedBy))
    .where(eq(contentEntries.id, id));
  if (!row) throw notFound('content.notFound');
  return toDetail(row, row.updatedByName);
}
