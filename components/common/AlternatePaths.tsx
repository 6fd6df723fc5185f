import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '@/lib/routes';

/**
 * A page's path in each language when the route table alone can't say it: a blog post, a campaign or a
 * glossary term has its own slug in each language. A page returns `alternatePaths` (paths without the
 * locale prefix, e.g. { tr: '/bloglar/gumruk-rehberi', en: '/blogs/customs-guide' }) from its data
 * function; `_app` provides them to the language switch and to PageHead's canonical and hreflang links.
 */
export type AlternatePaths = Record<Locale, string>;

const AlternatePathsContext = createContext<AlternatePaths | undefined>(undefined);

export function AlternatePathsProvider({ paths, children }: { paths: AlternatePaths | undefined; children: ReactNode }) {
  return <AlternatePathsContext.Provider value={paths}>{children}</AlternatePathsContext.Provider>;
}

export function useAlternatePaths(): AlternatePaths | undefined {
  return useContext(AlternatePathsContext);
}
