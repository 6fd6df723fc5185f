/**
 * Open Graph facts of a page that follow from its path and language (pure; PageHead renders them).
 */
import { regionalLocale } from '../i18n';
import { match, type Locale } from '../routes';

/** The site's share image (public/og-image.png, drawn by scripts/og-image.mjs), for pages without one of their own. */
export const defaultShareImage = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** og:locale of a language: tr_TR, en_US. */
export const ogLocale = (locale: Locale) => regionalLocale[locale].replace('-', '_');

/**
 * og:type of a page by its path (without locale prefix): 'article' for a blog post, which is one segment
 * below the blog (its listing pages, categories and tags have two); 'website' for the rest.
 */
export function ogTypeOf(path: string): 'website' | 'article' {
  const found = match(path);
  return found?.key === 'blogs' && /^\/[^/]+$/.test(found.rest) ? 'article' : 'website';
}
