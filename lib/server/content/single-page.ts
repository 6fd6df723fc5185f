/**
 * [M4] A page kept as content (kind `page`: about-us, press-kit), found by its code (its English
 * slug, lib/domain/content.ts singlePageCodes), in the locale's language with its body rendered.
 */
import type { singlePageCodes } from '../../domain/content';
import type { Locale } from '../../routes';
import type { Database } from '../db/client';
import { listPublished } from './published-content';
import { renderBody } from './render-body';

export interface SinglePage {
  title: string;
  summary: string;
  html: string;
  updatedAt: string;
}

export async function singlePage(db: Database, code: (typeof singlePageCodes)[number], locale: Locale, now?: Date): Promise<SinglePage | null> {
  const entry = (await listPublished(db, { kind: 'page', locale, now })).find((page) => page.slugs.en === code);
  if (!entry) return null;
  return { title: entry.title, summary: entry.summary, html: renderBody(entry.body), updatedAt: entry.updatedAt };
}
