/**
 * [M4] One press release (/media-center/press-releases/<slugEn> ↔ /medya-merkezi/press-releases/<slugTr>),
 * its body rendered to safe HTML; null when no public release has that slug in that language.
 */
import { contentPath } from '../../content/content-paths';
import type { Locale } from '../../routes';
import type { Database } from '../db/client';
import type { PressReleaseCard } from './press-release-listing';
import { getPublishedBySlug } from './published-content';
import { renderBody } from './render-body';

export interface PressReleasePage {
  release: PressReleaseCard & { html: string };
  alternatePaths: Record<Locale, string>;
}

export async function pressReleaseDetail(db: Database, locale: Locale, slug: string, now?: Date): Promise<PressReleasePage | null> {
  const entry = await getPublishedBySlug(db, 'pressRelease', locale, slug, now);
  if (!entry) return null;
  return {
    release: { id: entry.id, slug: entry.slug, title: entry.title, summary: entry.summary, publishedAt: entry.publishedAt, html: renderBody(entry.body) },
    alternatePaths: { tr: contentPath('pressRelease', entry.slugs.tr, 'tr'), en: contentPath('pressRelease', entry.slugs.en, 'en') },
  };
}
