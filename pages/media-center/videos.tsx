import type { GetStaticProps } from 'next';
import { VideoListView } from '@/components/content/media/VideoListView';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { getDb } from '@/lib/server/db/client';
import { CONTENT_REVALIDATE_SECONDS } from '@/lib/server/content/content-revalidate';
import { videoListing, type VideoCard } from '@/lib/server/content/video-listing';

/** /media-center/videos ↔ /medya-merkezi/videos. */
export default function VideosPage({ videos }: { videos: VideoCard[] }) {
  return <VideoListView videos={videos} />;
}

export const getStaticProps: GetStaticProps<{ videos: VideoCard[] }> = async (context) => {
  const locale = localeOf(context);
  return {
    props: { videos: await videoListing(await getDb(), locale), ...(await translations(locale, ['pages', 'content'], ['mediaCenter'])) },
    revalidate: CONTENT_REVALIDATE_SECONDS,
  };
};
