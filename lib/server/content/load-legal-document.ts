/**
 * One legal document (/legal-documents/<slugEn> ↔ /yasal-dokumanlar/<slugTr>): its body rendered with
 * heading anchors and a table of contents, version, effective date and the paths in both languages
 * (the language switch goes to the other slug). Null when it is not public.
 */
import { withHeadingAnchors, type TocEntry } from '../../content/heading-anchors';
import { routePath, type Locale } from '../../routes';
import type { Database } from '../db/client';
import { legalFacts } from './list-legal-documents';
import { getPublishedBySlug } from './published-content';
import { renderMarkdown } from './render-markdown';

export interface LegalDocument {
  slug: string;
  title: string;
  summary: string;
  version: string;
  effectiveFrom: string;
  /** ISO instant of the last edit. */
  updatedAt: string;
  html: string;
  toc: TocEntry[];
  /** Paths without the locale prefix, for `alternatePaths`. */
  paths: Record<Locale, string>;
}

export async function loadLegalDocument(db: Database, locale: Locale, slug: string): Promise<LegalDocument | null> {
  const entry = await getPublishedBySlug(db, 'legalDocument', locale, slug);
  if (!entry) return null;
  const { html, toc } = withHeadingAnchors(renderMarkdown(entry.body));
  return {
    slug: entry.slug,
    title: entry.title,
    summary: entry.summary,
    ...legalFacts(entry),
    updatedAt: entry.updatedAt,
    html,
    toc,
    paths: { tr: routePath('legalDocuments', 'tr', entry.slugs.tr), en: routePath('legalDocuments', 'en', entry.slugs.en) },
  };
}
