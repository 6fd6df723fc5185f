/**
 * The attribute of `<html>` marking a page served to a signed-in visitor before its header knows them (an account
 * screen's shell): the sign-in buttons stay unseen meanwhile (styles/frame-styles.ts), and the header removes it once
 * it shows the user (components/layout/SiteHeader.tsx).
 */
export const SESSION_MARK = 'data-session';

/** The element the server puts an account screen's data into on a full page load (lib/server/account/screen-page.ts). */
export const SCREEN_DATA_ID = '__SCREEN_DATA__';

/** The data the server put into the page the browser loaded, taken once: every later screen loads its own. */
export function takeScreenData(): unknown {
  const element = document.getElementById(SCREEN_DATA_ID);
  if (!element) return undefined;
  element.remove();
  return JSON.parse(element.textContent ?? 'null') as unknown;
}
