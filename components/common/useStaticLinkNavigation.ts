import { useRouter, type NextRouter } from 'next/router';
import { useEffect } from 'react';
import { CLIENT_LINK_ATTRIBUTE } from './NextLink';

/** The language of a path of the site: its prefix (/en/…), or the default language without one. */
function localeOfPath(path: string, router: Pick<NextRouter, 'locales' | 'defaultLocale'>): string | undefined {
  return router.locales?.find((locale) => path === `/${locale}` || path.startsWith(`/${locale}/`)) ?? router.defaultLocale;
}

/**
 * Links of the router in markup the browser keeps without its code (the islands of components/common/StaticIsland.tsx)
 * are followed by the router, as next/link follows them once hydrated: a plain left click on such a link (NextLink
 * marks it) navigates without a page load. A hydrated link has handled its click already (the event is
 * prevented); a click with a modifier key, another target or another origin is the browser's.
 */
export function useStaticLinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${CLIENT_LINK_ATTRIBUTE}]`) : null;
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void router.push(`${url.pathname}${url.search}${url.hash}`, undefined, { locale: localeOfPath(url.pathname, router) });
    };
    document.addEventListener('click', follow);
    return () => document.removeEventListener('click', follow);
  }, [router]);
}
