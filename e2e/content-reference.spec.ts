import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../lib/routes';
import { holdScripts } from './support/hold-scripts';
import trCommon from '../public/locales/tr/common.json';
import enCommon from '../public/locales/en/common.json';
import trContent from '../public/locales/tr/content.json';
import enContent from '../public/locales/en/content.json';

/**
 * The reference pages of [M4] in Turkish and English: the FAQ (search with Turkish folding, anchors,
 * FAQPage JSON-LD), help, legal documents (version, effective date, the language switch to the other
 * slug, print), the logistics dictionary (letter index, search, permalinks, DefinedTerm JSON-LD), the
 * services and their details, the service pages' marketing content; axe on every one of them.
 */

const common = { tr: trCommon, en: enCommon } as const;
const content = { tr: trContent, en: enContent } as const;

async function acceptCookies(page: Page, locale: Locale) {
  await page.getByRole('button', { name: common[locale].cookie.accept }).click();
}

async function switchLanguage(page: Page, from: Locale, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: common[from].header.openMenu }).click();
  await page.getByRole('link', { name: common[from].language.switchToLabel }).click();
}

async function jsonLd(page: Page): Promise<unknown[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => {
    const data = JSON.parse(block) as unknown;
    return Array.isArray(data) ? data : [data];
  });
}

const typed = (data: unknown[], type: string) => data.filter((item) => (item as { '@type'?: string })['@type'] === type) as Record<string, unknown>[];

test.describe('FAQ', () => {
  test('tr: "gumruk" finds the customs questions and hides the others; no match offers the contact form', async ({ page }) => {
    const response = await page.goto('/sikca-sorulan-sorular');
    expect(response?.status()).toBe(200);
    await acceptCookies(page, 'tr');
    const customs = page.locator('#gumruk-islemleri-ne-kadar-surer');
    const general = page.locator('#navlunport-nedir');
    await expect(customs).toBeVisible();
    await expect(general).toBeVisible();
    const total = await page.getByTestId('faq-item').count();
    expect(total).toBeGreaterThanOrEqual(30);

    await page.getByLabel(trContent.faq.searchLabel).fill('gumruk');
    await expect(general).toBeHidden();
    await expect(customs).toBeVisible();
    await expect(customs).toContainText('Gümrük işlemleri ne kadar sürer?');
    const shown = await page.getByTestId('faq-item').filter({ visible: true }).count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(total);
    await expect(page.getByTestId('faq-search-status')).toHaveText(`${shown} soru eşleşiyor`);
    for (const text of await page.getByTestId('faq-item').filter({ visible: true }).allTextContents()) expect(text.toLocaleLowerCase('tr')).toContain('gümrük');

    // upper case with dotted İ folds the same way
    await page.getByLabel(trContent.faq.searchLabel).fill('GÜMRÜK İŞLEMLERİ');
    await expect(customs).toBeVisible();
    await expect(general).toBeHidden();

    await page.getByLabel(trContent.faq.searchLabel).fill('zebra kargo');
    const noMatch = page.getByTestId('faq-no-match');
    await expect(noMatch).toContainText('“zebra kargo” ile eşleşen bir soru bulamadık');
    await expect(noMatch.getByRole('link', { name: trContent.faq.contactUs })).toHaveAttribute('href', '/iletisim-formu');
    await expect(page.getByTestId('faq-item').filter({ visible: true })).toHaveCount(0);

    await page.getByLabel(trContent.faq.searchLabel).fill('');
    await expect(page.getByTestId('faq-item').filter({ visible: true })).toHaveCount(total);

    const faqPage = typed(await jsonLd(page), 'FAQPage')[0]!;
    expect((faqPage.mainEntity as unknown[]).length).toBe(total);
  });

  /**
   * The question an address names is open and at the top of the screen, just below the header (its scroll margin),
   * wholly visible and not under the header, and it stays there once the page has settled.
   */
  async function expectOpenAtTop(page: Page, slug: string, question: string) {
    const item = page.locator(`#${slug}`);
    const summary = item.getByRole('button', { name: question });
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
    await expect(item.getByRole('region', { name: question })).toBeVisible();
    const offset = () =>
      item.evaluate(async (element) => {
        // Two frames: a layout change waiting for the next frame (content-visibility, the accordion) has happened.
        for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
        return Math.abs(element.getBoundingClientRect().top - parseFloat(getComputedStyle(element).scrollMarginTop));
      });
    // Within a pixel of its place (a layout in fractions of a pixel).
    await expect.poll(offset).toBeLessThan(1);
    await expect(summary).toBeInViewport({ ratio: 1 });
    // Not under the sticky header: the summary itself is what is shown at its centre.
    expect(await summary.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    })).toBe(true);
    await page.waitForLoadState('load');
    expect(await offset()).toBeLessThan(1);
  }

  test('en: "customs" filters, and a #slug link opens its question', async ({ page }) => {
    await page.goto('/en/faq#how-long-does-customs-clearance-take');
    await acceptCookies(page, 'en');
    const customs = page.locator('#how-long-does-customs-clearance-take');
    await expectOpenAtTop(page, 'how-long-does-customs-clearance-take', 'How long does customs clearance take?');

    await page.getByLabel(enContent.faq.searchLabel).fill('Customs');
    await expect(page.locator('#what-is-navlunport')).toBeHidden();
    await expect(customs).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: enContent.categories.faq.customs })).toBeVisible();
  });

  // The questions' island comes alive at once for an address with a #slug and takes the place of the server's markup,
  // where the browser has already scrolled to the question. Its code arriving late (a cold cache, a slow network)
  // must not move the question: before, the categories above it fell back to their content-visibility placeholders
  // once the new elements were no longer :target, and the question slid away from the top.
  test("tr: a #slug address keeps its question open at the top when the questions' code arrives after the page", async ({ page }) => {
    const path = '/sikca-sorulan-sorular';
    const scripts = await holdScripts(page, path, 'later');
    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'necessary'));
    // Not waiting for "load": a held chunk the page asked for before it would hold the load event too.
    await page.goto(`${path}#gumruk-islemleri-ne-kadar-surer`, { waitUntil: 'domcontentloaded' });
    // Hydrated: it removes the cookie banner of the server's markup (hidden for a visitor who chose already).
    await expect(page.locator(`[role="dialog"][aria-label="${common.tr.cookie.label}"]`)).toHaveCount(0);
    await expect.poll(scripts.held).toBeGreaterThan(0);
    // The server's markup, scrolled to its question by the browser; not yet open (the server can't know the address's #).
    await expect(page.locator('#gumruk-islemleri-ne-kadar-surer')).toBeInViewport();
    await scripts.release();
    await expectOpenAtTop(page, 'gumruk-islemleri-ne-kadar-surer', 'Gümrük işlemleri ne kadar sürer?');
  });
});

test.describe('dictionary', () => {
  test('tr: the Turkish letter index jumps to its letter; search folds Turkish letters; each term has its permalink', async ({ page }) => {
    const response = await page.goto('/lojistik-sozlugu');
    expect(response?.status()).toBe(200);
    await acceptCookies(page, 'tr');
    const index = page.getByRole('navigation', { name: trContent.dictionary.letterIndex });
    const letters = await index.getByRole('listitem').allTextContents();
    expect(letters.slice(0, 29).join(' ')).toBe('A B C Ç D E F G Ğ H I İ J K L M N O Ö P R S Ş T U Ü V Y Z');
    // Ğ starts no term: shown, not a link
    await expect(index.getByRole('link', { name: 'Ğ', exact: true })).toHaveCount(0);
    await expect(index.locator('[aria-disabled="true"]', { hasText: 'Ğ' })).toHaveCount(1);

    await index.getByRole('link', { name: 'K', exact: true }).click();
    await expect(page).toHaveURL(/#letter-K$/);
    await expect(page.locator('#letter-K')).toBeInViewport();
    await expect(page.locator('#letter-K')).toContainText('Konşimento');

    const terms = page.getByTestId('dictionary-term');
    const total = await terms.count();
    const data = await jsonLd(page);
    expect(typed(data, 'DefinedTerm')).toHaveLength(total);
    expect(typed(data, 'DefinedTerm').find((term) => term.name === 'Konşimento')?.url).toMatch(/\/lojistik-sozlugu#konsimento$/);

    const search = page.getByLabel(trContent.dictionary.searchLabel);
    await search.fill('konsimento');
    await expect(page.locator('#konsimento')).toBeVisible();
    await expect(page.locator('#demuraj')).toBeHidden();
    const shown = await terms.filter({ visible: true }).count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(total);
    // the index follows the search: D has no match now
    await expect(index.getByRole('link', { name: 'D', exact: true })).toHaveCount(0);
    await search.fill('B/L');
    await expect(page.locator('#konsimento')).toBeVisible();
    await search.fill('');
    await expect(terms.filter({ visible: true })).toHaveCount(total);

    const term = page.locator('#konsimento');
    await expect(term.getByRole('link', { name: 'Konşimento teriminin kalıcı bağlantısı' })).toHaveAttribute('href', '#konsimento');
    await expect(term.getByRole('button', { name: 'Bağlantıyı kopyala (Konşimento)' })).toBeVisible();
  });

  test('en: A–Z, a permalink opened directly, search and copy link', async ({ page, context, browserName }) => {
    await page.goto('/en/logistics-dictionary#bill-of-lading');
    await acceptCookies(page, 'en');
    await expect(page.locator('#bill-of-lading')).toBeInViewport();
    const index = page.getByRole('navigation', { name: enContent.dictionary.letterIndex });
    expect((await index.getByRole('listitem').allTextContents()).slice(0, 26).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    await index.getByRole('link', { name: 'D', exact: true }).click();
    await expect(page.locator('#letter-D')).toBeInViewport();

    await page.getByLabel(enContent.dictionary.searchLabel).fill('demurrage');
    await expect(page.locator('#demurrage')).toBeVisible();
    await expect(page.locator('#bill-of-lading')).toBeHidden();

    if (browserName === 'chromium') {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.locator('#demurrage').getByRole('button', { name: 'Copy link (Demurrage)' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Link to Demurrage copied' })).toHaveCount(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/en\/logistics-dictionary#demurrage$/);
    }
  });
});

test.describe('legal documents', () => {
  test('tr: the listing shows versions and dates; a document shows its version, effective date and contents; the switch lands on the English slug', async ({ page, isMobile }) => {
    const response = await page.goto('/yasal-dokumanlar');
    expect(response?.status()).toBe(200);
    await acceptCookies(page, 'tr');
    const documents = page.getByTestId('legal-document');
    await expect(documents).toHaveCount(5);
    await expect(documents.filter({ hasText: 'KVKK Aydınlatma Metni' })).toContainText('Sürüm 2.1 · 15 Ocak 2026 tarihinden itibaren geçerli');

    await documents.getByRole('link', { name: 'KVKK Aydınlatma Metni' }).click();
    await expect(page).toHaveURL('/yasal-dokumanlar/kvkk-aydinlatma-metni');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('KVKK Aydınlatma Metni');
    await expect(page.getByTestId('legal-version')).toHaveText('Sürüm 2.1');
    await expect(page.getByTestId('legal-effective')).toHaveText('15 Ocak 2026 tarihinden itibaren geçerli');
    const contents = page.getByRole('navigation', { name: trContent.legal.contents });
    const firstEntry = contents.getByRole('link').first();
    const target = (await firstEntry.getAttribute('href'))!;
    expect(target).toMatch(/^#[a-z0-9-]+$/);
    await firstEntry.click();
    await expect(page.locator(`[id="${target.slice(1)}"]`)).toBeInViewport();
    expect(new URL((await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href'))!).pathname).toBe('/en/legal-documents/kvkk-privacy-notice');

    await switchLanguage(page, 'tr', isMobile);
    await expect(page).toHaveURL('/en/legal-documents/kvkk-privacy-notice');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('KVKK Privacy Notice');
    await expect(page.getByTestId('legal-version')).toHaveText('Version 2.1');
    await expect(page.getByTestId('legal-effective')).toHaveText('Effective from January 15, 2026');
  });

  test('en: switching back lands on the Turkish slug; printing keeps the document alone', async ({ page, isMobile }) => {
    await page.goto('/en/legal-documents/cookie-policy');
    await acceptCookies(page, 'en');
    await expect(page.getByTestId('legal-version')).toHaveText('Version 1.3');
    await expect(page.getByRole('button', { name: enContent.legal.print })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.locator('footer')).toBeHidden();
    await expect(page.getByRole('button', { name: enContent.legal.print })).toBeHidden();
    await expect(page.getByRole('article')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    await switchLanguage(page, 'en', isMobile);
    await expect(page).toHaveURL('/yasal-dokumanlar/cerez-politikasi');
    await expect(page.getByTestId('legal-version')).toHaveText('Sürüm 1.3');
  });
});

test.describe('services', () => {
  test('en: the seven services → a service detail → its service page with the search form and the marketing content', async ({ page }) => {
    const response = await page.goto('/en/services');
    expect(response?.status()).toBe(200);
    await acceptCookies(page, 'en');
    await expect(page.getByTestId('service-card')).toHaveCount(7);
    await page.getByTestId('service-card').filter({ hasText: 'Air Cargo' }).getByRole('link').click();
    await expect(page).toHaveURL('/en/services/air-cargo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Air Cargo');
    await expect(page.getByTestId('service-body').getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(new URL((await page.locator('link[rel="alternate"][hreflang="tr"]').getAttribute('href'))!).pathname).toBe('/hizmetlerimiz/hava-kargo');

    await page.getByTestId('service-cta').click();
    await expect(page).toHaveURL('/en/logistics/air-cargo');
    await expect(page.locator('#search-origin')).toBeVisible();
    const marketing = page.getByTestId('service-marketing');
    await expect(marketing.getByRole('heading', { level: 2, name: 'Air Cargo', exact: true })).toBeVisible();
    await expect(marketing.getByRole('link', { name: 'More about Air Cargo' })).toHaveAttribute('href', '/en/services/air-cargo');
  });

  test('tr: a service page shows its marketing content below the form; the detail page has the Turkish slug', async ({ page, isMobile }) => {
    const response = await page.goto('/lojistik/hava-kargo');
    expect(response?.status()).toBe(200);
    await acceptCookies(page, 'tr');
    const marketing = page.getByTestId('service-marketing');
    await expect(marketing.getByRole('heading', { level: 2, name: 'Hava Kargo', exact: true })).toBeVisible();
    // Read in the page at once: the origin field is replaced by its autocomplete when the page is idle.
    const top = (element: Element) => element.getBoundingClientRect().top;
    const formTop = await page.locator('#search-origin').evaluate(top);
    expect(await marketing.evaluate(top)).toBeGreaterThan(formTop);
    await marketing.getByRole('link', { name: 'Hava Kargo hakkında daha fazlası' }).click();
    await expect(page).toHaveURL('/hizmetlerimiz/hava-kargo');
    await switchLanguage(page, 'tr', isMobile);
    await expect(page).toHaveURL('/en/services/air-cargo');
  });
});

test.describe('help', () => {
  for (const locale of ['tr', 'en'] as const) {
    test(`${locale}: four guides with anchors, steps and a way into the product`, async ({ page }) => {
      const response = await page.goto(locale === 'tr' ? '/yardim' : '/en/help');
      expect(response?.status()).toBe(200);
      await acceptCookies(page, locale);
      const guides = page.getByTestId('help-guide');
      await expect(guides).toHaveCount(4);
      const contents = page.getByRole('navigation', { name: content[locale].help.contents });
      await expect(contents.getByRole('link')).toHaveCount(4);
      const last = contents.getByRole('link').last();
      const anchor = (await last.getAttribute('href'))!;
      await last.click();
      await expect(page.locator(`[id="${anchor.slice(1)}"]`)).toBeInViewport();
      await expect(guides.first().getByRole('heading', { level: 3 }).first()).toBeVisible();
      const prefix = locale === 'tr' ? '' : '/en';
      await expect(guides.nth(0).getByRole('link', { name: content[locale].help.actions['how-to-search'] })).toHaveAttribute('href', `${prefix}${locale === 'tr' ? '/lojistik-arama' : '/freight-search'}`);
      await expect(guides.nth(3).getByRole('link', { name: content[locale].help.actions['how-to-track'] })).toHaveAttribute('href', `${prefix}${locale === 'tr' ? '/yuk-takip' : '/track-your-freight'}`);
      await expect(guides.nth(1).getByRole('link', { name: content[locale].help.actions['how-to-book'] })).toHaveAttribute('href', `${prefix}${locale === 'tr' ? '/hesabim/talepler' : '/my-account/requests'}`);
    });
  }
});

/** Axe runs on the whole page: the content, the site header and footer, and the service pages' search form. */
const axePages = [
  '/sikca-sorulan-sorular',
  '/en/faq',
  '/yardim',
  '/en/help',
  '/yasal-dokumanlar',
  '/en/legal-documents/kvkk-privacy-notice',
  '/yasal-dokumanlar/mesafeli-satis-sozlesmesi',
  '/lojistik-sozlugu',
  '/en/logistics-dictionary',
  '/hizmetlerimiz',
  '/en/services/sea-freight-fcl',
  '/lojistik/denizyolu-parsiyel-lcl',
  '/en/logistics/minivan',
];

test.describe('accessibility', () => {
  for (const path of axePages) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      const locale: Locale = path.startsWith('/en') ? 'en' : 'tr';
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await acceptCookies(page, locale);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
