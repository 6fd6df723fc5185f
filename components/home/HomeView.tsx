import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { PageHead } from '@/components/common/PageHead';
import { staticIslands } from '@/components/common/StaticIsland';
import { StaticActionHero } from '@/components/common/StaticPageHero';
import * as homeMarketing from './HomeMarketing';
import { usePageText } from '@/components/content/usePageText';
import { SearchFormOnIntent } from '@/components/search/SearchFormOnIntent';
import type { HomeContent } from '@/lib/server/content/home-content';

/** The search form is the home page's only interactive part: the band above it and the sections below are static islands. */
const homeIsland = staticIslands(typeof window === 'undefined' ? homeMarketing : null, () => import('./HomeMarketing'));
const HomeMarketing = homeIsland('HomeMarketing');

export function HomeView({ content }: { content?: HomeContent }) {
  const text = usePageText('home');
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <StaticActionHero routeKey="home" heading={text.heading} lead={text.lead} secondary="trackYourFreight" overlapped />
      <Container sx={{ py: { xs: 2, md: 3 } }}>
        <Box sx={{ mt: { xs: -5, md: -8 }, mb: { xs: 2, md: 3 } }}>
          <SearchFormOnIntent />
        </Box>
        <HomeMarketing content={content} />
      </Container>
    </>
  );
}
