import { describe, expect, it } from 'vitest';
import { ListPager } from '@/components/admin/operations/ListPager';
import type { Locale } from '@/lib/routes';
import { localeTexts, renderTranslated } from '../support/render-translated';

/** The admin lists' page links (ListPager) take their names from the same texts as the tables' pager (usePagerLabels). */
const table = (locale: Locale) => (localeTexts(locale, 'common') as { table: Record<string, string> }).table;

const render = (locale: Locale, props: { pageNumber: number; pageSize: number; totalCount: number }) => renderTranslated(<ListPager {...props} />, locale, ['common'], '/admin/operations/requests');

describe('ListPager', () => {
  for (const locale of ['tr', 'en'] as const) {
    it(`${locale}: names its buttons and page links in the page's language, the current page without "go to"`, async () => {
      const texts = table(locale);
      const html = await render(locale, { pageNumber: 2, pageSize: 10, totalCount: 45 });
      expect(html).toContain(`aria-label="${texts.previousPage}"`);
      expect(html).toContain(`aria-label="${texts.nextPage}"`);
      expect(html).toContain(`aria-label="${texts.page!.replace('{{page}}', '3')}"`);
      expect(html).toMatch(new RegExp(`aria-current="page"[^>]*aria-label="${texts.currentPage!.replace('{{page}}', '2')}"|aria-label="${texts.currentPage!.replace('{{page}}', '2')}"[^>]*aria-current="page"`));
      if (locale === 'tr') expect(html).not.toMatch(/Go to|Page \d/);
    });
  }

  it('shows nothing for a single page', async () => {
    expect(await render('tr', { pageNumber: 1, pageSize: 10, totalCount: 7 })).toBe('');
  });
});
