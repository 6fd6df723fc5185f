import { isLocale } from '../../routes';
import { isDeletableLanguage } from './language-row';

/**
 * What a language of the language list is on the site ([J2]): whether the site's translations for it exist, whether
 * the site's language switcher offers it, and whether it may be deleted. Pure: the namespaces are read elsewhere
 * (site-translations.ts).
 *
 * The switcher's rule: a language is offered when the site serves its pages in it (a locale of the route table,
 * lib/routes.ts, and of next-i18next.config.js) and its translations are all there. Today that is Turkish and
 * English; any other language stays out, whatever files it has, until it has routes (docs/ARCHITECTURE.md, "How to
 * add a language").
 */
export interface LanguageSiteStatus {
  translations: {
    /** Every namespace the site uses has its file for the language. */
    present: boolean;
    /** The namespaces without a (readable) file, by name. */
    missing: string[];
    /** How many namespaces the site uses. */
    total: number;
  };
  /** In the switcher, or what keeps it out: no pages in the language (routes), its translations missing, or both. */
  switcher: { shown: true } | { shown: false; lacks: ('routes' | 'translations')[] };
  /** The site's own locales can't be deleted (Language/Delete answers 409). */
  deletable: boolean;
}

/** The namespaces of `required` that `found` lacks, in order; all of them when the language has no folder (null). */
export function missingNamespaces(required: readonly string[], found: readonly string[] | null): string[] {
  const have = new Set(found ?? []);
  return required.filter((namespace) => !have.has(namespace));
}

/** A language's status on the site, from the namespaces the site uses and those its folder holds (null: no folder). */
export function languageSiteStatus(code: string, required: readonly string[], found: readonly string[] | null): LanguageSiteStatus {
  const missing = missingNamespaces(required, found);
  const present = required.length > 0 && missing.length === 0;
  const lacks = [...(isLocale(code) ? [] : (['routes'] as const)), ...(present ? [] : (['translations'] as const))];
  return {
    translations: { present, missing, total: required.length },
    switcher: lacks.length === 0 ? { shown: true } : { shown: false, lacks },
    deletable: isDeletableLanguage(code),
  };
}
