import type { HtmlPageData } from './page-texts-file';

/** The page-data key naming the props only static islands read. */
const ISLAND_ONLY = '_islandOnly';

/**
 * Marks props that only static islands read (markup the browser keeps without rendering it,
 * components/islands/StaticIsland.tsx): the HTML's copy of the page data leaves them out (leaveIslandPropsOut), as
 * the browser's first render keeps the islands' markup and reads nothing of them; the page data a client-side
 * navigation loads keeps them, for an island mounted by a navigation renders its component with them. No hydrated
 * part of the page may read them.
 */
export function readByIslandsOnly<P extends Record<string, unknown>>(props: P, keys: readonly (keyof P & string)[]): P {
  return { ...props, [ISLAND_ONLY]: keys };
}

/** Leaves the props read by islands alone out of the page data in a page's HTML (`data.props` replaced, never changed). */
export function leaveIslandPropsOut(data: HtmlPageData): void {
  const pageProps = data.props.pageProps;
  const keys = pageProps?.[ISLAND_ONLY];
  if (!pageProps || !Array.isArray(keys)) return;
  data.props = { ...data.props, pageProps: Object.fromEntries(Object.entries(pageProps).filter(([key]) => key !== ISLAND_ONLY && !keys.includes(key))) };
}
