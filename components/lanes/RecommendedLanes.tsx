import { PageHead } from '@/components/common/PageHead';
import { PageSection } from '@/components/common/PageSection';
import { staticIslands } from '@/components/islands';
import { StaticActionHero } from '@/components/common/StaticPageHero';
import type { PageText } from '@/lib/content/page-text';
import type { LaneCard as LaneCardData } from '@/lib/server/lanes/list-featured-lanes';
import * as recommendedLanesBody from './RecommendedLanesBody.island';

/** Nothing on the page is interactive: the cards are a static island. */
const RecommendedLanesBody = staticIslands(typeof window === 'undefined' ? recommendedLanesBody : null, () => import('./RecommendedLanesBody.island'))('RecommendedLanesBody');

/** /landing-page ↔ /onerilen-rotalar: the 15 recommended lanes as cards. */
export function RecommendedLanes({ featured, text }: { featured: LaneCardData[]; text: PageText }) {
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <StaticActionHero routeKey="landingPage" heading={text.heading} lead={text.lead} secondary="routes" />
      <PageSection>
        <RecommendedLanesBody featured={featured} intro={text.body[0]} />
      </PageSection>
    </>
  );
}
