// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { describe, expect, it } from 'vitest';
import { SearchOptions } from '@/components/search/SearchOptions';
import { useLookups } from '@/store/lookups';
import { useSearch } from '@/store/search';

const texts = JSON.parse(readFileSync('public/locales/tr/search.json', 'utf8')) as { form: Record<string, string> };

async function renderOptions() {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'tr', fallbackLng: false, ns: ['search'], defaultNS: 'search', resources: { tr: { search: texts } }, interpolation: { escapeValue: false } });
  const router = { locale: 'tr', locales: ['tr', 'en'], defaultLocale: 'tr', asPath: '/', pathname: '/', query: {}, isReady: true, events: { on() {}, off() {} } } as unknown as NextRouter;
  render(
    <RouterContext.Provider value={router}>
      <I18nextProvider i18n={i18n}>
        <SearchOptions errorOf={() => ''} />
      </I18nextProvider>
    </RouterContext.Provider>,
  );
}

const shown = (select: HTMLSelectElement) => select.options[select.selectedIndex]?.text;

/** The option lists are the browser's own <select>: one without a value must show that, not its first option as chosen. */
describe('search options', () => {
  it('shows no province and no dangerous-goods class chosen until the visitor picks one', async () => {
    useLookups.setState({ cityList: [{ id: 1, name: 'Adana' }, { id: 34, name: 'İstanbul' }] as never });
    useSearch.setState({ earlyTransport: true, originInfo: null, earlyTransportCityId: null, isDangerous: true, dangerousGoodsClass: '' });
    await renderOptions();
    const province = screen.getByLabelText(texts.form.province!) as HTMLSelectElement;
    expect([...province.options].map((option) => option.text)).toEqual(['—', 'Adana', 'İstanbul']);
    expect(shown(province)).toBe('—');
    const dgClass = screen.getByLabelText(texts.form.dgClass!) as HTMLSelectElement;
    expect(shown(dgClass)).toBe('—');
    expect(dgClass.value).toBe('');
  });
});
