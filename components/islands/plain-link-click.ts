/**
 * A plain left click on a link to a page of this site in this window: not with a modifier key (a new tab or
 * window), not another target, not a download, not another site. The browser's own to follow otherwise.
 */
export function isPlainSiteLinkClick(link: HTMLAnchorElement, event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  return new URL(link.href, window.location.href).origin === window.location.origin;
}
