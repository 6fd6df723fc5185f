import type { PressReleaseCard as PressReleaseCardData } from '@/lib/server/content/press-release-listing';
import { MediaPage, mediaContentIsland } from './MediaPage';

const PressReleaseList = mediaContentIsland('PressReleaseList');

/** /media-center/press-releases: every press release, newest first. */
export function PressReleaseListView({ releases }: { releases: PressReleaseCardData[] }) {
  return (
    <MediaPage section="press-releases">
      <PressReleaseList releases={releases} />
    </MediaPage>
  );
}
