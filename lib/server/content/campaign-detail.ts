/**
 * [M4] One campaign's page (/campaigns/<slugEn> ↔ /kampanyalar/<slugTr>): the campaign with its terms
 * rendered to safe HTML and its path in each language. An expired campaign is still shown (labelled);
 * null only when no public campaign has that slug.
 */
import { istanbulDay } from '../../domain/business-date';
import { contentPath } from '../../content/content-paths';
import type { Locale } from '../../routes';
import type { Database } from '../db/client';
import { toCampaignCard, type CampaignCard } from './campaign-card';
import { getPublishedBySlug } from './published-content';
import { renderBody } from './render-body';

export interface CampaignPage {
  campaign: CampaignCard & { html: string };
  alternatePaths: Record<Locale, string>;
}

export async function campaignDetail(db: Database, locale: Locale, slug: string, now: Date = new Date()): Promise<CampaignPage | null> {
  const entry = await getPublishedBySlug(db, 'campaign', locale, slug, now);
  const card = entry && toCampaignCard(entry, istanbulDay(now));
  if (!entry || !card) return null;
  return {
    campaign: { ...card, html: renderBody(entry.body) },
    alternatePaths: { tr: contentPath('campaign', entry.slugs.tr, 'tr'), en: contentPath('campaign', entry.slugs.en, 'en') },
  };
}
