import { PageHead } from '@/components/common/PageHead';
import { PageSection } from '@/components/common/PageSection';
import { staticIslands } from '@/components/common/StaticIsland';
import { StaticPageHero } from '@/components/common/StaticPageHero';
import type { PageText } from '@/components/content/page-text';
import type { LaneCard as LaneCardData } from '@/lib/server/lanes/list-featured-lanes';
import type { LaneEntry } from '@/lib/server/lanes/list-lanes';
import * as laneIndexSections from './LaneIndexSections';

const laneIndexIsland = staticIslands(typeof window === 'undefined' ? laneIndexSections : null, () => import('./LaneIndexSections'));
/** The featured lanes are a static island. */
const FeaturedLanes = laneIndexIsland('FeaturedLanes');
/** The country list comes alive on intent (its filter); it always starts unfiltered, as the server renders it. */
const LaneCountries = laneIndexIsland('LaneCountries', { atOnce: () => false });

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
