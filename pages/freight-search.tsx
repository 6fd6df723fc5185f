import { useRouter } from 'next/router';
import { PageHead } from '@/components/common/PageHead';
import { PageSection } from '@/components/common/PageSection';
import { StaticPageHero } from '@/components/common/StaticPageHero';
import { staticIslands } from '@/components/islands';
import { usePageText } from '@/components/content/usePageText';
import * as freightResults from '@/components/search/FreightResults';
import { SearchFormOnIntent } from '@/components/search/SearchFormOnIntent';
import type { GetServerSideProps } from 'next';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { getDb } from '@/lib/server/db/client';
import { searchSeed } from '@/lib/server/freight/search-seed';
import type { SearchSeed } from '@/lib/search/search-data';
import { SearchSeedProvider } from '@/store/search-seed';
import { searchErrorParts } from '@/lib/search/search-translations';

/**
 * The offers: the line inviting a search without a `q`; with one, they come alive at once and search (the server
 * renders their loading line), and again for every new `q`.
 */
const FreightResults = staticIslands(typeof window === 'undefined' ? freightResults : null, () => import('@/components/search/FreightResults'))('FreightResults', {
  atOnce: ({ q }) => q !== undefined,
});

interface FreightSearchProps {
  /** The form's fields for the address's search, with names: the server renders the filled form. */
  seed: SearchSeed | null;
}

/** /freight-search ↔ /lojistik-arama: the search form and, for ?q=, its offers; the address is the search. */
export default function FreightSearchPage({ seed }: FreightSearchProps) {
  const text = usePageText('freightSearch');
  const { query } = useRouter();
  const q = typeof query.q === 'string' ? query.q : undefined;
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <StaticPageHero routeKey="freightSearch" heading={text.heading} lead={text.lead} />
      <PageSection>
        <SearchSeedProvider seed={seed}>
          <SearchFormOnIntent />
        </SearchSeedProvider>
        <FreightResults q={q} />
      </PageSection>
    </>
  );
}

/** Per request: a search address (a shared link, a bookmark, the assistant's link) opens with its form filled. */
export const getServerSideProps: GetServerSideProps<FreightSearchProps> = async (context) => {
  const locale = localeOf(context);
  const q = context.query.q;
  const [texts, seed] = await Promise.all([translations(locale, ['pages', 'search', 'errors'], ['freightSearch'], searchErrorParts), q === undefined ? null : searchSeed(await getDb(), q)]);
  if (q === undefined) context.res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=300, stale-while-revalidate=600');
  return { props: { ...texts, seed } };
};
