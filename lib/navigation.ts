import { laneKeys, serviceKeys, accountKeys, type RouteKey } from './routes';

/** Menus and breadcrumbs, expressed in route keys; labels come from common:nav.{key}. */
export const servicesMenu: readonly RouteKey[] = serviceKeys;

export const exploreMenu: readonly RouteKey[] = [
  'blogs',
  'campaigns',
  'mediaCenter',
  'logisticsDictionary',
  'shipProgram',
  'landingPage',
  'faq',
  'help',
];

export const footerColumns: readonly { title: string; items: readonly RouteKey[] }[] = [
  { title: 'services', items: [...serviceKeys, 'services'] },
  { title: 'tools', items: ['freightSearch', 'trackYourFreight', 'shipProgram', 'landingPage', 'routes', 'logisticsDictionary', 'apiReference'] },
  { title: 'company', items: ['aboutUs', 'ourCustomers', 'mediaCenter', 'blogs', 'campaigns', 'newsletter'] },
  { title: 'support', items: ['faq', 'help', 'contactForm', 'legalDocuments', 'login', 'register'] },
];

const parents: Partial<Record<RouteKey, RouteKey>> = {
  ...Object.fromEntries(serviceKeys.map((key) => [key, 'services'])),
  ...Object.fromEntries(laneKeys.map((key) => [key, 'routes'])),
  ...Object.fromEntries(accountKeys.filter((key) => key !== 'account').map((key) => [key, 'account'])),
  registerSuccess: 'register',
};

/** Route keys from home to the given page, for breadcrumbs. */
export function breadcrumbTrail(key: RouteKey): RouteKey[] {
  const trail: RouteKey[] = [];
  for (let at: RouteKey | undefined = key; at && at !== 'home'; at = parents[at]) trail.unshift(at);
  return ['home', ...trail];
}
