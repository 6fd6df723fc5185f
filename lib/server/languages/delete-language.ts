import { eq } from 'drizzle-orm';
import { conflict, notFound } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { languages } from '../db/schema';
import { isDeletableLanguage, languageColumns, toLanguage } from './language-row';

/** Deletes a language: unknown id → 404, the site's own locales → 409. Audited in the same transaction. */
export async function deleteLanguage(db: Database, id: number, actor: { userId: string; requestId: string }): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select(languageColumns).from(languages).where(eq(languages.id, id)).for('update');
    if (!row) throw notFound('language.notFound');
    if (!isDeletableLanguage(row.code)) throw conflict('language.protected');
    await tx.delete(languages).where(eq(languages.id, id));
    await writeAudit(tx, { actorId: actor.userId, action: 'language.delete', entity: 'language', entityId: id, before: toLanguage(row), requestId: actor.requestId });
    return { id };
  });
}
