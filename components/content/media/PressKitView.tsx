import Box from '@mui/material/Box';
import { Markdown } from '@/components/content/Markdown';
import type { SinglePage } from '@/lib/server/content/single-page';
import { MediaPage } from './MediaPage';

/** /media-center/press-kit: the press kit page (content entry `press-kit`). */
export function PressKitView({ page }: { page: SinglePage }) {
  return (
    <MediaPage section="press-kit" lead={page.summary || undefined}>
      <Box sx={{ maxWidth: 760 }}>
        <Markdown html={page.html} data-testid="press-kit-body" />
      </Box>
    </MediaPage>
  );
}
