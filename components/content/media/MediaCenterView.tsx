import type { PressReleaseCard as PressReleaseCardData } from '@/lib/server/content/press-release-listing';
import type { SinglePage } from '@/lib/server/content/single-page';
import type { VideoCard as VideoCardData } from '@/lib/server/content/video-listing';
import { MediaPage, mediaContentIsland } from './MediaPage';

const MediaCenterSections = mediaContentIsland('MediaCenterSections');

/** /media-center: the newest press releases, the videos and the press kit, each with a link to its section. */
export function MediaCenterView({ releases, videos, pressKit }: { releases: PressReleaseCardData[]; videos: VideoCardData[]; pressKit: SinglePage | null }) {
  return (
    <MediaPage>
      <MediaCenterSections releases={releases} videos={videos} pressKit={pressKit} />
    </MediaPage>
  );
}
