/**
 * The help page's guides (/help ↔ /yardim): how to search, book, pay and track, in helpGuideCodes
 * order (then any other published guide by its sort order), bodies rendered to sanitized HTML.
 */
import { helpGuideCodes } from '../../domain/content';
import type { Locale } from '../../routes';
import type { Database } from '../db/client';
import { listPublished } from './published-content';
import { renderMarkdown } from './render-markdown';

export interface HelpGuide {
  /** The slug in the page's language: the guide's anchor id. */
  slug: string;
  /** The English slug, which names the guide's task (helpGuideCodes). */
  code: string;
  title: string;
  summary: string;
  html: string;
}

/** A guide's headings sit one level below its title (an h2 on the page): its steps become h3. */
export function underGuideTitle(html: string): string {
  return html.replace(/<(\/?)h([234])(\s|>)/g, (_whole, slash: string, level: string, after: string) => `<${slash}h${Math.min(Number(level) + 1, 4)}${after}`);
}

export async function loadHelpGuides(db: Database, locale: Locale): Promise<HelpGuide[]> {
  const entries = await listPublished(db, { kind: 'helpGuide', locale, order: 'ordered' });
  const rank = (code: string) => {
    const at = (helpGuideCodes as readonly string[]).indexOf(code);
    return at === -1 ? helpGuideCodes.length : at;
  };
  return entries
    .map((entry) => ({ slug: entry.slug, code: entry.slugs.en, title: entry.title, summary: entry.summary, html: underGuideTitle(renderMarkdown(entry.body)) }))
    .sort((a, b) => rank(a.code) - rank(b.code));
}
