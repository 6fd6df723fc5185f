import type { ContentEntryDetail, ContentSaveBody } from '../../../schemas/content-admin';
import type { Database } from '../../db/client';
import type { ContentActor } from './content-actor';
import { writeEntry } from './write-entry';

/**
 * [M5] Creates an entry (revision 1) or replaces one whose revision is still `expectedRevision` (else
 * 409 content.revision.stale, nothing written); a slug another entry of the kind uses is a 409 with the
 * field. Publishing, unpublishing and scheduling are saves of `status` and `publishAt`.
 */
export async function saveEntry(db: Database, actor: ContentActor, body: ContentSaveBody): Promise<ContentEntryDetail> {
  if (body.id === undefined) return writeEntry(db, actor, { entry: body.entry, action: 'content.create' });
  return writeEntry(db, actor, { id: body.id, expectedRevision: body.expectedRevision, entry: body.entry, action: 'content.update' });
}
