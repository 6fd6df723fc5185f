import type { LanguageListRequest, LanguagePage } from '../../schemas/language';
import type { Database } from '../db/client';
import { listLanguages } from './list-languages';
import { languageSiteStatus, type LanguageSiteStatus } from './site-status';
import { namespacesOf, siteNamespaces } from './site-translations';

/** The admin languages screen: a page of the list, and each language's status on the site by its id. */
export interface LanguagesScreen {
  languages: LanguagePage;
  site: Record<number, LanguageSiteStatus>;
}

/** Reads one page of the language list and, from the locale files on this server, what each of its languages is on the site. */
export async function loadLanguagesScreen(db: Database, request: LanguageListRequest, localesDirectory?: string): Promise<LanguagesScreen> {
  const [languages, required] = await Promise.all([listLanguages(db, request), siteNamespaces(localesDirectory)]);
  const statuses = await Promise.all(
    languages.items.map(async (language) => [language.id, languageSiteStatus(language.code, required, await namespacesOf(language.code, localesDirectory))] as const),
  );
  return { languages, site: Object.fromEntries(statuses) };
}
