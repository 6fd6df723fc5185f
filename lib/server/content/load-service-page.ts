/**
 * One service's marketing content: by its slug for /services/<slug> (↔ /hizmetlerimiz/<slug>), or by
 * the service it describes for the service page itself (/logistics/... ↔ /lojistik/...). Body rendered
 * to sanitized HTML; null when there is no public entry.
 */
import { routePath, type Locale, type ServiceKey } from '../../routes';
import type { Database } from '../db/client';
import { serviceKeyOf } from './list-service-pages';
import { getPublishedBySlug, listPublished, type PublishedEntry } from './published-content';
import { renderMarkdown } from './render-markdown';

export interface ServicePageContent {
  slug: string;
  serviceKey: ServiceKey;
  title: string;
  summary: string;
  html: string;
  /** The detail page's paths without the locale prefix, for `alternatePaths`. */
  paths: Record<Locale, string>;
}

function toContent(entry: PublishedEntry, serviceKey: ServiceKey): ServicePageContent {
  return {
    slug: entry.slug,
    serviceKey,
    title: entry.title,
    summary: entry.summary,
    html: renderMarkdown(entry.body),
    paths: { tr: routePath('services', 'tr', entry.slugs.tr), en: routePath('services', 'en', entry.slugs.en) },
  };
}

export async function loadServicePageBySlug(db: Database, locale: Locale, slug: string): Promise<ServicePageContent | null> {
  const entry = await getPublishedBySlug(db, 'servicePage', locale, slug);
  const serviceKey = entry && serviceKeyOf(entry);
  return entry && serviceKey ? toContent(entry, serviceKey) : null;
}

export async function loadServicePageFor(db: Database, locale: Locale, serviceKey: ServiceKey): Promise<ServicePageContent | null> {
  const entries = await listPublished(db, { kind: 'servicePage', locale, order: 'ordered' });
  const entry = entries.find((candidate) => serviceKeyOf(candidate) === serviceKey);
  return entry ? toContent(entry, serviceKey) : null;
}
