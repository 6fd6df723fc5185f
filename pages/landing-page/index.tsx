import { RecommendedLanes } from '@/components/lanes/RecommendedLanes';
import type { PageText } from '@/lib/content/page-text';
import type { LaneCard } from '@/lib/server/lanes/list-featured-lanes';
import { landingStaticProps } from '@/lib/server/lanes/lane-page-props';

/** /landing-page ↔ /onerilen-rotalar: the recommended routes; regenerated hourly. */
export default function LandingPagePage({ featured, text }: { featured: LaneCard[]; text: PageText }) {
  return <RecommendedLanes featured={featured} text={text} />;
}

export const getStaticProps = landingStaticProps;
