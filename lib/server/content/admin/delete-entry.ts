import { eq } from 'drizzle-orm';
import { conflict, notFound } from '../../api/errors';
import { writeAudit } from '../../audit';
import type { Database } from '../../db/client';
import { contentEntries } from '../../db/schema';
import { changedPagePaths, revalidatePages } from '../revalidate-pages';
import type { ContentActor } from './content-actor';
import { entryColumns } from '../entry-columns';
import { toEntryInput } from './entry-row';

/**
 * [M5] Deletes an entry and (cascading) its revisions, when its revision is still `expectedRevision`;
 * audited with the whole entry as it was; its public pages are revalidated after the commit. A seeded
 * entry stays deleted: the seed remembers the keys it inserted (lib/server/db/seed/content/seed-content.ts).
 */
export async function deleteEntry(db: Database, actor: ContentActor, id: number, expectedRevision: number): Promise<{ id: number }> {
  const before = await db.transaction(async (tx) => {
    const [row] = await tx.select(entryColumns).from(contentEntries).where(eq(contentEntries.id, id)).for('update');
    if (!row) throw notFound('content.notFound');
    if (row.revision !== expectedRevision) throw conflict('content.revision.stale');
    await tx.delete(contentEntries).where(eq(contentEntries.id, id));
    await writeAudit(tx, { actorId: actor.userId, action: 'content.delete', entity: 'content', entityId: id, before: { revision: row.revision, ...toEntryInput(row) }, requestId: actor.requestId });
    return row;
  });
  await revalidatePages(changedPagePaths(before, null));
  return { id };
}
