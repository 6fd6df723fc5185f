import { staticIslands } from '@/components/islands';
import * as cookieBanner from './CookieBanner';
import { useCookieChoice } from './cookie-choice';

/** The banner's buttons have work only when pressed: an island that comes alive on intent. */
const CookieBannerIsland = staticIslands(typeof window === 'undefined' ? cookieBanner : null, () => import('./CookieBanner'))('CookieBanner', { atOnce: () => false });

/**
 * The cookie consent box, shown until the visitor chooses, then remembered. It is in the server-rendered page, so a
 * first-time visitor sees it with the page; for a returning visitor the head script of lib/cookie-choice-script.js
 * hides it before the first paint, and hydration removes it.
 */
export function CookieConsent() {
  const choice = useCookieChoice();
  return choice === 'all' || choice === 'necessary' ? null : <CookieBannerIsland />;
}
