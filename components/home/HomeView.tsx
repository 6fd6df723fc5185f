import { PageHead } from '@/components/common/PageHead';
import { PageSection } from '@/components/common/PageSection';
import { staticIslands } from '@/components/islands';
import { StaticActionHero } from '@/components/common/StaticPageHero';
import { usePageText } from '@/components/content/usePageText';
import { searchFormAtOnce } from '@/components/search/SearchFormOnIntent';
import type { HomeContent } from '@/lib/server/content/home-content';
import * as homeMarketing from './HomeMarketing.island';
import * as homeSearch from './HomeSearch';

/**
 * The search form is the home page's only interactive part, an island that comes alive on intent (see
 * SearchFormOnIntent); the band above it and the sections below are static islands.
 */
const HomeSearch = staticIslands(typeof window === 'undefined' ? homeSearch : null, () => import('./HomeSearch'))('HomeSearch', { atOnce: () => searchFormAtOnce('general') });
const HomeMarketing = staticIslands(typeof window === 'undefined' ? homeMarketing : null, () => import('./HomeMarketing.island'))('HomeMarketing');

export function HomeView({ content }: { content?: HomeContent }) {
  const text = usePageText('home');
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <StaticActionHero routeKey="home" heading={text.heading} lead={text.lead} secondary="trackYourFreight" overlapped />
      <PageSection>
        <HomeSearch />
        <HomeMarketing content={content} />
      </PageSection>
    </>
  );
}
