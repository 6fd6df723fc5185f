import { NextResponse, type NextRequest } from 'next/server';
import { resolveRoute } from './lib/route-resolution';
import { isLocale, defaultLocale } from './lib/routes';

export function middleware(request: NextRequest) {
  const { nextUrl } = request;
  const locale = isLocale(nextUrl.locale) ? nextUrl.locale : defaultLocale;
  const decision = resolveRoute(nextUrl.pathname, locale, nextUrl.searchParams);
  switch (decision.kind) {
    case 'redirect': {
      const url = nextUrl.clone();
      url.pathname = decision.path;
      return NextResponse.redirect(url, 308);
    }
    case 'rewrite': {
      const url = nextUrl.clone();
      url.pathname = decision.path;
      return NextResponse.rewrite(url);
    }
    case 'notFound': {
      const url = nextUrl.clone();
      url.pathname = '/404';
      return NextResponse.rewrite(url, { status: 404 });
    }
    default:
      return NextResponse.next();
  }
}

export const config = {
  // '/' must be listed explicitly when i18n is configured.
  matcher: ['/', '/((?!api|_next|locales|fonts|favicon.ico|robots.txt|sitemap.xml|webchat).*)'],
};
