import NextLink from '@/components/common/NextLink';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import Button, { type ButtonProps } from '@mui/material/Button';
import { forwardRef } from 'react';
import { linkOf, routePath, type RouteKey, type Locale } from '@/lib/routes';
import { useLocale } from '@/lib/i18n';

export interface RouteTarget {
  to: RouteKey;
  subPath?: string;
  query?: Record<string, string | number | undefined>;
}

/** Where a route key leads in a locale; full-reload routes (login, register) carry the /en prefix themselves. */
export function routeHref({ to, subPath, query }: RouteTarget, locale: Locale): { href: string; fullReload: boolean } {
  return linkOf(routePath(to, locale, subPath, query), to, locale);
}

export type RouteLinkProps = RouteTarget & Omit<MuiLinkProps, 'href'>;

/** A link to a route of the table, in the current language. */
export const RouteLink = forwardRef<HTMLAnchorElement, RouteLinkProps>(function RouteLink({ to, subPath, query, ...props }, ref) {
  const locale = useLocale();
  const { href, fullReload } = routeHref({ to, subPath, query }, locale);
  if (fullReload) return <MuiLink ref={ref} href={href} {...props} />;
  return <MuiLink ref={ref} component={NextLink} href={href} locale={locale} {...props} />;
});

export type RouteButtonProps = RouteTarget & Omit<ButtonProps, 'href'>;

/** A button that navigates to a route of the table. */
export function RouteButton({ to, subPath, query, ...props }: RouteButtonProps) {
  const locale = useLocale();
  const { href, fullReload } = routeHref({ to, subPath, query }, locale);
  if (fullReload) return <Button href={href} {...props} />;
  return <Button component={NextLink} href={href} locale={locale} {...props} />;
}
