import type { GetServerSideProps } from 'next';
import { FreightSearchView, freightSearchTexts, type FreightSearchProps } from '@/components/search/FreightSearchView';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { getDb } from '@/lib/server/db/client';
import { searchSeed } from '@/lib/server/freight/search-seed';

/**
 * /freight-search?q=… ↔ /lojistik-arama?q=…, the twin of ../freight-search.tsx the middleware serves for an address
 * with a search (a shared link, a bookmark, the assistant's link): per request, so it opens with its form filled.
 */
export default FreightSearchView;

export const getServerSideProps: GetServerSideProps<FreightSearchProps> = async (context) => {
  const [texts, seed] = await Promise.all([translations(localeOf(context), ...freightSearchTexts), searchSeed(await getDb(), context.query.q)]);
  return { props: { ...texts, seed } };
};
