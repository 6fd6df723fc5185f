import { staticIslands } from '@/components/islands';
import { hasSavedSearch } from '@/lib/search/saved-search';
import { startsAsDefault, type SearchVariantKey } from '@/lib/search/variants';
import * as searchForm from './SearchForm';

/**
 * The search form of the public pages, an island that comes alive when the visitor turns to it (see
 * StaticIsland's intent option), and at once where the server's form can't stand for it: a service page whose
 * form starts otherwise than a default search, a search kept from before in this tab, a step or a search in the address.
 */
export const SearchFormOnIntent = staticIslands(typeof window === 'undefined' ? searchForm : null, () => import('./SearchForm'))('SearchForm', {
  atOnce: ({ variant = 'general' }) => searchFormAtOnce(variant),
});

/** When a search form of this variant can't keep the server's markup (see above). */
export function searchFormAtOnce(variant: SearchVariantKey): boolean {
  return !startsAsDefault(variant) || window.location.search !== '' || hasSavedSearch();
}
