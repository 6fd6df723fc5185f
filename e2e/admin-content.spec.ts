import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { slugify } from '../lib/domain/content';
import { routePath, withLocalePrefix, type Locale } from '../lib/routes';
import enAdmin from '../public/locales/en/admin.json';
import trAdmin from '../public/locales/tr/admin.json';
import enCommon from '../public/locales/en/common.json';
import trCommon from '../public/locales/tr/common.json';
import enErrors from '../public/locales/en/errors.json';
import trErrors from '../public/locales/tr/errors.json';
import { signInContext, tokenFor } from './support/session';

// The content editors' screens ([M5] item 3) in both languages: an Editor writes a blog post in Turkish
// and English with the server's preview, publishes it (it is on the blog at once, no rebuild) and
// unpublishes it; a stale save meets the conflict dialog; revisions are restored; errors show on their
// fields; a Customer is refused. Run it on its own server:
//   npx playwright test e2e/admin-content.spec.ts --project=desktop
test.describe.configure({ timeout: 120_000 });

const admin = { tr: trAdmin, en: enAdmin } as const;
const common = { tr: trCommon, en: enCommon } as const;
const errors = { tr: trErrors, en: enErrors } as const;
const locales: Locale[] = ['tr', 'en'];
const listUrl = (locale: Locale, query = '') => withLocalePrefix(`/admin/content${query}`, locale);
const editUrl = (locale: Locale, query: string) => withLocalePrefix(`/admin/content/edit?${query}`, locale);
const blogs = (locale: Locale, slug = '') => withLocalePrefix(routePath('blogs', locale, slug), locale);

/** The cookie choice made beforehand (the banner is not under test here). */
async function acceptCookies(page: Page, locale: Locale) {
  await page.evaluate(() => window.localStorage.setItem('cookie-consent', 'all'));
  await page.reload();
  await expect(page.getByRole('button', { name: common[locale].cookie.accept })).toHaveCount(0);
}

/** Leaving a form with unsaved changes asks first (beforeunload, confirm): these tests answer yes. */
test.beforeEach(({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
});

/**
 * axe on the whole screen: the site header, the admin sidebar and the editor. Left out: the signed-in user
 * menu button, whose visible avatar initials are not part of its label (axe's label-in-name check; open).
 */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('header [aria-haspopup="menu"][aria-label]').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

const stateOf = (page: Page) => page.getByTestId('editor-state').locator('[data-state]');

/** A blog post made through the API (bearer token), for the tests that start from a saved entry. */
async function createPost(request: APIRequestContext, stamp: string) {
  const response = await request.post('/api/Content/Save', {
    headers: { Authorization: `Bearer ${await tokenFor('Editor')}` },
    data: {
      entry: {
        kind: 'blogPost',
        titleTr: `Çatışma denemesi ${stamp}`,
        titleEn: `Conflict trial ${stamp}`,
        slugTr: `catisma-denemesi-${stamp}`,
        slugEn: `conflict-trial-${stamp}`,
        category: 'seaFreight',
        bodyTr: 'Bir.',
        bodyEn: 'One.',
      },
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: number; entry: { titleTr: string; titleEn: string } } }).data;
}

async function deleteEntry(request: APIRequestContext, id: number) {
  const headers = { Authorization: `Bearer ${await tokenFor('Editor')}` };
  const current = (await (await request.get(`/api/Content/Get?id=${id}`, { headers })).json()) as { data?: { revision: number } };
  if (current.data) await request.post('/api/Content/Delete', { headers, data: { id, expectedRevision: current.data.revision } });
}

for (const locale of locales) {
  const t = admin[locale].content;
  const revisionLabel = (revision: number) => t.revisionLine.split(' · ')[0]!.replace('{{revision}}', String(revision));

  test(`${locale}: an Editor writes a blog post in both languages, publishes it (on the blog at once) and unpublishes it`, async ({ page, context, baseURL }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the phone layout has its own test');
    const stamp = `${Date.now()}${locale}`;
    const titleTr = `E2E Gümrük İşlemleri Rehberi ${stamp}`;
    const titleEn = `E2E Customs Guide ${stamp}`;
    const slugEn = `e2e-customs-${stamp}`;
    await signInContext(context, baseURL!, 'Editor');

    const list = await page.goto(listUrl(locale));
    expect(list?.status()).toBe(200);
    expect(list?.headers()['cache-control']).toContain('no-store');
    await acceptCookies(page, locale);
    await expect(page.getByRole('heading', { level: 1, name: admin[locale].sections.content })).toBeVisible();
    await expect(page.getByTestId('content-row').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // New → blog post.
    await page.getByTestId('content-new').click();
    await page.getByRole('menuitem', { name: t.kinds.blogPost }).click();
    await expect(page).toHaveURL(/\/admin\/content\/edit\?kind=blogPost$/);
    await expect(page.getByTestId('editor-revision')).toHaveText(t.notSaved);

    // The slug follows the title (Turkish letters folded) until it is edited by hand.
    await page.getByTestId('title-tr').fill(titleTr);
    await expect(page.getByTestId('slug-tr')).toHaveValue(slugify(titleTr));
    await page.getByTestId('title-en').fill('Draft title');
    await expect(page.getByTestId('slug-en')).toHaveValue('draft-title');
    await page.getByTestId('slug-en').fill(slugEn);
    await page.getByTestId('title-en').fill(titleEn);
    await expect(page.getByTestId('slug-en')).toHaveValue(slugEn);
    await page.getByTestId('summary-tr').fill('Gümrükte ilk adımlar.');
    await page.getByTestId('summary-en').fill('First steps at customs.');

    // The server renders the preview: a heading and a list, with the reading time.
    await page.getByTestId('body-tr').fill('## Belgeler\n\nHazırlayın:\n\n- fatura\n- çeki listesi\n');
    const previewTr = page.getByTestId('preview-tr');
    await expect(previewTr.locator('h2')).toHaveText('Belgeler');
    await expect(previewTr.locator('li')).toHaveText(['fatura', 'çeki listesi']);
    await expect(page.getByTestId('reading-tr')).toHaveText(t.preview.readingTime_one.replace('{{count}}', '1'));
    // The toolbar: bold around the selection; arrow keys move between its buttons.
    await page.getByTestId('body-en').fill('documents');
    await page.getByTestId('body-en').selectText();
    const toolbar = page.getByTestId('toolbar-en');
    await toolbar.getByRole('button', { name: t.toolbar.bold }).click();
    await expect(page.getByTestId('body-en')).toHaveValue('**documents**');
    await expect(page.getByTestId('preview-en').locator('strong')).toHaveText('documents');
    await toolbar.getByRole('button', { name: t.toolbar.bold }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: t.toolbar.italic })).toBeFocused();
    await page.getByTestId('body-en').fill('## Papers\n\nHave ready:\n\n- invoice\n- packing list\n');
    await expect(page.getByTestId('preview-en').locator('li')).toHaveCount(2);
    await page.getByTestId('tags-input').fill('gümrük');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'gümrük' })).toBeVisible();
    // The mouse leaves the toolbar: its hover tooltip (a portal outside the landmarks) closes.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Publish now: the editor takes the saved revision without a reload and links the public pages.
    await page.getByTestId('content-publish').click();
    await expect(stateOf(page)).toHaveAttribute('data-state', 'published');
    await expect(page).toHaveURL(/\/admin\/content\/edit\?id=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await expect(page.getByTestId('editor-revision')).toContainText(revisionLabel(1));
    await expect(page.getByTestId('editor-dirty')).toHaveCount(0);
    await expect(page.getByTestId('view-on-site-tr')).toHaveAttribute('href', blogs('tr', slugify(titleTr)));
    await expect(page.getByTestId('view-on-site-en')).toHaveAttribute('href', blogs('en', slugEn));

    try {
      // On the site at once, in both languages (the server revalidated the pages on demand).
      const site = await context.newPage();
      await site.goto(blogs('tr'));
      await expect(site.getByText(titleTr)).toBeVisible();
      await site.goto(blogs('en'));
      await expect(site.getByText(titleEn)).toBeVisible();
      let response = await site.goto(blogs('tr', slugify(titleTr)));
      expect(response?.status()).toBe(200);
      await expect(site.getByRole('heading', { level: 1 })).toHaveText(titleTr);
      response = await site.goto(blogs('en', slugEn));
      expect(response?.status()).toBe(200);
      await expect(site.getByRole('heading', { level: 1 })).toHaveText(titleEn);

      // Unpublish: gone from the listing, its page answers 404.
      await page.getByTestId('content-unpublish').click();
      await expect(stateOf(page)).toHaveAttribute('data-state', 'draft');
      await site.goto(blogs('tr'));
      await expect(site.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(site.getByText(titleTr)).toHaveCount(0);
      await site.goto(blogs('en'));
      await expect(site.getByText(titleEn)).toHaveCount(0);
      response = await site.goto(blogs('tr', slugify(titleTr)));
      expect(response?.status()).toBe(404);
      response = await site.goto(blogs('en', slugEn));
      expect(response?.status()).toBe(404);
      await site.close();

      // The list finds it by a Turkish-folded search, with who saved it.
      await page.goto(listUrl(locale, `?q=${encodeURIComponent(`GUMRUK ISLEMLERI REHBERI ${stamp}`)}`));
      const row = page.locator(`[data-testid="content-row"][data-id="${id}"]`);
      await expect(row).toBeVisible();
      await expect(row.locator('[data-state]')).toHaveAttribute('data-state', 'draft');
      await expect(page.getByTestId('content-row')).toHaveCount(1);

      // Delete behind its confirmation: back on the list.
      await row.getByRole('link', { name: titleTr }).click();
      await page.getByTestId('content-delete').click();
      await page.getByTestId('content-delete-confirm').click();
      await expect(page).toHaveURL(new RegExp(`${listUrl(locale).replace(/\//g, '\\/')}$`));
    } finally {
      await deleteEntry(page.request, id);
    }
  });

  test(`${locale}: a stale save shows the conflict dialog; revisions can be viewed and restored; scheduling`, async ({ page, context, baseURL, request }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the phone layout has its own test');
    const stamp = `${Date.now()}${locale}`;
    const created = await createPost(request, stamp);
    try {
      await signInContext(context, baseURL!, 'Editor');
      await page.goto(editUrl(locale, `id=${created.id}`));
      await acceptCookies(page, locale);
      const other = await context.newPage();
      await other.goto(editUrl(locale, `id=${created.id}`));
      await expect(page.getByTestId('title-en')).toHaveValue(created.entry.titleEn);
      await expect(other.getByTestId('title-en')).toHaveValue(created.entry.titleEn);

      // One page saves first …
      await other.getByTestId('title-en').fill(`Theirs ${stamp}`);
      await other.getByTestId('content-save').click();
      await expect(other.getByTestId('editor-dirty')).toHaveCount(0);
      await other.close();

      // … the other's save meets the conflict: keeping on editing loses nothing.
      await page.getByTestId('summary-en').fill(`Mine ${stamp}`);
      await page.getByTestId('content-save').click();
      const dialog = page.getByTestId('content-conflict');
      await expect(dialog.getByRole('heading', { name: t.conflict.title })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByTestId('conflict-keep').click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('summary-en')).toHaveValue(`Mine ${stamp}`);
      // Saving again meets it again; loading their version shows their title.
      await page.getByTestId('content-save').click();
      await page.getByTestId('conflict-reload').click();
      await expect(page.getByTestId('title-en')).toHaveValue(`Theirs ${stamp}`);
      await expect(page.getByTestId('editor-revision')).toContainText(revisionLabel(2));

      // Revisions: view the first one read-only and restore it (a new revision, 3).
      await page.getByTestId('content-revisions').click();
      await expect(page.getByTestId('revision-list').locator('[data-revision]')).toHaveCount(2);
      await page.getByTestId('revision-view-1').click();
      await expect(page.getByTestId('revision-fields')).toContainText(created.entry.titleEn);
      await page.getByTestId('revision-restore').click();
      await expect(page.getByTestId('title-en')).toHaveValue(created.entry.titleEn);
      await expect(page.getByTestId('editor-revision')).toContainText(revisionLabel(3));
      await page.keyboard.press('Escape');

      // Scheduling: an Istanbul time tomorrow makes it "scheduled" with that time.
      await page.getByTestId('content-schedule').click();
      await page.getByTestId('schedule-confirm').click();
      await expect(stateOf(page)).toHaveAttribute('data-state', 'scheduled');
      await expect(stateOf(page)).toContainText(t.states.scheduled);
    } finally {
      await deleteEntry(request, created.id);
    }
  });

  test(`${locale}: errors show on their fields (the client's checks and the server's)`, async ({ page, context, baseURL, request }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the phone layout has its own test');
    const stamp = `${Date.now()}${locale}`;
    await signInContext(context, baseURL!, 'Editor');
    await page.goto(editUrl(locale, 'kind=campaign'));
    await acceptCookies(page, locale);
    await page.getByTestId('title-tr').fill(`Kampanya ${stamp}`);
    await page.getByTestId('title-en').fill(`Campaign ${stamp}`);
    await page.getByTestId('attr-validFrom').fill('2026-06-10');
    await page.getByTestId('attr-validTo').fill('2026-06-01');
    await page.getByTestId('content-save').click();
    await expect(page.getByTestId('attr-validTo')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('attr-validFrom')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(errors[locale].content.validity.order)).toBeVisible();
    await expect(page.getByTestId('editor-revision')).toHaveText(t.notSaved);

    // A slug another blog post already uses: the server's 409 lands on the slug fields.
    const taken = await createPost(request, stamp);
    try {
      await page.goto(editUrl(locale, 'kind=blogPost'));
      await page.getByTestId('title-tr').fill(`Başka ${stamp}`);
      await page.getByTestId('slug-tr').fill(`catisma-denemesi-${stamp}`);
      await page.getByTestId('title-en').fill(`Other ${stamp}`);
      await page.getByTestId('content-save').click();
      await expect(page.getByText(errors[locale].content.slug.taken).first()).toBeVisible();
      await expect(page.getByTestId('slug-tr')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('editor-revision')).toHaveText(t.notSaved);
    } finally {
      await deleteEntry(request, taken.id);
    }
  });

  test(`${locale}: images: a cover upload shows its thumbnail, the toolbar inserts an image, a non-image is refused`, async ({ page, context, baseURL }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the phone layout has its own test');
    await signInContext(context, baseURL!, 'Editor');
    await page.goto(editUrl(locale, 'kind=blogPost'));
    await acceptCookies(page, locale);
    // A 1×1 PNG.
    const png = { name: 'liman.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64') };
    await page.getByTestId('cover-file').setInputFiles(png);
    await expect(page.getByTestId('cover-thumbnail')).toHaveAttribute('src', /^\/api\/Content\/Image\?id=[0-9a-f-]{36}$/);
    const src = await page.getByTestId('cover-thumbnail').getAttribute('src');
    expect((await page.request.get(src!)).status()).toBe(200);
    await page.getByTestId('cover-remove').click();
    await expect(page.getByTestId('cover-thumbnail')).toHaveCount(0);

    await page.getByTestId('body-tr').fill('Giriş');
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('toolbar-tr').getByRole('button', { name: t.toolbar.image }).click();
    await (await chooser).setFiles(png);
    await expect(page.getByTestId('body-tr')).toHaveValue(/^Giriş\n!\[liman\]\(\/api\/Content\/Image\?id=[0-9a-f-]{36}\)$/);
    await expect(page.getByTestId('preview-tr').locator('img')).toHaveCount(1);

    await page.getByTestId('cover-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText(t.image.notImage)).toBeVisible();
    await expect(page.getByTestId('cover-thumbnail')).toHaveCount(0);
  });

  test(`${locale}: on a phone the languages are tabs`, async ({ page, context, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'phones only');
    await signInContext(context, baseURL!, 'Editor');
    await page.goto(editUrl(locale, 'kind=blogPost'));
    await acceptCookies(page, locale);
    // The reader's language first; the tab shows the other one.
    const otherLocale = locale === 'tr' ? 'en' : 'tr';
    await expect(page.getByTestId(`column-${locale}`)).toBeVisible();
    await expect(page.getByTestId(`column-${otherLocale}`)).toBeHidden();
    await page.getByTestId(`tab-${otherLocale}`).click();
    await expect(page.getByTestId(`column-${otherLocale}`)).toBeVisible();
    await expect(page.getByTestId(`column-${locale}`)).toBeHidden();
    await expectNoAxeViolations(page);
    await page.goto(listUrl(locale));
    await expect(page.getByTestId('content-cards').locator('li').first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });

  test(`${locale}: a Customer gets 403 on the content screens`, async ({ page, context, baseURL }) => {
    await signInContext(context, baseURL!, 'Customer');
    for (const url of [listUrl(locale), editUrl(locale, 'kind=blogPost'), editUrl(locale, 'id=1')]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(403);
    }
    await expect(page.getByTestId('content-editor')).toHaveCount(0);
  });
}
