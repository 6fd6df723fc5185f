import type { SinglePage } from '@/lib/server/content/single-page';
import { MediaPage, mediaContentIsland } from './MediaPage';

const PressKitText = mediaContentIsland('PressKitText');

/** /media-center/press-kit: the press kit page (content entry `press-kit`). */
export function PressKitView({ page }: { page: SinglePage }) {
  return (
    <MediaPage section="press-kit" lead={page.summary || undefined}>
      <PressKitText page={page} />
    </MediaPage>
  );
}
