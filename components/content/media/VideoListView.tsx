import type { VideoCard as VideoCardData } from '@/lib/server/content/video-listing';
import { MediaPage, mediaContentIsland } from './MediaPage';

const VideoList = mediaContentIsland('VideoList');

/** /media-center/videos: the videos, as links out. */
export function VideoListView({ videos }: { videos: VideoCardData[] }) {
  return (
    <MediaPage section="videos">
      <VideoList videos={videos} />
    </MediaPage>
  );
}
