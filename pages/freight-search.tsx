import { useRouter } from 'next/router';
import { PageHead } from '@/components/common/PageHead';
import { PageSection } from '@/components/common/PageSection';
import { StaticPageHero } from '@/components/common/StaticPageHero';
import { staticIslands } from '@/components/islands';
import { usePageText } from '@/components/content/usePageText';
import * as freightResults from '@/components/search/FreightResults';
import { SearchFormOnIntent } from '@/components/search/SearchFormOnIntent';
import { staticTranslations } from '@/lib/i18n-server';
import { searchErrorParts } from '@/lib/search/search-translations';

/**
 * The offers keep the server's markup (the line inviting a search) until the router has read a search from the
 * address: a new `q` renders them.
 */
// eslint-disable-next-line no-restricted-syntax -- not a *.island.tsx module: the offers come alive with a `q` (a change of props), then search
const FreightResults = staticIslands(typeof window === 'undefined' ? freightResults : null, () => import('@/components/search/FreightResults'))('FreightResults');

/** /freight-search ↔ /lojistik-arama: the search form and, for ?q=, its offers. */
export default function FreightSearchPage() {
  const text = usePageText('freightSearch');
  const { query, isReady } = useRouter();
  const q = isReady && typeof query.q === 'string' ? query.q : undefined;
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <StaticPageHero routeKey="freightSearch" heading={text.heading} lead={text.lead} />
      <PageSection>
        <SearchFormOnIntent />
        <FreightResults q={q} />
      </PageSection>
    </>
  );
}

export const getStaticProps = staticTranslations(['pages', 'search', 'errors'], ['freightSearch'], searchErrorParts);
