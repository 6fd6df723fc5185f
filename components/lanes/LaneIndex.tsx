import { PageHead } from '@/components/common/PageHead';
import { PageSection } from '@/components/common/PageSection';
import { staticIslands } from '@/components/islands';
import { StaticPageHero } from '@/components/common/StaticPageHero';
import type { PageText } from '@/lib/content/page-text';
import type { LaneCard as LaneCardData } from '@/lib/server/lanes/list-featured-lanes';
import type { LaneEntry } from '@/lib/server/lanes/list-lanes';
import * as featuredLanes from './FeaturedLanes.island';
import * as laneCountries from './LaneCountries';

/** The featured lanes are a static island. */
const FeaturedLanes = staticIslands(typeof window === 'undefined' ? featuredLanes : null, () => import('./FeaturedLanes.island'))('FeaturedLanes');
/** The country list comes alive on intent (its filter); it always starts unfiltered, as the server renders it. */
const LaneCountries = staticIslands(typeof window === 'undefined' ? laneCountries : null, () => import('./LaneCountries'))('LaneCountries', { atOnce: () => false });

/** /routes ↔ /rotalar: the 15 featured lanes, then every country with tariffs, alphabetical (Turkish-aware), both directions. */
export function LaneIndex({ featured, lanes, text }: { featured: LaneCardData[]; lanes: LaneEntry[]; text: PageText }) {
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <StaticPageHero routeKey="routes" heading={text.heading} lead={text.lead} />
      <PageSection>
        <FeaturedLanes featured={featured} />
        <LaneCountries lanes={lanes} />
      </PageSection>
    </>
  );
}
