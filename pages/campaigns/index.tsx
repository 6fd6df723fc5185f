import type { GetStaticProps } from 'next';
import { CampaignListingView } from '@/components/content/campaigns/CampaignListingView';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { getDb } from '@/lib/server/db/client';
import type { CampaignCard } from '@/lib/server/content/campaign-card';
import { campaignListing } from '@/lib/server/content/campaign-listing';
import { CONTENT_REVALIDATE_SECONDS } from '@/lib/server/content/content-revalidate';

/** /campaigns ↔ /kampanyalar. */
export default function CampaignsPage({ campaigns }: { campaigns: CampaignCard[] }) {
  return <CampaignListingView campaigns={campaigns} />;
}

/** Rebuilt at least hourly: a campaign's state changes with the day. */
export const getStaticProps: GetStaticProps<{ campaigns: CampaignCard[] }> = async (context) => {
  const locale = localeOf(context);
  return {
    props: { campaigns: await campaignListing(await getDb(), locale), ...(await translations(locale, ['pages', 'content'], ['campaigns'])) },
    revalidate: CONTENT_REVALIDATE_SECONDS,
  };
};
