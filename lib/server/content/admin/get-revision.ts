import { and, eq } from 'drizzle-orm';
import { contentEntryInput, type ContentEntryInput } from '../../../schemas/content';
import { notFound } from '../../api/errors';
import type { Database } from '../../db/client';
import { contentRevisions, users } from '../../db/schema';
import { displayName } from './entry-row';

export interface RevisionDetail {
  revision: number;
  entry: ContentEntryInput;
  editedByName: string | null;
  createdAt: string;
}

/**
 * [M5] An entry as it was saved in one revision (404 content.revision.notFound). The snapshot is read
 * through contentEntryInput's defaults, not its checks: an old revision stays readable after a rule changed.
 */
export async function getRevision(db: Database, id: number, revision: number): Promise<RevisionDetail> {
  const [row] = await db
    .select({ revision: contentRevisions.revision, snapshot: contentRevisions.snapshot, editedByName: displayName(users.firstName, users.lastName), createdAt: contentRevisions.createdAt })
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.editedBy))
    .where(and(eq(contentRevisions.contentId, id), eq(contentRevisions.revision, revision)));
  if (!row) throw notFound('content.revision.notFound');
  const parsed = contentEntryInput.safeParse(row.snapshot);
  return { revision: row.revision, entry: parsed.success ? parsed.data : (row.snapshot as ContentEntryInput), editedByName: row.editedByName, createdAt: row.createdAt.toISOString() };
}
