import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { inBrowser } from '@/components/islands';
import type { SearchSeed } from '@/lib/search/search-data';
import { useSearch } from './search';

type SearchState = ReturnType<typeof useSearch.getState>;

const SeedContext = createContext<SearchSeed | null>(null);

/**
 * Gives the form the search of the address. The server renders the filled form from it (the store is global and
 * shared by every request there, so it is never written on the server); in the browser it goes into the store before
 * the form's first render, so a shared or reopened link shows the same form as the server did.
 */
export function SearchSeedProvider({ seed, children }: { seed: SearchSeed | null; children: ReactNode }) {
  useState(() => {
    if (seed && inBrowser(() => true, false)) useSearch.setState(seed);
  });
  return <SeedContext.Provider value={seed}>{children}</SeedContext.Provider>;
}

/** The address's search, for the form to apply again over what the tab had stored. */
export const useSearchSeed = () => useContext(SeedContext);

/**
 * The form's state through a selector, as `useSearch(selector)`, except on the server and while hydrating, where it
 * is the defaults with the address's search over them (zustand's own server snapshot knows the defaults only).
 */
export function useSearchData<T>(selector: (state: SearchState) => T): T {
  const seed = useSearchSeed();
  const serverState = useMemo(() => (seed ? { ...useSearch.getInitialState(), ...seed } : useSearch.getInitialState()), [seed]);
  return useSyncExternalStore(
    useSearch.subscribe,
    () => selector(useSearch.getState()),
    () => selector(serverState),
  );
}
