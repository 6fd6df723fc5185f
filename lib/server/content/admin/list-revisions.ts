import { desc, eq, sql } from 'drizzle-orm';
import type { ContentRevision } from '../../../schemas/content-admin';
import { notFound } from '../../api/errors';
import type { Database } from '../../db/client';
import { contentEntries, contentRevisions, users } from '../../db/schema';
import { displayName } from './entry-row';

export const REVISION_LIST_LIMIT = 100;

/** [M5] An entry's saved revisions, newest first (the last 100); 404 content.notFound for an unknown entry. */
export async function listRevisions(db: Database, id: number): Promise<{ items: ContentRevision[] }> {
  const [entry] = await db.select({ id: contentEntries.id }).from(contentEntries).where(eq(contentEntries.id, id));
  if (!entry) throw notFound('content.notFound');
  const rows = await db
    .select({
      revision: contentRevisions.revision,
      titleTr: sql<string>`${contentRevisions.snapshot} ->> 'titleTr'`,
      titleEn: sql<string>`${contentRevisions.snapshot} ->> 'titleEn'`,
      status: sql<string>`${contentRevisions.snapshot} ->> 'status'`,
      editedByName: displayName(users.firstName, users.lastName),
      createdAt: contentRevisions.createdAt,
    })
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.editedBy))
    .where(eq(contentRevisions.contentId, id))
    .orderBy(desc(contentRevisions.revision))
    .limit(REVISION_LIST_LIMIT);
  return { items: rows.map((row) => ({ ...row, titleTr: row.titleTr ?? '', titleEn: row.titleEn ?? '', status: row.status ?? '', createdAt: row.createdAt.toISOString() })) };
}
