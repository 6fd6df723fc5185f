/**
 * The FAQ page's data (/faq ↔ /sikca-sorulan-sorular): the public questions in the locale's language,
 * grouped by category in contentCategories.faq order, answers rendered to sanitized HTML and to text.
 */
import { contentCategories } from '../../domain/content';
import type { FaqGroup } from '../../content/faq-search';
import type { Locale } from '../../routes';
import type { Database } from '../db/client';
import { listPublished } from './published-content';
import { renderMarkdown } from './render-markdown';

export async function loadFaqPage(db: Database, locale: Locale): Promise<FaqGroup[]> {
  const entries = await listPublished(db, { kind: 'faq', locale, order: 'ordered' });
  const categories: readonly string[] = contentCategories.faq;
  return categories
    .map((category) => ({
      category,
      items: entries
        .filter((entry) => entry.category === category)
        .map((entry) => ({ slug: entry.slug, question: entry.title, answerHtml: renderMarkdown(entry.body) })),
    }))
    .filter((group) => group.items.length > 0);
}
