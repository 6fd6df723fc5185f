import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The state of a list the server filters and pages (the admin lists): its query, the page last loaded for it, and
 * whether a load is running. Every change of the query reloads after a short pause (typing in a search waits for the
 * pause); `update` changes filters and goes back to the first page; `reload` loads the current query again now (after
 * an action changed the rows). A failed load keeps the page shown: `fetchPage` tells the user why (a toast) and throws.
 */
export function useServerList<Query extends { pageNumber: number }, Page>(initialQuery: Query, initialPage: Page, fetchPage: (query: Query) => Promise<Page>, pauseMs = 250) {
  const [query, setQuery] = useState(initialQuery);
  const [page, setPage] = useState(initialPage);
  const [loading, setLoading] = useState(false);
  const first = useRef(true);
  const current = useRef(initialQuery);
  useEffect(() => {
    current.current = query;
  }, [query]);

  const load = useCallback(
    async (next: Query) => {
      setLoading(true);
      try {
        setPage(await fetchPage(next));
      } catch {
        // fetchPage said why.
      } finally {
        setLoading(false);
      }
    },
    [fetchPage],
  );
  useEffect(() => {
    // The first page came with the screen.
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const timer = setTimeout(() => void load(query), pauseMs);
    return () => clearTimeout(timer);
  }, [query, load, pauseMs]);

  return {
    query,
    page,
    loading,
    setPage,
    /** Changes filters: back to the first page. */
    update: (changes: Partial<Omit<Query, 'pageNumber'>>) => setQuery((before) => ({ ...before, pageNumber: 1, ...changes })),
    goTo: (pageNumber: number) => setQuery((before) => ({ ...before, pageNumber })),
    reload: () => load(current.current),
  };
}
