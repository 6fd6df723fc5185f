import { LaneIndex } from '@/components/lanes/LaneIndex';
import type { PageText } from '@/lib/content/page-text';
import type { LaneCard } from '@/lib/server/lanes/list-featured-lanes';
import type { LaneEntry } from '@/lib/server/lanes/list-lanes';
import { routesIndexStaticProps } from '@/lib/server/lanes/lane-page-props';

/** /routes ↔ /rotalar: every lane on sale, the 15 featured first; regenerated hourly. */
export default function RoutesPage({ featured, lanes, text }: { featured: LaneCard[]; lanes: LaneEntry[]; text: PageText }) {
  return <LaneIndex featured={featured} lanes={lanes} text={text} />;
}

export const getStaticProps = routesIndexStaticProps;
