/**
 * A page's breadcrumb for its BreadcrumbList structured data, from the navigation's parent map
 * (lib/navigation.ts breadcrumbTrail) and the route table: Home › … › the page. A page below its route
 * key without a key of its own (a blog post, a generated lane) ends with its own name: the steps it
 * passes (`trail`), or else its title. Pure: labels come from the caller (common:nav.{key}).
 */
import { breadcrumbTrail } from '../navigation';
import { defaultLocale, match, routePath, withLocalePrefix, type Locale, type RouteKey } from '../routes';

/** One step: its name and its locale-prefixed path. */
export interface BreadcrumbStep {
  name: string;
  path: string;
}

/** A step a page adds below its route key; `path` (without locale prefix) defaults to the page's own path. */
export interface TrailStep {
  name: string;
  path?: string;
}

/** The path without the locale prefix (/en/blogs → /blogs; a Turkish path is returned as it is). */
export function stripLocalePrefix(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  const prefix = `/${locale}`;
  if (path === prefix) return '/';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
}

export interface BreadcrumbInput {
  /** The page's own path in `locale`, without the locale prefix. */
  path: string;
  locale: Locale;
  /** The label of a route key (common:nav.{key}). */
  label: (key: RouteKey) => string;
  /** The page's title: the last step of a page below its route key when it passes no trail. */
  title: string;
  trail?: readonly TrailStep[];
}

/** The steps from home to the page; empty for a path outside the route table. */
export function breadcrumbSteps({ path, locale, label, title, trail }: BreadcrumbInput): BreadcrumbStep[] {
  const found = match(path);
  if (!found) return [];
  const prefixed = (unprefixed: string) => withLocalePrefix(unprefixed, locale);
  const steps = breadcrumbTrail(found.key).map((key) => ({ name: label(key), path: prefixed(routePath(key, locale)) }));
  const own = prefixed(path);
  if (trail && trail.length > 0) {
    for (const step of trail) steps.push({ name: step.name, path: step.path !== undefined ? prefixed(step.path) : own });
  } else if (found.rest !== '' && steps.at(-1)?.path !== own) {
    steps.push({ name: title, path: own });
  }
  return steps;
}
