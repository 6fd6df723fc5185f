/**
 * THE bilingual route table of the product. Every English path has a Turkish pair; page files live
 * under the English form, Turkish paths are rewritten to them by middleware.ts. Links, the language
 * switch, hreflang alternates and the sitemap all come from here: nothing else hard-codes a path.
 */

export const locales = ['tr', 'en'] as const;
export type Locale = (typeof locales)[number];
/** BCP 47 tags of the two languages (tr-TR, en-US) for Intl formatting and the chat. */
export const regionalLocale: Record<Locale, string> = { tr: 'tr-TR', en: 'en-US' };
export const defaultLocale: Locale = 'tr';

export function isLocale(value: unknown): value is Locale {
  return value === 'tr' || value === 'en';
}

export interface RoutePair {
  readonly en: string;
  readonly tr: string;
  /** Sub-paths below the pair are valid (wildcards and dynamic detail routes); the rest is kept. */
  readonly subPaths?: boolean;
  /** Reached only with a full page reload (login, register, register success). */
  readonly fullReload?: boolean;
  /** Needs a signed-in user. */
  readonly account?: boolean;
}

const pair = (en: string, tr: string, options: Omit<RoutePair, 'en' | 'tr'> = {}): RoutePair => ({ en, tr, ...options });

/** The seven services, in menu order. */
export const serviceRoutes = {
  seaFreightLcl: pair('/logistics/sea-freight-lcl', '/lojistik/denizyolu-parsiyel-lcl'),
  seaFreightFcl: pair('/logistics/sea-freight-fcl', '/lojistik/denizyolu-full-fcl'),
  airCargo: pair('/logistics/air-cargo', '/lojistik/hava-kargo'),
  warehouseServicesUsa: pair('/logistics/warehouse-services-usa', '/lojistik/amerika-depo-hizmetleri'),
  eCommerceLogistics: pair('/logistics/e-commerce-logistics', '/lojistik/e-ticaret-lojistigi'),
  controlTower: pair('/logistics/control-tower', '/lojistik/kontrol-kulesi'),
  minivan: pair('/logistics/minivan', '/lojistik/minivan'),
} as const;

/** The public pages, each with an English and a Turkish path, home included. */
export const publicRoutes = {
  home: pair('/', '/'),
  ...serviceRoutes,
  aboutUs: pair('/about-us', '/hakkimizda'),
  landingPage: pair('/landing-page', '/onerilen-rotalar', { subPaths: true }),
  services: pair('/services', '/hizmetlerimiz', { subPaths: true }),
  contactForm: pair('/contact-form', '/iletisim-formu'),
  trackYourFreight: pair('/track-your-freight', '/yuk-takip'),
  /** [E1] The links of a tracking-alert mail: confirm the subscription (double opt-in), stop the alerts. */
  trackingAlertConfirm: pair('/tracking-alerts/confirm', '/takip-bildirimleri/onay'),
  trackingAlertUnsubscribe: pair('/tracking-alerts/unsubscribe', '/takip-bildirimleri/abonelikten-cik'),
  faq: pair('/faq', '/sikca-sorulan-sorular'),
  help: pair('/help', '/yardim'),
  ourCustomers: pair('/our-customers', '/bizi-tercih-eden-musterilerimiz'),
  login: pair('/login', '/uye-giris', { fullReload: true }),
  register: pair('/register', '/uye-ol', { fullReload: true }),
  registerSuccess: pair('/register/success', '/uye-ol/basarili', { fullReload: true }),
  /** An invitation link's page (?token=): the invitation, and its acceptance by the invited address. */
  companyInvitation: pair('/company-invitation', '/firma-daveti'),
  shipProgram: pair('/ship-program', '/gemi-programi', { subPaths: true }),
  campaigns: pair('/campaigns', '/kampanyalar', { subPaths: true }),
  blogs: pair('/blogs', '/bloglar', { subPaths: true }),
  mediaCenter: pair('/media-center', '/medya-merkezi', { subPaths: true }),
  newsletter: pair('/newsletter', '/bulten'),
  freightSearch: pair('/freight-search', '/lojistik-arama'),
  logisticsDictionary: pair('/logistics-dictionary', '/lojistik-sozlugu'),
  legalDocuments: pair('/legal-documents', '/yasal-dokumanlar', { subPaths: true }),
  routes: pair('/routes', '/rotalar', { subPaths: true }),
  /** The API reference for integrators (an addition of ours; Navlungo publishes one, so do we). */
  apiReference: pair('/developers', '/gelistiriciler'),
} as const;

/** The 15 fixed lane pages under /routes, with their Turkish spellings. */
export const laneRoutes = {
  turkeyAmerica: pair('/routes/turkey-america-logistics', '/rotalar/turkiye-amerika-lojistigi'),
  turkeyMorocco: pair('/routes/turkey-morocco-logistics', '/rotalar/turkiye-fas-lojistigi'),
  turkeyTunisia: pair('/routes/turkey-tunisia-logistics', '/rotalar/turkiye-tunus-lojistigi'),
  turkeyUnitedArabEmirates: pair('/routes/turkey-united-arab-emirates-logistics', '/rotalar/turkiye-birlesik-arap-emirlikleri-lojistigi'),
  turkeyEgypt: pair('/routes/turkey-egypt-logistics', '/rotalar/turkiye-misir-lojistigi'),
  chinaTurkey: pair('/routes/chinese-turkey-logistics', '/rotalar/cin-turkiye-lojistigi'),
  turkeyMexico: pair('/routes/turkey-mexico-logistics', '/rotalar/turkiye-meksika-lojistigi'),
  turkeyPeru: pair('/routes/turkey-peru-logistics', '/rotalar/turkiye-peru-lojistigi'),
  turkeyChile: pair('/routes/turkey-to-chile-logistics', '/rotalar/turkiye-sili-lojistigi'),
  turkeyTaiwan: pair('/routes/turkey-taiwan-logistics', '/rotalar/turkiye-tayvan-lojistigi'),
  turkeyIndia: pair('/routes/turkey-india-logistics', '/rotalar/turkiye-hindistan-lojistigi'),
  turkeyJapan: pair('/routes/turkey-japan-logistics', '/rotalar/turkiye-japonya-lojistigi'),
  turkeyMalaysia: pair('/routes/turkey-malaysia-logistics', '/rotalar/turkiye-malezya-lojistigi'),
  turkeySingapore: pair('/routes/turkey-singapore-logistics', '/rotalar/turkiye-singapur-lojistigi'),
  turkeySouthKorea: pair('/routes/turkey-south-korea-logistics', '/rotalar/turkiye-guney-kore-lojistigi'),
} as const;

const account = (en: string, tr: string): RoutePair =>
  pair(`/my-account${en}`, `/hesabim${tr}`, { account: true });

/** The account area (/my-account, /hesabim); detail screens take their record id in the query string (?id=). */
export const accountRoutes = {
  account: account('', ''),
  dashboard: account('/dashboard', '/panel'),
  requests: account('/requests', '/talepler'),
  requestsFilterOn: account('/requests/filter-on', '/talepler/filtreli'),
  requestsFilter: account('/requests/filter', '/talepler/filtre'),
  requestDetail: account('/requests/request-detail', '/talepler/talep-detayi'),
  requestApproved: account('/requests/request-approved', '/talepler/talep-onaylandi'),
  requestForm: account('/requests/form', '/talepler/form'),
  requestFormCompanyInvoiceInfo: account('/requests/form/company-invoice-info', '/talepler/form/firma-fatura-bilgileri'),
  requestApproval: account('/requests/approval', '/talepler/onay'),
  reservations: account('/reservations', '/rezervasyonlar'),
  reservationRequestDetails: account('/reservations/request-details', '/rezervasyonlar/talep-detaylari'),
  reservationDetails: account('/reservations/reservation-details', '/rezervasyonlar/rezervasyon-detaylari'),
  paymentTransfer: account('/reservations/payment-transfer', '/rezervasyonlar/odeme-havale'),
  paymentCreditCard: account('/reservations/payment-credit-card', '/rezervasyonlar/odeme-kredi-karti'),
  reservationConfirmation: account('/reservations/confirmation', '/rezervasyonlar/teyit'),
  profile: account('/profile', '/profil'),
  editProfile: account('/edit-profile', '/profil-duzenle'),
  changePassword: account('/change-password', '/sifre-degistir'),
  allRequests: account('/all-demands', '/tum-talepler'),
  allReservations: account('/all-reservations', '/tum-rezervasyonlar'),
  allUsers: account('/all-users', '/tum-kullanicilar'),
  apiKeys: account('/api-keys', '/api-anahtarlari'),
  webhooks: account('/webhooks', '/webhooklar'),
  accountShipProgram: account('/ship-program', '/gemi-programi'),
} as const;

/** Admin paths have one form; the locale prefix alone changes the language. */
export const adminRoutes = {
  admin: pair('/admin', '/admin', { subPaths: true }),
} as const;

export const routeTable = { ...publicRoutes, ...laneRoutes, ...accountRoutes, ...adminRoutes } as const;
export type RouteKey = keyof typeof routeTable;
export type ServiceKey = keyof typeof serviceRoutes;
export type LaneKey = keyof typeof laneRoutes;
export type AccountKey = keyof typeof accountRoutes;

/** Account screens of one record, opened with ?id=: without an id (or with one the viewer may not see) they answer 404. */
export const recordScreens: readonly AccountKey[] = [
  'requestDetail',
  'requestApproval',
  'requestApproved',
  'reservationRequestDetails',
  'reservationDetails',
  'paymentTransfer',
  'paymentCreditCard',
  'reservationConfirmation',
];

export const serviceKeys = Object.keys(serviceRoutes) as ServiceKey[];
export const laneKeys = Object.keys(laneRoutes) as LaneKey[];
export const accountKeys = Object.keys(accountRoutes) as AccountKey[];

const entries = Object.entries(routeTable) as [RouteKey, RoutePair][];

export interface RouteMatch {
  key: RouteKey;
  pair: RoutePair;
  /** Which form the path was given in; a one-form pair (admin, home) counts as both. */
  form: Locale | 'both';
  /** What follows the pair's path: a slug, a dynamic segment ('' when the path is the pair itself). */
  rest: string;
}

function restAfter(path: string, base: string, subPaths: boolean | undefined): string | null {
  if (path === base) return '';
  if (!subPaths) return null;
  const prefix = base === '/' ? '/' : `${base}/`;
  return path.startsWith(prefix) && path.length > prefix.length ? path.slice(base.length) : null;
}

/**
 * Finds the pair of a path (without locale prefix and query), given in its English or its Turkish
 * form. The longest matching pair wins, so /routes/turkey-india-logistics beats /routes.
 */
export function match(path: string): RouteMatch | null {
  let best: RouteMatch | null = null;
  let bestLength = -1;
  for (const [key, routePair] of entries) {
    for (const form of locales) {
      const base = routePair[form];
      const rest = restAfter(path, base, routePair.subPaths);
      if (rest === null || base.length <= bestLength) continue;
      bestLength = base.length;
      best = { key, pair: routePair, form: routePair.en === routePair.tr ? 'both' : form, rest };
    }
  }
  return best;
}

function splitQuery(href: string): [string, string] {
  const at = href.search(/[?#]/);
  return at === -1 ? [href, ''] : [href.slice(0, at), href.slice(at)];
}

/** The path (query and hash kept) in the given locale's form, without the locale prefix. */
export function localize(href: string, locale: Locale): string {
  const [path, query] = splitQuery(href);
  const found = match(path);
  if (!found) return href;
  return `${found.pair[locale]}${found.rest}${query}`;
}

/** The localized path of a route key, with an optional sub-path (slug) and query. */
export function routePath(key: RouteKey, locale: Locale, subPath = '', query?: Record<string, string | number | undefined>): string {
  const base = routeTable[key][locale];
  const path = subPath ? `${base === '/' ? '' : base}/${subPath.replace(/^\/+/, '')}` : base;
  const search = query
    ? new URLSearchParams(Object.entries(query).filter((e): e is [string, string | number] => e[1] !== undefined).map(([k, v]) => [k, String(v)])).toString()
    : '';
  return search ? `${path}?${search}` : path;
}

/** The full URL path including the /en prefix for English (what a browser address bar shows). */
export function withLocalePrefix(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The page file a path is served by: the English form. */
export function pagePath(path: string): string {
  return localize(path, 'en');
}

export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

export function isAccountPath(path: string): boolean {
  return match(path)?.pair.account === true;
}

/** How a route's path is linked: full-reload routes (login, register) are plain links carrying the /en prefix themselves. */
export function linkOf(path: string, key: RouteKey | undefined, locale: Locale): { href: string; fullReload: boolean } {
  const fullReload = key !== undefined && routeTable[key].fullReload === true;
  return { href: fullReload ? withLocalePrefix(path, locale) : path, fullReload };
}
