import { PageHead } from '@/components/common/PageHead';
import { staticIslands } from '@/components/islands';
import { StaticPageHero } from '@/components/common/StaticPageHero';
import type { CampaignPage } from '@/lib/server/content/campaign-detail';
import * as campaignDetailBody from './CampaignDetailBody.island';

/** Nothing on a campaign is interactive beyond its links: the body is a static island. */
const CampaignDetailBody = staticIslands(typeof window === 'undefined' ? campaignDetailBody : null, () => import('./CampaignDetailBody.island'))('CampaignDetailBody');

/** A campaign: its head, the band (title and summary) and its body (CampaignDetailBody). */
export function CampaignDetailView({ campaign }: Pick<CampaignPage, 'campaign'>) {
  return (
    <>
      <PageHead title={campaign.title} description={campaign.summary || campaign.title} />
      <StaticPageHero routeKey="campaigns" heading={campaign.title} lead={campaign.summary} leaf={campaign.title} />
      <CampaignDetailBody campaign={campaign} />
    </>
  );
}
