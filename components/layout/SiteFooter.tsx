import { staticIslands } from '@/components/islands';
import * as footer from './Footer';

/**
 * Only the footer's newsletter form has work in the browser: the footer is an island that comes alive when the
 * visitor turns to it (a pointer over it, a touch, a focus inside it), never on its own, so a short page whose footer
 * is on the screen loads none of its code.
 */
const FooterIsland = staticIslands(typeof window === 'undefined' ? footer : null, () => import('./Footer'))('Footer', { atOnce: () => false });

export function SiteFooter() {
  return <FooterIsland />;
}
