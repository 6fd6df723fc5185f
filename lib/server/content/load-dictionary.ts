/**
 * The logistics dictionary (/logistics-dictionary ↔ /lojistik-sozlugu): every public glossary term in
 * the locale's language with its abbreviation and definition (sanitized HTML rendered here, so the page
 * ships no markdown parser). Letter grouping happens in the view (lib/content/dictionary-index.ts).
 */
import { glossaryTermAttributes } from '../../schemas/content';
import type { Locale } from '../../routes';
import type { Database } from '../db/client';
import { listPublished } from './published-content';
import { renderMarkdown } from './render-markdown';

export interface DictionaryTerm {
  /** The slug in the page's language: the term's anchor id (contentPath's #slug). */
  slug: string;
  term: string;
  abbreviation: string | null;
  /** The definition as sanitized HTML (the body, or the summary when the body is empty). */
  definitionHtml: string;
}

export async function loadDictionary(db: Database, locale: Locale): Promise<DictionaryTerm[]> {
  const entries = await listPublished(db, { kind: 'glossaryTerm', locale, order: 'ordered' });
  return entries.map((entry) => {
    const attributes = glossaryTermAttributes.safeParse(entry.attributes);
    const markdown = entry.body.trim() || entry.summary;
    return {
      slug: entry.slug,
      term: entry.title,
      abbreviation: attributes.success ? (attributes.data.abbreviation ?? null) : null,
      definitionHtml: renderMarkdown(markdown),
    };
  });
}
