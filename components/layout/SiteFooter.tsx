import { staticIslands } from '@/components/islands';
import * as footer from './Footer';

/**
 * Only the footer's newsletter box has work in the browser, and only once the visitor gets near it: the footer is
 * an island that comes alive when it nears the screen, or on intent (a pointer over it, a focus inside it).
 */
const FooterIsland = staticIslands(typeof window === 'undefined' ? footer : null, () => import('./Footer'))('Footer', { atOnce: () => false, near: '400px' });

export function SiteFooter() {
  return <FooterIsland />;
}
