import { expect, test, type Page } from '@playwright/test';

/**
 * The lane pages (/routes/<slug> ↔ /rotalar/<slug>), the route index and the recommended routes, in
 * Turkish and English: modes with prices and their date, customs notes, the pre-filled search, generated
 * lanes, wrong-language redirects.
 */

const canonicalOf = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');
const alternateOf = (page: Page, lang: string) => page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href');
const pathOf = (url: string | null) => new URL(url ?? '', 'http://x').pathname;

test('a fixed lane page in Turkish: modes, prices with their date, customs notes, sailings and a pre-filled search', async ({ page, isMobile }) => {
  const response = await page.goto('/rotalar/turkiye-amerika-lojistigi');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Türkiye'den Amerika'ya lojistik");
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

  const modes = page.getByTestId('lane-mode');
  await expect(modes.first()).toBeVisible();
  expect(await modes.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-mode')))).toEqual(expect.arrayContaining(['SEA_FCL', 'SEA_LCL', 'AIR']));
  const fcl = page.locator('[data-testid="lane-mode"][data-mode="SEA_FCL"]');
  await expect(fcl.getByTestId('lane-price').first()).toContainText('$');
  await expect(fcl).toContainText("40' HC konteyner başına");
  await expect(fcl.getByTestId('lane-transit')).toHaveText(/^\d+–\d+ gün$|^\d+ gün$/);
  await expect(page.getByTestId('lane-as-of')).toHaveText(/Tahmini, \d{1,2} [A-ZÇĞİÖŞÜa-zçğıöşü]+ 20\d\d itibarıyla/);

  const customs = page.getByTestId('lane-customs');
  await expect(customs).toContainText('ISF');
  await expect(customs).toContainText('FDA');
  await expect(customs).toContainText('gümrük müşavirinizle');

  const sailings = isMobile ? page.getByTestId('lane-sailings-cards') : page.getByTestId('lane-sailings-table');
  const programLink = sailings.getByRole('link').first();
  await expect(programLink).toBeVisible();
  expect(await programLink.getAttribute('href')).toMatch(/^\/gemi-programi\/tr[a-z]{3}-us[a-z]{3}$/);

  // the freight search form, loaded after the page, starts with the lane: a Turkish port to a US port
  const origin = page.locator('#search-origin');
  await expect(origin).toHaveValue(/\(TR[A-Z]{3}\)$/);
  await expect(page.locator('#search-destination')).toHaveValue(/\(US[A-Z]{3}\)$/);

  expect(pathOf(await canonicalOf(page))).toBe('/rotalar/turkiye-amerika-lojistigi');
  expect(pathOf(await alternateOf(page, 'en'))).toBe('/en/routes/turkey-america-logistics');
});

test('a fixed lane page in English keeps its odd slug and its own notes', async ({ page }) => {
  const response = await page.goto('/en/routes/turkey-to-chile-logistics');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logistics from Türkiye to Chile');
  await expect(page.getByTestId('lane-mode').first()).toBeVisible();
  await expect(page.getByTestId('lane-price').first()).toContainText('$');
  await expect(page.getByTestId('lane-as-of')).toHaveText(/Indicative, as of [A-Z][a-z]+ \d{1,2}, 20\d\d/);
  await expect(page.getByTestId('lane-customs')).toContainText('free trade agreement');
  await expect(page.getByTestId('lane-customs')).toContainText('customs broker');
  await expect(page.locator('#search-origin')).toHaveValue(/\(TR[A-Z]{3}\)$/);
  await expect(page.locator('#search-destination')).toHaveValue(/\(CL[A-Z]{3}\)$/);
  expect(pathOf(await alternateOf(page, 'tr'))).toBe('/rotalar/turkiye-sili-lojistigi');
});

test('a generated lane exists in both languages with its own spelling and the EU notes', async ({ page }) => {
  expect((await page.goto('/en/routes/turkey-germany-logistics'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logistics from Türkiye to Germany');
  await expect(page.getByTestId('lane-mode').first()).toBeVisible();
  await expect(page.getByTestId('lane-customs')).toContainText('A.TR');
  expect(pathOf(await canonicalOf(page))).toBe('/en/routes/turkey-germany-logistics');
  expect(pathOf(await alternateOf(page, 'tr'))).toBe('/rotalar/turkiye-almanya-lojistigi');

  expect((await page.goto('/rotalar/turkiye-almanya-lojistigi'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Türkiye'den Almanya ülkesine lojistik");
  await expect(page.getByTestId('lane-customs')).toContainText('EORI');
  await expect(page.locator('#search-destination')).toHaveValue(/\(DE[A-Z]{3}\)$|\(FRA\)$|\(LEJ\)$/);
  expect(pathOf(await alternateOf(page, 'en'))).toBe('/en/routes/turkey-germany-logistics');

  // an import lane of the same country
  expect((await page.goto('/en/routes/germany-turkey-logistics'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logistics from Germany to Türkiye');
});

test('a slug in the other language, or an alias of a fixed lane, redirects permanently; unknown lanes are 404', async ({ request, isMobile }) => {
  test.skip(isMobile, 'HTTP checks run once');
  const cases: [string, string][] = [
    ['/en/routes/turkiye-almanya-lojistigi', '/en/routes/turkey-germany-logistics'],
    ['/rotalar/turkey-germany-logistics', '/rotalar/turkiye-almanya-lojistigi'],
    ['/en/routes/turkiye-fas-lojistigi', '/en/routes/turkey-morocco-logistics'],
    ['/en/routes/turkey-chile-logistics', '/en/routes/turkey-to-chile-logistics'],
    ['/rotalar/turkiye-abd-lojistigi', '/rotalar/turkiye-amerika-lojistigi'],
    ['/onerilen-rotalar/turkiye-fas-lojistigi', '/rotalar/turkiye-fas-lojistigi'],
    ['/en/landing-page/turkey-germany-logistics', '/en/routes/turkey-germany-logistics'],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(pathOf(response.headers().location ?? null), from).toBe(to);
  }
  for (const path of ['/en/routes/turkey-atlantis-logistics', '/rotalar/turkiye-brezilya-lojistigi', '/en/landing-page/nowhere-logistics']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
});

test('the recommended routes list the 15 fixed lanes with modes and "from" prices', async ({ page }) => {
  expect((await page.goto('/onerilen-rotalar'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Önerilen rotalar');
  const cards = page.getByTestId('lane-card');
  await expect(cards).toHaveCount(15);
  await expect(cards.filter({ hasText: 'Çin → Türkiye' })).toHaveCount(1);
  await expect(page.getByTestId('lane-card-price').first()).toContainText('Başlangıç:');
  await expect(page.getByTestId('lane-as-of')).toContainText('itibarıyla');
  await cards.filter({ hasText: 'Türkiye → Şili' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/rotalar\/turkiye-sili-lojistigi$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Türkiye'den Şili'ye lojistik");
  // reached by a link: the page's own texts and notes come with it
  await expect(page.getByTestId('lane-customs')).toContainText('Türkiye ile Şili arasında serbest ticaret anlaşması');

  expect((await page.goto('/en/landing-page'))?.status()).toBe(200);
  await expect(page.getByTestId('lane-card')).toHaveCount(15);
  await expect(page.getByTestId('lane-card').filter({ hasText: 'China → Türkiye' })).toHaveCount(1);
  await expect(page.getByTestId('lane-card-price').first()).toContainText('from');
});

test('the route index lists the featured lanes and every country with tariffs, alphabetically', async ({ page }) => {
  expect((await page.goto('/rotalar'))?.status()).toBe(200);
  await expect(page.getByTestId('lane-card')).toHaveCount(15);
  const countries = page.getByTestId('lane-country');
  expect(await countries.count()).toBeGreaterThan(20);
  const names = await countries.evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent ?? ''));
  expect(names).toEqual([...names].sort(new Intl.Collator('tr').compare));
  const germany = page.locator('[data-testid="lane-country"][data-country="DE"]');
  await expect(germany).toContainText('Almanya');
  await germany.getByRole('link', { name: "Türkiye'den" }).click();
  await expect(page).toHaveURL(/\/rotalar\/turkiye-almanya-lojistigi$/);

  await page.goto('/en/routes');
  await page.getByLabel('Find a country').fill('nether');
  await expect(page.getByTestId('lane-country')).toHaveCount(1);
  await expect(page.getByTestId('lane-country')).toContainText('Netherlands');
});
