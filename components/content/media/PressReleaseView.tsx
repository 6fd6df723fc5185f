import type { PressReleasePage } from '@/lib/server/content/press-release-detail';
import { MediaPage, mediaContentIsland } from './MediaPage';

const PressReleaseArticle = mediaContentIsland('PressReleaseArticle');

/** One press release: its date and body, and the way back to the list. */
export function PressReleaseView({ release }: Pick<PressReleasePage, 'release'>) {
  return (
    <MediaPage section="press-releases" heading={release.title} lead={release.summary} title={release.title} description={release.summary || release.title} leaf={release.title}>
      <PressReleaseArticle release={release} />
    </MediaPage>
  );
}
