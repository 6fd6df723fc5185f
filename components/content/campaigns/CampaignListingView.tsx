import { PageHead } from '@/components/common/PageHead';
import { staticIslands } from '@/components/islands';
import { StaticActionHero } from '@/components/common/StaticPageHero';
import { usePageText } from '@/components/content/usePageText';
import type { CampaignCard } from '@/lib/server/content/campaign-card';
import * as campaignListingBody from './CampaignListingBody.island';

/** The cards hold nothing but texts and links: a static island. */
const CampaignListingBody = staticIslands(typeof window === 'undefined' ? campaignListingBody : null, () => import('./CampaignListingBody.island'))('CampaignListingBody');

/** /campaigns: every campaign, running ones first; expired ones stay listed and labelled. */
export function CampaignListingView({ campaigns }: { campaigns: CampaignCard[] }) {
  const text = usePageText('campaigns');
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <StaticActionHero routeKey="campaigns" heading={text.heading} lead={text.lead} secondary="contactForm" />
      <CampaignListingBody campaigns={campaigns} />
    </>
  );
}
