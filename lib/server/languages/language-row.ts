import { languages } from '../db/schema';
import type { Language } from '../../schemas/language';

/** The columns a language is read with, explicitly. */
export const languageColumns = {
  id: languages.id,
  code: languages.code,
  name: languages.name,
  nativeName: languages.nativeName,
  isActive: languages.isActive,
  createdAt: languages.createdAt,
  updatedAt: languages.updatedAt,
};

export function toLanguage(row: { id: number; code: string; name: string; nativeName: string; isActive: boolean; createdAt: Date; updatedAt: Date }): Language {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The site's own locales can't be deleted (the product would lose a language it serves). */
export const protectedLanguageCodes = ['tr', 'en'];
