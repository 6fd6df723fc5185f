import { describe, expect, it } from 'vitest';
import {
  accountRoutes,
  laneRoutes,
  localize,
  match,
  publicRoutes,
  routePath,
  routeTable,
  withLocalePrefix,
  type RouteKey,
  linkOf,
} from '@/lib/routes';

/** The 26 public English ↔ Turkish path pairs, written out here independently of the route table. */
const specPairs: [string, string][] = [
  ['/logistics/sea-freight-lcl', '/lojistik/denizyolu-parsiyel-lcl'],
  ['/logistics/sea-freight-fcl', '/lojistik/denizyolu-full-fcl'],
  ['/logistics/warehouse-services-usa', '/lojistik/amerika-depo-hizmetleri'],
  ['/logistics/e-commerce-logistics', '/lojistik/e-ticaret-lojistigi'],
  ['/logistics/air-cargo', '/lojistik/hava-kargo'],
  ['/logistics/control-tower', '/lojistik/kontrol-kulesi'],
  ['/logistics/minivan', '/lojistik/minivan'],
  ['/about-us', '/hakkimizda'],
  ['/landing-page', '/onerilen-rotalar'],
  ['/services', '/hizmetlerimiz'],
  ['/contact-form', '/iletisim-formu'],
  ['/track-your-freight', '/yuk-takip'],
  ['/faq', '/sikca-sorulan-sorular'],
  ['/help', '/yardim'],
  ['/our-customers', '/bizi-tercih-eden-musterilerimiz'],
  ['/login', '/uye-giris'],
  ['/register', '/uye-ol'],
  ['/register/success', '/uye-ol/basarili'],
  ['/ship-program', '/gemi-programi'],
  ['/campaigns', '/kampanyalar'],
  ['/blogs', '/bloglar'],
  ['/media-center', '/medya-merkezi'],
  ['/newsletter', '/bulten'],
  ['/freight-search', '/lojistik-arama'],
  ['/logistics-dictionary', '/lojistik-sozlugu'],
  ['/legal-documents', '/yasal-dokumanlar'],
];

const specLanes = [
  'turkey-america-logistics',
  'turkey-morocco-logistics',
  'turkey-tunisia-logistics',
  'turkey-united-arab-emirates-logistics',
  'turkey-egypt-logistics',
  'chinese-turkey-logistics',
  'turkey-mexico-logistics',
  'turkey-peru-logistics',
  'turkey-to-chile-logistics',
  'turkey-taiwan-logistics',
  'turkey-india-logistics',
  'turkey-japan-logistics',
  'turkey-malaysia-logistics',
  'turkey-singapore-logistics',
  'turkey-south-korea-logistics',
];

const allPairs = Object.entries(routeTable) as [RouteKey, (typeof routeTable)[RouteKey]][];

describe('the route table', () => {
  it('holds the 26 public page pairs exactly', () => {
    const table = Object.values(publicRoutes).map((pair) => [pair.en, pair.tr]);
    for (const specPair of specPairs) expect(table).toContainEqual(specPair);
    // + /routes ↔ /rotalar, /developers ↔ /gelistiriciler, /company-invitation ↔ /firma-daveti, and the tracking-alert mails' two links
    expect(table.filter(([en]) => en !== '/')).toHaveLength(specPairs.length + 5);
  });

  it('holds the 15 fixed lane pages under /routes with Turkish spellings under /rotalar', () => {
    expect(Object.values(laneRoutes).map((pair) => pair.en)).toEqual(specLanes.map((slug) => `/routes/${slug}`));
    for (const pair of Object.values(laneRoutes)) {
      expect(pair.tr).toMatch(/^\/rotalar\/[a-z-]+-lojistigi$/);
    }
    expect(laneRoutes.turkeyAmerica.tr).toBe('/rotalar/turkiye-amerika-lojistigi');
    expect(laneRoutes.chinaTurkey.tr).toBe('/rotalar/cin-turkiye-lojistigi');
  });

  it('covers every account sub-screen under /my-account ↔ /hesabim', () => {
    const english = Object.values(accountRoutes).map((pair) => pair.en.replace('/my-account', '') || '/');
    expect(english).toEqual(
      expect.arrayContaining([
        '/ship-program',
        '/requests',
        '/requests/filter-on',
        '/requests/filter',
        '/requests/request-detail',
        '/requests/request-approved',
        '/requests/form',
        '/requests/form/company-invoice-info',
        '/requests/approval',
        '/profile',
        '/dashboard',
        '/edit-profile',
        '/all-demands',
        '/all-reservations',
        '/change-password',
        '/all-users',
        '/reservations',
        '/reservations/request-details',
        '/reservations/reservation-details',
        '/reservations/payment-transfer',
        '/reservations/payment-credit-card',
        '/reservations/confirmation',
        '/api-keys',
        '/webhooks',
      ]),
    );
    for (const pair of Object.values(accountRoutes)) expect(pair.tr.startsWith('/hesabim')).toBe(true);
    expect(accountRoutes.requests.tr).toBe('/hesabim/talepler');
    expect(accountRoutes.reservations.tr).toBe('/hesabim/rezervasyonlar');
    expect(accountRoutes.changePassword.tr).toBe('/hesabim/sifre-degistir');
  });

  it('has no two pairs sharing a path', () => {
    const paths = allPairs.flatMap(([, pair]) => (pair.en === pair.tr ? [pair.en] : [pair.en, pair.tr]));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('marks login, register and register success as full-reload routes', () => {
    const fullReload = allPairs.filter(([, pair]) => pair.fullReload).map(([key]) => key);
    expect(fullReload.sort()).toEqual(['login', 'register', 'registerSuccess']);
  });
});

describe('match and localize, every pair in both directions', () => {
  it.each(allPairs)('%s', (key, pair) => {
    for (const form of [pair.en, pair.tr]) {
      expect(match(form)?.key).toBe(key);
      expect(localize(form, 'en')).toBe(pair.en);
      expect(localize(form, 'tr')).toBe(pair.tr);
    }
  });
});

describe('sub-paths, dynamic segments and the query string', () => {
  it.each([
    ['/blogs/container-shortage-2026', '/bloglar/container-shortage-2026'],
    ['/media-center/press/2026', '/medya-merkezi/press/2026'],
    ['/landing-page/izmir-hamburg', '/onerilen-rotalar/izmir-hamburg'],
    ['/campaigns/lcl-spring', '/kampanyalar/lcl-spring'],
    ['/routes/turkey-germany-logistics', '/rotalar/turkey-germany-logistics'],
    ['/legal-documents/kvkk', '/yasal-dokumanlar/kvkk'],
    ['/ship-program/mersin-jebel-ali', '/gemi-programi/mersin-jebel-ali'],
    ['/services/air-cargo', '/hizmetlerimiz/air-cargo'],
  ])('%s ↔ %s', (en, tr) => {
    expect(localize(en, 'tr')).toBe(tr);
    expect(localize(tr, 'en')).toBe(en);
  });

  it('pairs the company admin\'s integration screens (API keys, webhooks)', () => {
    expect(localize('/hesabim/webhooklar', 'en')).toBe('/my-account/webhooks');
    expect(localize('/my-account/webhooks', 'tr')).toBe('/hesabim/webhooklar');
    expect(match('/hesabim/api-anahtarlari')?.key).toBe('apiKeys');
    expect(match('/my-account/webhooks')?.key).toBe('webhooks');
  });

  it('prefers the longest pair (a fixed lane over /routes)', () => {
    expect(match('/rotalar/turkiye-hindistan-lojistigi')?.key).toBe('turkeyIndia');
    expect(match('/routes/turkey-india-logistics')?.rest).toBe('');
  });

  it('keeps the query string and hash', () => {
    expect(localize('/hesabim/talepler/talep-detayi?id=42#offers', 'en')).toBe('/my-account/requests/request-detail?id=42#offers');
    expect(localize('/freight-search?origin=TRMER&destination=DEHAM', 'tr')).toBe('/lojistik-arama?origin=TRMER&destination=DEHAM');
  });

  it('does not give sub-paths to pages without them', () => {
    expect(match('/faq/anything')).toBeNull();
    expect(match('/lojistik/hava-kargo/x')).toBeNull();
    expect(localize('/unknown/path', 'tr')).toBe('/unknown/path');
  });

  it('keeps admin paths in one form', () => {
    expect(localize('/admin/languages', 'tr')).toBe('/admin/languages');
    expect(match('/admin/languages')?.form).toBe('both');
  });
});

describe('routePath and withLocalePrefix', () => {
  it('builds localized paths with slug and query', () => {
    expect(routePath('campaigns', 'tr', 'lcl-spring')).toBe('/kampanyalar/lcl-spring');
    expect(routePath('requestDetail', 'en', '', { id: 7 })).toBe('/my-account/requests/request-detail?id=7');
    expect(routePath('home', 'en')).toBe('/');
  });
  it('prefixes English only', () => {
    expect(withLocalePrefix('/login', 'en')).toBe('/en/login');
    expect(withLocalePrefix('/', 'en')).toBe('/en');
    expect(withLocalePrefix('/uye-giris', 'tr')).toBe('/uye-giris');
  });
});

describe('linkOf', () => {
  it('gives full-reload routes their locale prefix and leaves the rest to the router', () => {
    expect(linkOf('/register', 'register', 'en')).toEqual({ href: '/en/register', fullReload: true });
    expect(linkOf('/uye-ol', 'register', 'tr')).toEqual({ href: '/uye-ol', fullReload: true });
    expect(linkOf('/about-us', 'aboutUs', 'en')).toEqual({ href: '/about-us', fullReload: false });
    expect(linkOf('/somewhere', undefined, 'en')).toEqual({ href: '/somewhere', fullReload: false });
  });
});
