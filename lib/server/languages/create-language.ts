import type { Language, LanguageCreateRequest } from '../../schemas/language';
import { conflict } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { languages } from '../db/schema';
import { languageColumns, toLanguage } from './language-row';

/** Adds a language; a code already registered (ignoring case) is a 409. Audited in the same transaction. */
export async function createLanguage(db: Database, input: LanguageCreateRequest, actor: { userId: string; requestId: string }): Promise<Language> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(languages)
      .values(input)
      .onConflictDoNothing()
      .returning(languageColumns);
    if (!row) throw conflict('language.codeTaken');
    const created = toLanguage(row);
    await writeAudit(tx, { actorId: actor.userId, action: 'language.create', entity: 'language', entityId: created.id, after: created, requestId: actor.requestId });
    return created;
  });
}
