import { isLocale } from '../../routes';
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

/**
 * Whether a language may be deleted: every one but the site's own locales, the languages its pages are served in
 * (lib/routes.ts), in any case.
 */
export const isDeletableLanguage = (code: string) => !isLocale(code.toLowerCase());
