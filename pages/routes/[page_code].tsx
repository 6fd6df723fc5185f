import { InfoPage } from '@/components/content/InfoPage';
import { slugPages } from '@/lib/slug-pages';
import { laneRoutes, type LaneKey } from '@/lib/routes';

export default function LanePage({ routeKey }: { routeKey: LaneKey }) {
  return <InfoPage routeKey={routeKey} />;
}

const slugRoutes = slugPages(laneRoutes, 'page_code', ['pages']);
export const getStaticPaths = slugRoutes.getStaticPaths;
export const getStaticProps = slugRoutes.getStaticProps;
