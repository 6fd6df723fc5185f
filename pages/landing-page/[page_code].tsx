import type { GetStaticPaths } from 'next';
import { landingLaneStaticProps } from '@/lib/server/lanes/lane-page-props';

/**
 * /landing-page/<lane slug> ↔ /onerilen-rotalar/<lane slug>: a permanent redirect to the lane's page
 * under /routes, so a lane has one URL (no duplicate page to keep in sync or to rank against itself).
 */
export default function LandingLanePage() {
  return null;
}

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps = landingLaneStaticProps;
