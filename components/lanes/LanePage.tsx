import { PageHead } from '@/components/common/PageHead';
import { staticIslands } from '@/components/islands';
import type { PageText } from '@/lib/content/page-text';
import { searchFormAtOnce } from '@/components/search/SearchFormOnIntent';
import { lanePageUrl } from '@/lib/lanes/lane-slugs';
import type { LanePageData } from '@/lib/server/lanes/load-lane-page';
import type { LaneCustomsNotes } from './LaneCustoms';
import { laneStartSearch, useLaneText } from './lane-page';
import * as lanePageSections from './LanePageSections.island';
import * as laneSearch from './LaneSearch';

/** The band and the sections around the search are static islands. */
const laneIsland = staticIslands(typeof window === 'undefined' ? lanePageSections : null, () => import('./LanePageSections.island'));
const LanePageHero = laneIsland('LanePageHero');
const LaneOverview = laneIsland('LaneOverview');
const LaneDetails = laneIsland('LaneDetails');

/**
 * The search comes alive on intent, and at once where the server's form (a default search) can't stand for it:
 * a lane whose search starts pre-filled, or what makes any search form start otherwise (SearchFormOnIntent).
 */
const LaneSearch = staticIslands(typeof window === 'undefined' ? laneSearch : null, () => import('./LaneSearch'))('LaneSearch', {
  atOnce: ({ data }) => laneStartSearch(data) !== null || searchFormAtOnce('general'),
});

/**
 * A lane page (/routes/<slug> ↔ /rotalar/<slug>): the modes on sale with their typical transit and
 * indicative prices, the main gateways, the search form pre-filled with the lane, the next sailings and
 * the customs notes of the country.
 */
export function LanePage({ data, customs, text: fixedText }: { data: LanePageData; customs: LaneCustomsNotes; text: PageText | null }) {
  const { text } = useLaneText(data, fixedText);
  return (
    <>
      <PageHead title={text.title} description={text.description} paths={{ tr: lanePageUrl(data.slugs, 'tr'), en: lanePageUrl(data.slugs, 'en') }} />
      <LanePageHero data={data} text={fixedText} />
      <LaneOverview data={data} />
      <LaneSearch data={data} />
      <LaneDetails data={data} customs={customs} text={fixedText} />
    </>
  );
}
