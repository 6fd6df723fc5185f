/**
 * [M4] The campaigns page (/campaigns ↔ /kampanyalar): every public campaign, active ones first;
 * expired ones stay listed, marked as such. `today` is the Istanbul day the page is built on.
 */
import { istanbulDay } from '../../domain/business-date';
import type { Locale } from '../../routes';
import type { Database } from '../db/client';
import { compareCampaigns, toCampaignCard, type CampaignCard } from './campaign-card';
import { listPublished } from './published-content';

export async function campaignListing(db: Database, locale: Locale, now: Date = new Date()): Promise<CampaignCard[]> {
  const today = istanbulDay(now);
  const entries = await listPublished(db, { kind: 'campaign', locale, order: 'ordered', now });
  return entries
    .map((entry) => toCampaignCard(entry, today))
    .filter((card): card is CampaignCard => card !== null)
    .sort(compareCampaigns);
}
