import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { withLocalePrefix, type Locale } from '../lib/routes';
import trCommon from '../public/locales/tr/common.json';
import enCommon from '../public/locales/en/common.json';
import trContent from '../public/locales/tr/content.json';
import enContent from '../public/locales/en/content.json';
import trPages from '../public/locales/tr/pages.json';
import enPages from '../public/locales/en/pages.json';

/**
 * The public content pages of [M4] part 1 in Turkish and English: the blog (listing, page 2, a post with
 * its body, reading time and related posts, the language switch to the other slug, a category page),
 * campaigns (an expired one labelled), the media center's sections, our customers, about us, and the
 * home page's content sections; axe on every page.
 */

const common = { tr: trCommon, en: enCommon } as const;
const content = { tr: trContent, en: enContent } as const;
const pages = { tr: trPages, en: enPages } as const;
const locales: Locale[] = ['tr', 'en'];
const other = (locale: Locale): Locale => (locale === 'tr' ? 'en' : 'tr');

const paths = {
  blogs: { tr: '/bloglar', en: '/blogs' },
  campaigns: { tr: '/kampanyalar', en: '/campaigns' },
  mediaCenter: { tr: '/medya-merkezi', en: '/media-center' },
  ourCustomers: { tr: '/bizi-tercih-eden-musterilerimiz', en: '/our-customers' },
  aboutUs: { tr: '/hakkimizda', en: '/about-us' },
} as const;
const url = (key: keyof typeof paths, locale: Locale, sub = '') => withLocalePrefix(`${paths[key][locale]}${sub}`, locale);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

async function acceptCookies(page: Page, locale: Locale) {
  await page.getByRole('button', { name: common[locale].cookie.accept }).click();
}

async function switchLanguage(page: Page, from: Locale, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: common[from].header.openMenu }).click();
  await page.getByRole('link', { name: common[from].language.switchToLabel }).click();
}

async function expectNoAxeViolations(page: Page, scopes: string[] = []) {
  const builder = new AxeBuilder({ page });
  for (const scope of scopes) builder.include(scope);
  const results = await builder.analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function jsonLdTypes(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => [JSON.parse(block) as Record<string, unknown> | Record<string, unknown>[]].flat());
}

for (const locale of locales) {
  const t = content[locale];
  const readingTime = new RegExp(`^${escape(t.blog.readingTime).replace('\\{\\{count\\}\\}', '\\d+')}$`);

  test.describe(`${locale}: blog`, () => {
    test('listing → page 2 → a post (body, reading time, related) → the language switch lands on the other slug', async ({ page, isMobile }) => {
      const response = await page.goto(url('blogs', locale));
      expect(response?.status()).toBe(200);
      await acceptCookies(page, locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages[locale].blogs.heading);
      const cards = page.getByTestId('blog-card');
      await expect(cards).toHaveCount(6);
      // every card: title link, summary, category, date, reading time, author
      const first = cards.first();
      await expect(first.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', new RegExp(`^${escape(url('blogs', locale))}/[a-z0-9-]+$`));
      await expect(first.getByTestId('reading-time')).toHaveText(readingTime);
      await expect(first.locator('time')).toHaveText(locale === 'tr' ? /^\d{1,2} [A-ZÇĞİÖŞÜa-zçğıöşü]+ 20\d\d$/ : /^[A-Z][a-z]+ \d{1,2}, 20\d\d$/);
      await expect(first.getByTestId('blog-meta')).toContainText(t.blog.by.replace('{{name}}', '').trim());
      expect(await first.locator('a[href*="/category/"]').count()).toBe(1);
      const firstPageTitles = await cards.getByRole('heading').allTextContents();
      await expectNoAxeViolations(page);

      const pagination = page.getByRole('navigation', { name: t.blog.pagination });
      await pagination.getByRole('link', { name: t.blog.pageLabel.replace('{{page}}', '2') }).click();
      await expect(page).toHaveURL(url('blogs', locale, '/page/2'));
      // the URL changes before the new page renders: wait for the pagination to mark page 2
      await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
      await expect(page.getByTestId('blog-card').first()).toBeVisible();
      const secondPageTitles = await page.getByTestId('blog-card').getByRole('heading').allTextContents();
      expect(secondPageTitles.length).toBeGreaterThan(0);
      expect(secondPageTitles.filter((title) => firstPageTitles.includes(title))).toEqual([]);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${escape(url('blogs', locale, '/page/2'))}$`));
      await expectNoAxeViolations(page);

      const postLink = page.getByTestId('blog-card').first().getByRole('heading').getByRole('link');
      const title = (await postLink.textContent())!;
      await postLink.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const slug = new URL(page.url()).pathname.split('/').pop()!;
      expect(page.url()).toMatch(new RegExp(`${escape(url('blogs', locale))}/${slug}$`));
      await expect(page.getByTestId('blog-body').locator('p').first()).toBeVisible();
      expect(await page.getByTestId('blog-body').locator('h2').count()).toBeGreaterThan(0);
      await expect(page.getByTestId('reading-time').first()).toHaveText(readingTime);
      const related = page.getByTestId('related-posts');
      await expect(related.getByRole('heading', { level: 2 })).toHaveText(t.blog.related);
      await expect(related.getByTestId('blog-card')).toHaveCount(3);
      expect(await related.getByTestId('blog-card').getByRole('heading').allTextContents()).not.toContain(title);
      const article = (await jsonLdTypes(page)).find((item) => item['@type'] === 'Article');
      expect(article).toMatchObject({ headline: title, inLanguage: locale === 'tr' ? 'tr-TR' : 'en-US' });
      await expectNoAxeViolations(page);

      // the other language's slug, through the language switch and in hreflang
      const alternate = new URL((await page.locator(`link[rel="alternate"][hreflang="${other(locale)}"]`).getAttribute('href'))!).pathname;
      expect(alternate).toMatch(new RegExp(`^${escape(url('blogs', other(locale)))}/[a-z0-9-]+$`));
      expect(alternate.split('/').pop()).not.toBe(slug);
      await switchLanguage(page, locale, isMobile);
      await expect(page).toHaveURL(alternate);
      await expect(page.locator('html')).toHaveAttribute('lang', other(locale));
      await expect(page.getByTestId('blog-body')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title);
      const back = new URL((await page.locator(`link[rel="alternate"][hreflang="${locale}"]`).getAttribute('href'))!).pathname;
      expect(back).toBe(url('blogs', locale, `/${slug}`));
    });

    test('a category page lists only its posts, a tag page only the tagged ones; unknown ones are 404', async ({ page }) => {
      await page.goto(url('blogs', locale));
      await acceptCookies(page, locale);
      const seaFreight = t.categories.blogPost.seaFreight;
      await page.getByTestId('blog-categories').getByRole('link', { name: seaFreight, exact: true }).click();
      await expect(page).toHaveURL(url('blogs', locale, '/category/sea-freight'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.blog.categoryHeading.replace('{{category}}', seaFreight));
      const cards = page.getByTestId('blog-card');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      for (let i = 0; i < count; i++) await expect(cards.nth(i).getByRole('link', { name: seaFreight, exact: true })).toBeVisible();
      await expect(page.getByTestId('blog-categories').getByRole('link', { name: seaFreight, exact: true })).toHaveAttribute('aria-current', 'page');
      await expectNoAxeViolations(page);

      const tag = page.getByTestId('blog-tags').getByRole('link').first();
      const tagName = (await tag.textContent())!.replace(/^#/, '');
      await tag.click();
      await expect(page).toHaveURL(new RegExp(`${escape(url('blogs', locale, '/tag/'))}[a-z0-9-]+$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(tagName);
      const tagged = page.getByTestId('blog-card');
      await expect(tagged.first()).toBeVisible();

      expect((await page.goto(url('blogs', locale, '/category/not-a-category')))?.status()).toBe(404);
      expect((await page.goto(url('blogs', locale, '/no-such-post-anywhere')))?.status()).toBe(404);
      expect((await page.goto(url('blogs', locale, '/page/99')))?.status()).toBe(404);
    });
  });

  test(`${locale}: campaigns with validity, discount, code and state; an expired one is labelled and still reachable`, async ({ page }) => {
    expect((await page.goto(url('campaigns', locale)))?.status()).toBe(200);
    await acceptCookies(page, locale);
    const cards = page.getByTestId('campaign-card');
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    const active = page.locator('[data-testid="campaign-card"][data-state="active"]').first();
    await expect(active.getByTestId('campaign-state')).toHaveText(t.campaigns.state.active);
    await expect(active.getByTestId('campaign-discount')).toHaveText(/\d+/);
    await expect(active.getByTestId('campaign-validity')).toContainText(t.campaigns.validityLabel);
    await expect(active.getByTestId('campaign-promo-code')).toHaveText(/^[A-Z0-9-]{3,24}$/);
    const expired = page.locator('[data-testid="campaign-card"][data-state="expired"]').first();
    await expect(expired.getByTestId('campaign-state')).toHaveText(t.campaigns.state.expired);
    // running campaigns come first
    expect(await cards.first().getAttribute('data-state')).toBe('active');
    await expectNoAxeViolations(page);

    await expired.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${escape(url('campaigns', locale))}/[a-z0-9-]+$`));
    await expect(page.getByTestId('campaign-state-note')).toHaveText(new RegExp(escape(t.campaigns.expiredNote)));
    await expect(page.getByTestId('campaign-state')).toHaveText(t.campaigns.state.expired);
    await expect(page.getByTestId('campaign-body')).not.toBeEmpty();
    await expect(page.getByTestId('campaign-cta')).toHaveAttribute('href', withLocalePrefix(locale === 'tr' ? '/lojistik-arama' : '/freight-search', locale));
    await expectNoAxeViolations(page);
  });

  test(`${locale}: media center sections: press releases (list and detail), videos as links out, press kit`, async ({ page }) => {
    expect((await page.goto(url('mediaCenter', locale)))?.status()).toBe(200);
    await acceptCookies(page, locale);
    for (const section of ['press-releases', 'videos', 'press-kit']) await expect(page.getByTestId(`media-section-${section}`)).toBeVisible();
    await expectNoAxeViolations(page);

    const nav = page.getByTestId('media-sections');
    await nav.getByRole('link', { name: t.media.sections['press-releases'] }).click();
    await expect(page).toHaveURL(url('mediaCenter', locale, '/press-releases'));
    const releases = page.getByTestId('press-release-card');
    await expect(releases.first()).toBeVisible();
    await expectNoAxeViolations(page);
    const releaseTitle = (await releases.first().getByRole('heading').textContent())!;
    await releases.first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${escape(url('mediaCenter', locale, '/press-releases/'))}[a-z0-9-]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(releaseTitle);
    await expect(page.getByTestId('press-release-body')).not.toBeEmpty();
    await expectNoAxeViolations(page);

    await page.getByTestId('media-sections').getByRole('link', { name: t.media.sections.videos }).click();
    await expect(page).toHaveURL(url('mediaCenter', locale, '/videos'));
    const video = page.getByTestId('video-card').first();
    await expect(video.getByTestId('video-link')).toHaveAttribute('href', /^https:\/\//);
    await expect(video.getByTestId('video-link')).toHaveAttribute('target', '_blank');
    await expect(video.getByTestId('video-link')).toHaveAttribute('rel', /noopener/);
    await expect(video.getByTestId('video-duration')).toHaveText(/^\d+:\d{2}(:\d{2})?$/);
    await expectNoAxeViolations(page);

    await page.getByTestId('media-sections').getByRole('link', { name: t.media.sections['press-kit'] }).click();
    await expect(page).toHaveURL(url('mediaCenter', locale, '/press-kit'));
    await expect(page.getByTestId('press-kit-body')).not.toBeEmpty();
    await expectNoAxeViolations(page);
  });

  test(`${locale}: our customers shows the 8 references with monogram, quote, person, sector and case`, async ({ page }) => {
    expect((await page.goto(url('ourCustomers', locale)))?.status()).toBe(200);
    await acceptCookies(page, locale);
    const references = page.getByTestId('reference-card');
    await expect(references).toHaveCount(8);
    for (let i = 0; i < 8; i++) {
      const reference = references.nth(i);
      await expect(reference.getByTestId('reference-monogram')).toHaveText(/^\p{Lu}{1,2}$/u);
      await expect(reference.locator('blockquote')).not.toBeEmpty();
      await expect(reference.locator('figcaption')).toHaveText(/.+, .+/);
      await expect(reference.getByTestId('reference-sector')).toHaveText(new RegExp(`^(${Object.values(t.sectors).map(escape).join('|')})$`));
      await expect(reference.getByTestId('reference-case')).not.toBeEmpty();
    }
    await expectNoAxeViolations(page);
  });

  test(`${locale}: about us renders the editors' page under the hero`, async ({ page }) => {
    expect((await page.goto(url('aboutUs', locale)))?.status()).toBe(200);
    await acceptCookies(page, locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages[locale].aboutUs.heading);
    const body = page.getByTestId('about-body');
    expect(await body.locator('h2').count()).toBeGreaterThan(1);
    expect(await body.locator('h1').count()).toBe(0);
    await expect(body.locator('table')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`${locale}: home shows the latest posts, running campaigns and references`, async ({ page }) => {
    await page.goto(url('blogs', locale));
    const newest = await page.getByTestId('blog-card').getByRole('heading').allTextContents();
    expect((await page.goto(withLocalePrefix('/', locale)))?.status()).toBe(200);
    await acceptCookies(page, locale);
    const posts = page.getByTestId('home-posts');
    await expect(posts.getByRole('heading', { level: 2 })).toHaveText(t.home.posts);
    expect(await posts.getByTestId('blog-card').getByRole('heading').allTextContents()).toEqual(newest.slice(0, 3));
    const campaigns = page.getByTestId('home-campaigns').getByTestId('campaign-card');
    expect(await campaigns.count()).toBeGreaterThan(0);
    for (const state of await campaigns.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-state')))) expect(state).toBe('active');
    await expect(page.getByTestId('home-references').getByTestId('reference-card')).toHaveCount(3);
    // the home page's own sections (the hero's search form above them belongs to the search pages)
    await expectNoAxeViolations(page, ['[data-testid="home-campaigns"]', '[data-testid="home-posts"]', '[data-testid="home-references"]']);
  });
}
