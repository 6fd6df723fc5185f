/**
 * The islands: how public pages keep their first load small. The server renders every page in full; the browser
 * keeps what has nothing to do there as the server's markup, without its code (static islands), brings a part to
 * life when the visitor turns to it (islands that come alive on intent), and loads what opens later on demand, in
 * the site's MUI frame. docs/ARCHITECTURE.md ("The islands") says how to add one; callers import from here only.
 */
export { AppFrame } from './AppFrame';
export { useEarlyClickHandover } from './early-click';
export { inBrowser } from './in-browser';
export { loadFramed } from './load-framed';
export { MuiFrame } from './MuiFrame';
export { markHydrated, staticIslands } from './StaticIsland';
export { useOpenedOnce } from './useOpenedOnce';
export { useStaticLinkNavigation } from './useStaticLinkNavigation';
export { useWhenIdle } from './useWhenIdle';
