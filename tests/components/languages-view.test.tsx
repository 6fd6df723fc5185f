// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguagesView } from '@/components/admin/languages/LanguagesView';
import type { Locale } from '@/lib/routes';
import type { LanguagePage } from '@/lib/schemas/language';
import type { LanguageSiteStatus } from '@/lib/server/languages/site-status';
import { localeTexts, translatedTree } from '../support/render-translated';

/**
 * The admin languages screen: what a language does, each one's status on the site, and deletion: the site's own
 * languages' delete button disabled with its reason as visible text that describes it; another language's behind a
 * truthful confirmation.
 */
const admin = (locale: Locale) => localeTexts(locale, 'admin') as { languages: Record<string, string> & { about: Record<string, string>; lacks: Record<string, string> } };

const at = '2026-11-20T09:00:00.000Z';
const data: LanguagePage = {
  items: [
    { id: 1, code: 'tr', name: 'Turkish', nativeName: 'Türkçe', isActive: true, createdAt: at, updatedAt: at },
    { id: 2, code: 'en', name: 'English', nativeName: 'English', isActive: true, createdAt: at, updatedAt: at },
    { id: 3, code: 'de', name: 'German', nativeName: 'Deutsch', isActive: true, createdAt: at, updatedAt: at },
  ],
  totalCount: 3,
  pageNumber: 1,
  pageSize: 10,
};
const served: LanguageSiteStatus = { translations: { present: true, missing: [], total: 13 }, switcher: { shown: true }, deletable: false };
const site: Record<number, LanguageSiteStatus> = {
  1: served,
  2: served,
  3: { translations: { present: false, missing: ['common', 'admin'], total: 13 }, switcher: { shown: false, lacks: ['routes', 'translations'] }, deletable: true },
};

async function show(locale: Locale) {
  render(await translatedTree(<LanguagesView data={data} site={site} state={{ pageNumber: 1, pageSize: 10, sortColumn: 'Id', sortDescending: true }} />, locale, ['common', 'admin'], '/admin/languages'));
}

afterEach(cleanup);

for (const locale of ['tr', 'en'] as const) {
  describe(`LanguagesView (${locale})`, () => {
    const { languages: t } = admin(locale);

    it('says what a language in the list does, and what the switcher needs', async () => {
      await show(locale);
      const about = screen.getByTestId('languages-about');
      for (const key of ['title', 'list', 'content', 'switcher'] as const) expect(about.textContent).toContain(t.about[key]);
    });

    it('disables deleting the site’s own languages, with the reason shown as text and naming it as the button’s description', async () => {
      await show(locale);
      for (const code of ['tr', 'en']) {
        const button = screen.getByTestId(`language-delete-${code}`);
        expect(button.hasAttribute('disabled'), code).toBe(true);
        const reason = screen.getByTestId(`language-protected-${code}`);
        expect(reason.textContent).toBe(t.protected);
        expect(reason.id).not.toBe('');
      expect(button.getAttribute('aria-describedby')).toBe(reason.id);
      }
    });

    it('shows each language’s site translations and its place in the switcher, with the reasons it is out', async () => {
      await show(locale);
      expect(screen.getByTestId('language-translations-tr').dataset.present).toBe('true');
      expect(screen.getByTestId('language-translations-tr').textContent).toBe(t.translationsPresent);
      expect(screen.getByTestId('language-switcher-en').dataset.shown).toBe('true');
      expect(screen.getByTestId('language-switcher-en').textContent).toBe(t.inSwitcher);
      const german = screen.getByTestId('language-translations-de');
      expect(german.dataset.present).toBe('false');
      expect(german.textContent).toContain('common');
      expect(german.textContent).toContain('admin');
      const switcher = screen.getByTestId('language-switcher-de');
      expect(switcher.dataset.shown).toBe('false');
      expect(switcher.textContent).toContain(t.lacks.routes);
      expect(switcher.textContent).toContain(t.lacks.translations);
    });

    it('lets another language be deleted behind a confirmation that says what deleting changes', async () => {
      await show(locale);
      const button = screen.getByTestId('language-delete-de');
      expect(button.hasAttribute('disabled')).toBe(false);
      expect(button.hasAttribute('aria-describedby')).toBe(false);
      fireEvent.click(button);
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(t.deleteTitle!)).toBeTruthy();
      expect(dialog.textContent).toContain(t.deleteText!.replace('{{name}}', 'German').replace('{{code}}', 'de'));
      expect(dialog.textContent).not.toMatch(/geri alınamaz|cannot be undone/);
    });
  });
}
