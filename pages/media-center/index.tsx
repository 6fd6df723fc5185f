import type { GetStaticProps } from 'next';
import { MediaCenterView } from '@/components/content/media/MediaCenterView';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { getDb } from '@/lib/server/db/client';
import { CONTENT_REVALIDATE_SECONDS } from '@/lib/server/content/content-revalidate';
import { pressReleaseListing, type PressReleaseCard } from '@/lib/server/content/press-release-listing';
import { singlePage, type SinglePage } from '@/lib/server/content/single-page';
import { videoListing, type VideoCard } from '@/lib/server/content/video-listing';

interface Props {
  releases: PressReleaseCard[];
  videos: VideoCard[];
  pressKit: SinglePage | null;
}

/** /media-center ↔ /medya-merkezi: the newest of each section. */
export default function MediaCenterPage(props: Props) {
  return <MediaCenterView {...props} />;
}

export const getStaticProps: GetStaticProps<Props> = async (context) => {
  const locale = localeOf(context);
  const db = await getDb();
  const [releases, videos, pressKit] = await Promise.all([pressReleaseListing(db, locale, 3), videoListing(db, locale, 4), singlePage(db, 'press-kit', locale)]);
  return {
    props: { releases, videos, pressKit: pressKit && { ...pressKit, html: '' }, ...(await translations(locale, ['pages', 'content'], ['mediaCenter'])) },
    revalidate: CONTENT_REVALIDATE_SECONDS,
  };
};
