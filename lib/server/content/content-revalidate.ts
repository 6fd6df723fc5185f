/**
 * [M4] How often a content page regenerates on its own: a backstop, since editors' changes revalidate
 * their pages on demand (lib/content/content-paths.ts affectedPaths).
 */
export const CONTENT_REVALIDATE_SECONDS = 3600;
