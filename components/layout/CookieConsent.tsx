import { useEffect } from 'react';
import { staticIslands } from '@/components/islands';
import * as cookieBanner from './CookieBanner';
import { useCookieChoice } from './cookie-choice';

/** The banner's buttons have work only when pressed: an island that comes alive on intent. */
const CookieBannerIsland = staticIslands(typeof window === 'undefined' ? cookieBanner : null, () => import('./CookieBanner'))('CookieBanner', { atOnce: () => false });

/** The room kept above the banner besides its own height. */
const BANNER_GAP_PX = 8;
const SPACE = '--cookie-banner-space';

/**
 * While the banner shows, the page keeps the room it takes at the bottom of the screen (WCAG 2.4.11, focus not
 * obscured): --cookie-banner-space, which styles/theme.ts turns into the page's bottom padding and the browser's
 * scroll padding, so a control reached with the keyboard is scrolled clear of the banner, never left under it. The
 * banner is measured, as its height follows its text, the language and the screen's width; the island replaces its
 * element when it comes alive, which the observer sees as the old one shrinking to nothing.
 */
function useBannerSpace(shown: boolean) {
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    let observed: Element | null = null;
    const measure = () => {
      const banner = document.querySelector('[data-cookie-banner]');
      if (banner !== observed) {
        if (observed) sizes.unobserve(observed);
        if (banner) sizes.observe(banner);
        observed = banner;
      }
      const box = banner?.getBoundingClientRect();
      if (box && box.height > 0) root.style.setProperty(SPACE, `${Math.ceil(root.clientHeight - box.top + BANNER_GAP_PX)}px`);
      else root.style.removeProperty(SPACE);
    };
    const sizes = new ResizeObserver(measure);
    measure();
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
      sizes.disconnect();
      root.style.removeProperty(SPACE);
    };
  }, [shown]);
}

/**
 * The cookie consent box, shown until the visitor chooses, then remembered. It is in the server-rendered page, so a
 * first-time visitor sees it with the page; for a returning visitor the head script of lib/cookie-choice-script.js
 * hides it before the first paint, and hydration removes it. It is not modal: the keyboard reaches it after the page's
 * footer and leaves it again with the next Tab.
 */
export function CookieConsent() {
  const choice = useCookieChoice();
  const chosen = choice === 'all' || choice === 'necessary';
  useBannerSpace(choice === null);
  return chosen ? null : <CookieBannerIsland />;
}
