import { asc, count, desc } from 'drizzle-orm';
import type { LanguageListRequest, LanguagePage, LanguageSortColumn } from '../../schemas/language';
import type { Database } from '../db/client';
import { languages } from '../db/schema';
import { languageColumns, toLanguage } from './language-row';

const sortColumns: Record<LanguageSortColumn, (typeof languageColumns)[keyof typeof languageColumns]> = {
  Id: languages.id,
  Code: languages.code,
  Name: languages.name,
  NativeName: languages.nativeName,
  IsActive: languages.isActive,
  CreatedAt: languages.createdAt,
};

/** One page of languages; the sort column comes from a whitelist, ties broken by id. */
export async function listLanguages(db: Database, request: LanguageListRequest): Promise<LanguagePage> {
  const direction = request.sortDescending ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select(languageColumns)
      .from(languages)
      .orderBy(direction(sortColumns[request.sortColumn]), direction(languages.id))
      .limit(request.pageSize)
      .offset((request.pageNumber - 1) * request.pageSize),
    db.select({ value: count() }).from(languages),
  ]);
  return { items: rows.map(toLanguage), totalCount: total?.value ?? 0, pageNumber: request.pageNumber, pageSize: request.pageSize };
}
