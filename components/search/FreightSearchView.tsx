import { useRouter } from 'next/router';
import { PageHead } from '@/components/common/PageHead';
import { PageSection } from '@/components/common/PageSection';
import { StaticPageHero } from '@/components/common/StaticPageHero';
import { staticIslands } from '@/components/islands';
import { usePageText } from '@/components/content/usePageText';
import type { SearchSeed } from '@/lib/search/search-data';
import { searchErrorParts } from '@/lib/search/search-translations';
import { SearchSeedProvider } from '@/store/search-seed';
import * as freightResults from './FreightResults';
import { SearchFormOnIntent } from './SearchFormOnIntent';

/**
 * The offers: the line inviting a search without a `q`; with one, they come alive at once and search (the server
 * renders their loading line), and again for every new `q`.
 */
const FreightResults = staticIslands(typeof window === 'undefined' ? freightResults : null, () => import('./FreightResults'))('FreightResults', {
  atOnce: ({ q }) => q !== undefined,
});

/** What the freight search's pages ship of the translations: namespaces, page texts, parts. */
export const freightSearchTexts = [['pages', 'search', 'errors'], ['freightSearch'], searchErrorParts] as const;

export interface FreightSearchProps {
  /** The form's fields for the address's search, with names: the server renders the filled form (the twin page only). */
  seed?: SearchSeed | null;
}

/** /freight-search ↔ /lojistik-arama: the search form and, for ?q=, its offers; the address is the search. */
export function FreightSearchView({ seed = null }: FreightSearchProps) {
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
