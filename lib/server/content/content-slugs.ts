/**
 * [M4] The slugs of a kind's public entries in both languages: the detail pages getStaticPaths builds
 * ahead (a new slug is built on its first request).
 */
import type { ContentKind } from '../../domain/content';
import { locales, type Locale } from '../../routes';
import type { Database } from '../db/client';
import { listPublished } from './published-content';

export async function contentSlugs(db: Database, kind: ContentKind, now?: Date): Promise<{ locale: Locale; slug: string }[]> {
  const entries = await listPublished(db, { kind, locale: 'en', now });
  return locales.flatMap((locale) => entries.map((entry) => ({ locale, slug: entry.slugs[locale] })));
}
