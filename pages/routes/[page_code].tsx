import type { GetStaticPaths } from 'next';
import { LanePage } from '@/components/lanes/LanePage';
import type { LaneCustomsNotes } from '@/components/lanes/LaneCustoms';
import type { PageText } from '@/lib/content/page-text';
import { fixedLaneKeys, fixedSlugs } from '@/lib/lanes/lane-slugs';
import { locales } from '@/lib/routes';
import type { LanePageData } from '@/lib/server/lanes/load-lane-page';
import { lanePageStaticProps } from '@/lib/server/lanes/lane-page-props';

/** A lane page: the 15 fixed lanes are built ahead, any other lane on first request (then regenerated hourly). */
export default function LaneRoutePage({ data, customs, text }: { data: LanePageData; customs: LaneCustomsNotes; text: PageText | null }) {
  return <LanePage data={data} customs={customs} text={text} />;
}

/**
 * The fixed lanes in both languages under their English slug: the middleware rewrites a fixed lane's
 * Turkish path (/rotalar/turkiye-fas-lojistigi) to this English page file, so that is what the page receives.
 */
export const getStaticPaths: GetStaticPaths = async () => ({
  paths: locales.flatMap((locale) => fixedLaneKeys.map((key) => ({ params: { page_code: fixedSlugs(key).en }, locale }))),
  fallback: 'blocking',
});

export const getStaticProps = lanePageStaticProps;
