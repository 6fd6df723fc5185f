import { contentEntryInput } from '../../../schemas/content';
import type { ContentEntryDetail } from '../../../schemas/content-admin';
import { fieldErrors } from '../../../schemas/errors';
import { ApiError, prefixFields } from '../../api/errors';
import type { Database } from '../../db/client';
import type { ContentActor } from './content-actor';
import { getRevision } from './get-revision';
import { writeEntry } from './write-entry';

/**
 * [M5] Saves an old revision's fields as the newest revision, with Save's checks and effects: the
 * snapshot is validated again (a rule that changed since → 400 with the fields), a slug another entry
 * took since → 409 content.slug.taken, a stale expectedRevision → 409.
 */
export async function restoreRevision(db: Database, actor: ContentActor, body: { id: number; revision: number; expectedRevision: number }): Promise<ContentEntryDetail> {
  const old = await getRevision(db, body.id, body.revision);
  const parsed = contentEntryInput.safeParse(old.entry);
  if (!parsed.success) throw new ApiError(400, 'content.revision.invalid', {}, prefixFields('entry', fieldErrors(parsed.error, old.entry)));
  return writeEntry(db, actor, { id: body.id, expectedRevision: body.expectedRevision, entry: parsed.data, action: 'content.restore', auditNote: { restoredFrom: body.revision } });
}
