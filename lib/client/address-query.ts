import type { NextRouter } from 'next/router';

/**
 * Puts `query` in the address of the page shown, as a new history entry, without loading anything: the page file
 * stays (a rewritten page keeps its own) and so does the address's path (a Turkish path stays Turkish).
 */
export function showQuery(router: NextRouter, query: Record<string, string | string[] | undefined>) {
  const path = router.asPath.split(/[?#]/)[0];
  return router.push({ pathname: router.pathname, query }, { pathname: path, query }, { shallow: true, scroll: false });
}
