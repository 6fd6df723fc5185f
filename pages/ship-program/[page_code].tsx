import type { GetStaticPaths, GetStaticProps } from 'next';
import { LaneView } from '@/components/schedule/LaneView';
import { laneSlug } from '@/lib/domain/ship-lane';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { locales } from '@/lib/routes';
import { getDb } from '@/lib/server/db/client';
import { busiestLanes } from '@/lib/server/voyages/busiest-lanes';
import { getLane, type Lane } from '@/lib/server/voyages/get-lane';

/** Lane pages are rebuilt hourly: sailings move from week to week. */
const REVALIDATE_SECONDS = 3600;

/** /ship-program/trmer-usnyc ↔ /gemi-programi/trmer-usnyc: one port pair's sailings of the next twelve weeks. */
export default function ShipLanePage({ lane }: { lane: Lane }) {
  return <LaneView lane={lane} />;
}

/** The busiest lanes are built ahead in both languages; any other lane on first request. */
export const getStaticPaths: GetStaticPaths = async () => {
  const lanes = await busiestLanes(await getDb(), 30);
  return { paths: locales.flatMap((locale) => lanes.map((lane) => ({ params: { page_code: laneSlug(lane.pol, lane.pod) }, locale }))), fallback: 'blocking' };
};

/** A malformed or unknown page code, unknown ports or a lane without sailings: 404. */
export const getStaticProps: GetStaticProps<{ lane: Lane }> = async (context) => {
  const code = typeof context.params?.page_code === 'string' ? context.params.page_code : '';
  const lane = await getLane(await getDb(), code);
  if (!lane) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  return { props: { lane, ...(await translations(localeOf(context), ['schedule'])) }, revalidate: REVALIDATE_SECONDS };
};
