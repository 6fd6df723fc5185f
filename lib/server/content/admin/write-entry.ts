/**
 * [M5] The one way an entry changes (Save and RestoreRevision): in one transaction the row is created
 * or locked (SELECT … FOR UPDATE) and checked against the revision the editor opened, written with the
 * revision bumped, its snapshot kept in content_revisions and the audit row written — all or nothing.
 * After the commit, the public pages it shows on (before and after) are revalidated.
 */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { ContentEntryDetail } from '../../../schemas/content-admin';
import type { ContentEntryInput } from '../../../schemas/content';
import { ApiError, badRequest, conflict, notFound } from '../../api/errors';
import { writeAudit } from '../../audit';
import type { Database, Transaction } from '../../db/client';
import { uniqueViolation } from '../../db/unique-violation';
import { contentEntries, contentRevisions, users } from '../../db/schema';
import { changedPagePaths, revalidatePages } from '../revalidate-pages';
import type { ContentActor } from './content-actor';
import { entryColumns, type EntryRow } from '../entry-columns';
import { toColumns, toDetail, toEntryInput } from './entry-row';


export interface EntryChange {
  /** Absent: a new entry. */
  id?: number;
  expectedRevision?: number;
  entry: ContentEntryInput;
  /** The audit action (content.create / content.update / content.restore). */
  action: string;
  /** Extra facts for the audit row (e.g. the restored revision). */
  auditNote?: Record<string, unknown>;
}

const SLUG_INDEXES: Record<string, 'slugTr' | 'slugEn'> = { content_entries_slug_tr_idx: 'slugTr', content_entries_slug_en_idx: 'slugEn' };

function slugTaken(fields: ('slugTr' | 'slugEn')[]): ApiError {
  return new ApiError(409, 'content.slug.taken', {}, fields.map((field) => ({ field: `entry.${field}`, code: 'content.slug.taken' })));
}

/** A unique violation on a slug index (two saves racing past the check), as the 409 the check gives. */
function asSlugConflict(error: unknown): ApiError | null {
  const failure = uniqueViolation(error);
  if (!failure) return null;
  const field = SLUG_INDEXES[failure.constraint];
  return slugTaken(field ? [field] : ['slugTr', 'slugEn']);
}

/** The other entries of the kind that already use one of the slugs. */
async function assertSlugsFree(tx: Transaction, entry: ContentEntryInput, id: number | undefined): Promise<void> {
  const others = await tx
    .select({ slugTr: contentEntries.slugTr, slugEn: contentEntries.slugEn })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, entry.kind), or(eq(contentEntries.slugTr, entry.slugTr), eq(contentEntries.slugEn, entry.slugEn)), id === undefined ? undefined : ne(contentEntries.id, id)));
  const taken = new Set<'slugTr' | 'slugEn'>();
  for (const other of others) {
    if (other.slugTr === entry.slugTr) taken.add('slugTr');
    if (other.slugEn === entry.slugEn) taken.add('slugEn');
  }
  if (taken.size > 0) throw slugTaken([...taken]);
}

async function editorName(tx: Transaction, userId: string): Promise<string | null> {
  const [row] = await tx.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, userId));
  return row ? `${row.first} ${row.last}`.trim() || null : null;
}

export async function writeEntry(db: Database, actor: ContentActor, change: EntryChange): Promise<ContentEntryDetail> {
  const { entry } = change;
  let before: EntryRow | null = null;
  let result: { row: EntryRow; name: string | null };
  try {
    result = await db.transaction(async (tx) => {
      let row: EntryRow | undefined;
      if (change.id === undefined) {
        await assertSlugsFree(tx, entry, undefined);
        [row] = await tx
          .insert(contentEntries)
          .values({ ...toColumns(entry), revision: 1, createdBy: actor.userId, updatedBy: actor.userId })
          .returning(entryColumns);
      } else {
        const [locked] = await tx.select(entryColumns).from(contentEntries).where(eq(contentEntries.id, change.id)).for('update');
        if (!locked) throw notFound('content.notFound');
        before = locked;
        if (before.revision !== change.expectedRevision) throw conflict('content.revision.stale');
        if (before.kind !== entry.kind) throw badRequest('errors.validation', [{ field: 'entry.kind', code: 'content.kind.fixed' }]);
        await assertSlugsFree(tx, entry, change.id);
        [row] = await tx
          .update(contentEntries)
          .set({ ...toColumns(entry), revision: before.revision + 1, updatedBy: actor.userId, updatedAt: sql`now()` })
          .where(and(eq(contentEntries.id, change.id), eq(contentEntries.revision, before.revision)))
          .returning(entryColumns);
      }
      if (!row) throw new Error('the content entry was not written');
      const snapshot = toEntryInput(row);
      await tx.insert(contentRevisions).values({ contentId: row.id, revision: row.revision, snapshot, editedBy: actor.userId });
      await writeAudit(tx, {
        actorId: actor.userId,
        action: change.action,
        entity: 'content',
        entityId: row.id,
        before: before ? { revision: (before as EntryRow).revision, ...toEntryInput(before) } : undefined,
        after: { revision: row.revision, ...snapshot, ...change.auditNote },
        requestId: actor.requestId,
      });
      return { row, name: await editorName(tx, actor.userId) };
    });
  } catch (error) {
    throw asSlugConflict(error) ?? error;
  }
  await revalidatePages(changedPagePaths(before as EntryRow | null, result.row));
  return toDetail(result.row, result.name);
}
