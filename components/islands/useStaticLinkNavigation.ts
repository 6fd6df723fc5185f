import { useRouter, type NextRouter } from 'next/router';
import { useEffect } from 'react';
import { CLIENT_LINK_ATTRIBUTE } from '@/components/common/NextLink';
import { isPlainSiteLinkClick } from './plain-link-click';

/** The language of a path of the site: its prefix (/en/…), or the default language without one. */
function localeOfPath(path: string, router: Pick<NextRouter, 'locales' | 'defaultLocale'>): string | undefined {
  return router.locales?.find((locale) => path === `/${locale}` || path.startsWith(`/${locale}/`)) ?? router.defaultLocale;
}

/**
 * Links of the router in markup the browser keeps without its code (the islands of StaticIsland.tsx)
 * are followed by the router, as next/link follows them once hydrated: a plain left click on such a link (NextLink
 * marks it) navigates without a page load. A hydrated link has handled its click already (the event is
 * prevented); any other than a plain click on a link of the site is the browser's (isPlainSiteLinkClick).
 */
export function useStaticLinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${CLIENT_LINK_ATTRIBUTE}]`) : null;
      if (!link || !isPlainSiteLinkClick(link, event)) return;
      const url = new URL(link.href, window.location.href);
      event.preventDefault();
      void router.push(`${url.pathname}${url.search}${url.hash}`, undefined, { locale: localeOfPath(url.pathname, router) });
    };
    document.addEventListener('click', follow);
    return () => document.removeEventListener('click', follow);
  }, [router]);
}
