import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istanbulToday } from '@/lib/domain/business-date';
import { localize, withLocalePrefix, type Locale } from '@/lib/routes';
import type { FreightSearchAnswer } from '@/lib/schemas/freight';
import { acceptsGzip } from '../../scripts/http/compress-response.mjs';
import { startTestApi, type SessionCookies, type TestApi } from './harness';

// [P1] The account screens are prerendered shells: their data comes from GET /api/Account/Screen (a navigation) or,
// on a full page load, from the production server, which answers the page's status and puts the data into the shell.
let api: TestApi;
let customer: SessionCookies;
let colleague: SessionCookies;
let customerRequest = 0;
let page: { url: string; server: Server };

/** A page as Next prerenders it for a page file and language: its header's link to the other language leads to the page's pair, without a query. */
function shellOf(locale: Locale, pageFile: string): string {
  const other: Locale = locale === 'tr' ? 'en' : 'tr';
  const pair = withLocalePrefix(localize(pageFile, other), other);
  return `<!DOCTYPE html><html lang="${locale}"><head><meta name="shell" content="${locale}${pageFile}"></head><body><header><a href="${withLocalePrefix('/', locale)}">Navlun</a><a data-client-link="" lang="${other}" hrefLang="${other}" aria-label="${other}" href="${pair}">${other}</a></header><div id="__next"></div><script id="__NEXT_DATA__" type="application/json">{}</script></body></html>`;
}
/** The href of the header's link to the other language. */
const languageHref = (html: string, other: Locale) => new RegExp(`hrefLang="${other}"[^>]* href="([^"]*)"`).exec(html)?.[1];

beforeAll(async () => {
  api = await startTestApi();
  customer = await api.session(await api.demoToken('customer@navlunport.test'));
  colleague = await api.session(await api.demoToken('colleague@navlunport.test'));
  const search = { mode: 'SEA_LCL', origin: 'TRMER', destination: 'USNYC', readyDate: istanbulToday(), orderDimensionList: [{ packageType: 'PALLET', length: 120, width: 80, height: 100, dimensionUnit: 'cm', weight: 300, weightUnit: 'kg', count: 2 }] };
  const offers = (await api.call('POST', '/api/Freight/Search', { body: search })).json.data as FreightSearchAnswer;
  const created = await api.call('POST', '/api/Demand/Create', { body: { search, tariffId: offers.offers[0]!.tariffId }, bearer: await api.demoToken('customer@navlunport.test') });
  customerRequest = (created.json.data as { id: number }).id;

  // The production server's part (scripts/server.mjs), with a shell of our own in place of Next's prerendered file.
  const { accountScreenAt, answerAccountScreenPage } = await import('@/lib/server/account/screen-page');
  const server = createServer((req, res) => {
    const screen = accountScreenAt((req.url ?? '/').split('?')[0]!);
    if (!screen) return void res.writeHead(418).end();
    void answerAccountScreenPage(req, res, screen, shellOf, {
      gzip: acceptsGzip(req.headers['accept-encoding']),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  page = { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
});
afterAll(async () => {
  page?.server.close();
  await api?.close();
});

const cookieOf = (session: SessionCookies) => ({ navlun_session: session.navlun_session });
const open = (path: string, session?: SessionCookies, cookie = session ? `navlun_session=${session.navlun_session}` : undefined, headers: Record<string, string> = {}) =>
  fetch(`${page.url}${path}`, { redirect: 'manual', headers: { ...headers, ...(cookie ? { cookie } : {}) } });
const screenData = (html: string) => JSON.parse(/<script id="__SCREEN_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as Record<string, unknown> | null;

describe('GET /api/Account/Screen', () => {
  it('answers the screen’s data for the signed-in user, as its page used to be rendered from', async () => {
    const answer = await api.call('GET', `/api/Account/Screen?screen=requestDetail&id=${customerRequest}`, { cookies: cookieOf(customer) });
    expect(answer.status).toBe(200);
    const data = answer.json.data as { sessionUser: { email: string }; requiredRoles: null; request: { id: number }; actions: string[]; today: string };
    expect(data.sessionUser.email).toBe('customer@navlunport.test');
    expect(data.requiredRoles).toBeNull();
    expect(data.request.id).toBe(customerRequest);
    expect(data.actions).toContain('cancel');
    expect(data.today).toBe(istanbulToday());
    expect(answer.headers.get('cache-control')).toContain('no-store');
  });

  it('passes a list’s own query on: filters, sort and page', async () => {
    const answer = await api.call('GET', '/api/Account/Screen?screen=requests&status=submitted&size=10', { cookies: cookieOf(customer) });
    const data = answer.json.data as { state: { filters: { status: string[] }; size: number }; page: { items: { id: number }[] } };
    expect(answer.status).toBe(200);
    expect(data.page.items.map((item) => item.id)).toContain(customerRequest);
    expect(JSON.stringify(data.state)).toContain('submitted');
  });

  it('names the roles a screen needs, without its data, for a user who has none of them', async () => {
    const answer = await api.call('GET', '/api/Account/Screen?screen=allUsers', { cookies: cookieOf(customer) });
    expect(answer.status).toBe(200);
    const data = answer.json.data as Record<string, unknown>;
    expect(data.requiredRoles).toEqual(['CompanyAdmin', 'Admin']);
    expect(data).not.toHaveProperty('users');
  });

  it('answers 404 for another user’s record, a missing one and one without an id, 401 without a session, 400 for an unknown screen', async () => {
    expect((await api.call('GET', `/api/Account/Screen?screen=requestDetail&id=${customerRequest}`, { cookies: cookieOf(colleague) })).status).toBe(404);
    expect((await api.call('GET', '/api/Account/Screen?screen=requestDetail&id=999999', { cookies: cookieOf(customer) })).status).toBe(404);
    expect((await api.call('GET', '/api/Account/Screen?screen=reservationDetails', { cookies: cookieOf(customer) })).status).toBe(404);
    expect((await api.call('GET', '/api/Account/Screen?screen=dashboard')).status).toBe(401);
    const unknown = await api.call('GET', '/api/Account/Screen?screen=nothing', { cookies: cookieOf(customer) });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors?.[0]?.field).toBe('screen');
  });
});

describe('a full page load of an account screen (the production server)', () => {
  it('puts the viewer’s data into the screen’s prerendered shell, in either language', async () => {
    const tr = await open(`/hesabim/talepler/talep-detayi?id=${customerRequest}`, customer);
    expect(tr.status).toBe(200);
    expect(tr.headers.get('cache-control')).toBe('private, no-store');
    expect(tr.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await tr.text();
    expect(html).toContain('<meta name="shell" content="tr/my-account/requests/request-detail">');
    const data = screenData(html) as { sessionUser: { email: string }; request: { id: number } };
    expect(data.sessionUser.email).toBe('customer@navlunport.test');
    expect(data.request.id).toBe(customerRequest);
    // Before the end of the body, after Next's own data.
    expect(html.indexOf('__SCREEN_DATA__')).toBeGreaterThan(html.indexOf('__NEXT_DATA__'));
    expect(html.endsWith('</body></html>')).toBe(true);
    // The language link leads to the pair of this address, its query kept, before the header's code runs.
    expect(languageHref(html, 'en')).toBe(`/en/my-account/requests/request-detail?id=${customerRequest}`);
    // Marked as a signed-in page: the header hides its sign-in buttons until it knows its user.
    expect(html).toContain('<html lang="tr" data-session="">');
    // gzipped as one stream (the shell's part compressed once), and the same page for a client that takes no gzip.
    expect(tr.headers.get('content-encoding')).toBe('gzip');
    const plain = await open(`/hesabim/talepler/talep-detayi?id=${customerRequest}`, customer, undefined, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
    const en = await open('/en/my-account/dashboard', customer);
    expect(en.status).toBe(200);
    const english = await en.text();
    expect(english).toContain('content="en/my-account/dashboard"');
    expect(screenData(english)).toHaveProperty('dashboard');
    expect(languageHref(english, 'tr')).toBe('/hesabim/panel');
  });

  it('keeps a list’s query in the language link, escaped, gzipped or not', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const list = await open('/en/my-account/requests?status=submitted&size=10', customer, undefined, { 'accept-encoding': encoding });
      expect(list.status).toBe(200);
      const html = await list.text();
      expect(html).toContain('hrefLang="tr" aria-label="tr" href="/hesabim/talepler?status=submitted&amp;size=10"');
      expect(languageHref(html, 'tr')).toBe('/hesabim/talepler?status=submitted&amp;size=10');
      expect(screenData(html)).toHaveProperty('page');
    }
    const { withScreenData } = await import('@/lib/server/account/screen-page');
    const html = withScreenData(shellOf('tr', '/my-account/requests'), { key: 'requests', locale: 'tr', pageFile: '/my-account/requests' }, 'q="><script>x</script>&a', {});
    expect(languageHref(html, 'en')).toBe('/en/my-account/requests?q=&quot;&gt;&lt;script&gt;x&lt;/script&gt;&amp;a');
    expect(html).not.toContain('<script>x');
  });

  it('sends a visitor without a live session to the localized login page, removing a stale cookie', async () => {
    const none = await open('/hesabim/panel');
    expect(none.status).toBe(307);
    expect(none.headers.get('location')).toBe('/uye-giris');
    expect(none.headers.get('set-cookie')).toBeNull();
    const forged = await open('/en/my-account/dashboard', undefined, 'navlun_session=forged.token.value');
    expect(forged.status).toBe(307);
    expect(forged.headers.get('location')).toBe('/en/login');
    expect(forged.headers.get('set-cookie')).toContain('navlun_session=;');
  });

  it('answers 403 with the explanation’s data, and the 404 page for a record the viewer may not see', async () => {
    const forbidden = await open('/hesabim/tum-kullanicilar', customer);
    expect(forbidden.status).toBe(403);
    expect(screenData(await forbidden.text())).toMatchObject({ requiredRoles: ['CompanyAdmin', 'Admin'] });
    const theirs = await open(`/hesabim/talepler/talep-detayi?id=${customerRequest}`, colleague);
    expect(theirs.status).toBe(404);
    // Next's prerendered 404 page in the address's language, without the viewer's data.
    const notFound = await theirs.text();
    expect(notFound).toContain('<meta name="shell" content="tr/404">');
    expect(screenData(notFound)).toBeNull();
    // Its language link leads to the address's pair, query kept (the prerendered page's leads to /en/404).
    expect(languageHref(notFound, 'en')).toBe(`/en/my-account/requests/request-detail?id=${customerRequest}`);
    const english = await open('/en/my-account/reservations/reservation-details', customer);
    expect(english.status).toBe(404);
    const englishNotFound = await english.text();
    expect(englishNotFound).toContain('<meta name="shell" content="en/404">');
    expect(languageHref(englishNotFound, 'tr')).toBe(localize('/my-account/reservations/reservation-details', 'tr'));
    expect(theirs.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps text in the data from closing its script element', async () => {
    const { withScreenData } = await import('@/lib/server/account/screen-page');
    const html = withScreenData(shellOf('tr', '/my-account/dashboard'), { key: 'dashboard', locale: 'tr', pageFile: '/my-account/dashboard' }, '', { note: '</script><script>alert(1)</script>\u2028' });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(screenData(html)).toEqual({ note: '</script><script>alert(1)</script>\u2028' });
  });
});

describe('which paths are account screens', () => {
  it('knows each screen in its canonical form and leaves every other path, and every redirect, to Next', async () => {
    const { accountScreenAt } = await import('@/lib/server/account/screen-page');
    expect(accountScreenAt('/hesabim')).toEqual({ key: 'account', locale: 'tr', pageFile: '/my-account' });
    expect(accountScreenAt('/hesabim/rezervasyonlar/odeme-havale')).toEqual({ key: 'paymentTransfer', locale: 'tr', pageFile: '/my-account/reservations/payment-transfer' });
    expect(accountScreenAt('/en/my-account/requests')).toEqual({ key: 'requests', locale: 'en', pageFile: '/my-account/requests' });
    for (const other of ['/', '/en', '/hakkimizda', '/admin', '/admin/requests', '/en/my-account/dashboard/', '/hesabim/PANEL', '/my-account/dashboard', '/en/hesabim/panel', '/hesabim/panel/extra', '/hesabim/../panel']) {
      expect(accountScreenAt(other), other).toBeNull();
    }
  });
});
