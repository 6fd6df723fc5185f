/**
 * [M4] A campaign as the pages show it: its validity, discount and promo code from `attributes`
 * (checked with the kind's schema: an entry whose attributes don't fit is left out), and its state on
 * the day the page is built (upcoming, active or expired).
 */
import { campaignState } from '../../domain/content';
import { campaignAttributes } from '../../schemas/content';
import type { PublishedEntry } from './published-content';

export type CampaignState = ReturnType<typeof campaignState>;

export interface CampaignCard {
  id: number;
  slug: string;
  title: string;
  summary: string;
  validFrom: string;
  validTo: string;
  discountPercent: number | null;
  promoCode: string | null;
  state: CampaignState;
}

export function toCampaignCard(entry: PublishedEntry, today: string): CampaignCard | null {
  const attributes = campaignAttributes.safeParse(entry.attributes);
  if (!attributes.success) return null;
  const { validFrom, validTo, discountPercent, promoCode } = attributes.data;
  return {
    id: entry.id,
    slug: entry.slug,
    title: entry.title,
    summary: entry.summary,
    validFrom,
    validTo,
    discountPercent: discountPercent ?? null,
    promoCode: promoCode ?? null,
    state: campaignState({ validFrom, validTo }, today),
  };
}

const stateOrder: Record<CampaignState, number> = { active: 0, upcoming: 1, expired: 2 };

/** Active campaigns first (ending soonest first), then upcoming (starting soonest), then expired (latest ended first). */
export function compareCampaigns(a: CampaignCard, b: CampaignCard): number {
  if (a.state !== b.state) return stateOrder[a.state] - stateOrder[b.state];
  if (a.state === 'active') return a.validTo.localeCompare(b.validTo) || a.id - b.id;
  if (a.state === 'upcoming') return a.validFrom.localeCompare(b.validFrom) || a.id - b.id;
  return b.validTo.localeCompare(a.validTo) || a.id - b.id;
}
