/**
 * [M4] The content sections of the home page: the three newest blog posts, the campaigns running
 * today (at most three) and three customer references (without their cases: home stays light).
 */
import type { Locale } from '../../routes';
import type { Database } from '../db/client';
import { toBlogCard, type BlogCard } from './blog-card';
import type { CampaignCard } from './campaign-card';
import { campaignListing } from './campaign-listing';
import { customerReferences, type CustomerReference } from './customer-references';
import { listPublished } from './published-content';

export interface HomeContent {
  posts: BlogCard[];
  campaigns: CampaignCard[];
  references: CustomerReference[];
}

export const HOME_POSTS = 3;
export const HOME_CAMPAIGNS = 3;
export const HOME_REFERENCES = 3;

export async function homeContent(db: Database, locale: Locale, now: Date = new Date()): Promise<HomeContent> {
  const [posts, campaigns, references] = await Promise.all([
    listPublished(db, { kind: 'blogPost', locale, order: 'newest', limit: HOME_POSTS, now }),
    campaignListing(db, locale, now),
    customerReferences(db, locale, { limit: HOME_REFERENCES, now }),
  ]);
  return {
    posts: posts.map(toBlogCard),
    campaigns: campaigns.filter((campaign) => campaign.state === 'active').slice(0, HOME_CAMPAIGNS),
    references,
  };
}
