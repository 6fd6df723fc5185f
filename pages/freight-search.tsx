import { FreightSearchView, freightSearchTexts } from '@/components/search/FreightSearchView';
import { staticTranslations } from '@/lib/i18n-server';

/**
 * /freight-search ↔ /lojistik-arama without a search in the address: static HTML. An address with `?q=` is served by
 * its server-rendered twin (./freight-search/searched.tsx, see lib/search/search-pages.ts); a search made here only
 * changes the address.
 */
export default FreightSearchView;

export const getStaticProps = staticTranslations(...freightSearchTexts);
