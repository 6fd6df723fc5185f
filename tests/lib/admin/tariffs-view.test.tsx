import { readFileSync } from 'node:fs';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { describe, expect, it } from 'vitest';
import { TariffsView } from '@/components/admin/tariffs/TariffsView';
import { RATE_COLUMNS } from '@/lib/domain/tariff-csv';
import type { Locale } from '@/lib/routes';
import type { TariffPage } from '@/lib/schemas/tariff';

/** The tariffs screen rendered on the server in both languages: every text exists (no raw key), the list shows. */
const namespaces = ['common', 'admin'];
const read = (locale: Locale, ns: string) => JSON.parse(readFileSync(`public/locales/${locale}/${ns}.json`, 'utf8')) as Record<string, unknown>;

async function render(element: ReactElement, locale: Locale): Promise<string> {
  const i18n: I18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    ns: namespaces,
    defaultNS: 'common',
    resources: { [locale]: Object.fromEntries(namespaces.map((ns) => [ns, read(locale, ns)])) },
    interpolation: { escapeValue: false },
  });
  const router = { locale, locales: ['tr', 'en'], defaultLocale: 'tr', asPath: '/admin/tariffs', pathname: '/admin/tariffs', query: {}, isReady: true, push: async () => true, replace: async () => true, prefetch: async () => undefined, events: { on() {}, off() {} } } as unknown as NextRouter;
  return renderToString(
    <RouterContext.Provider value={router}>
      <I18nextProvider i18n={i18n}>{element}</I18nextProvider>
    </RouterContext.Provider>,
  ).replace(/<!-- -->/g, '');
}

const list: TariffPage = {
  items: [
    { id: 'T-1000001', mode: 'SEA_LCL', carrier: 'Çağrı Şile Denizcilik', origin: 'TRMER', destination: 'DEHAM', currency: 'USD', validFrom: '2026-11-01', validTo: '2026-12-31', transitDays: 19, demo: false },
    { id: 'T-000002', mode: 'AIR', carrier: 'Boğaziçi Air', origin: 'IST', destination: 'FRA', currency: 'EUR', validFrom: '2026-01-01', validTo: '2026-02-01', transitDays: 2, demo: true },
  ],
  totalCount: 2,
  pageNumber: 1,
  pageSize: 20,
};
const filters = { mode: '', carrier: 'çağrı', origin: '', destination: '', validOn: '', state: 'all' as const };

describe('the tariffs view', () => {
  for (const locale of ['tr', 'en'] as const) {
    it(`${locale}: renders the import, the layout, the export and the list without raw keys`, async () => {
      const html = await render(<TariffsView list={list} filters={filters} today="2026-11-26" />, locale);
      const admin = read(locale, 'admin') as { tariffs: { import: { title: string }; layout: { title: string }; list: { export: string }; validity: { change: string } } };
      expect(html).toContain(admin.tariffs.import.title);
      expect(html).toContain(admin.tariffs.layout.title);
      expect(html).toContain(admin.tariffs.list.export);
      expect(html).toContain('Çağrı Şile Denizcilik');
      expect(html).toContain(RATE_COLUMNS.SEA_FCL.join(', '));
      // The export link carries the list's filters.
      expect(html).toContain('/api/Tariff/Export?carrier=%C3%A7a%C4%9Fr%C4%B1');
      // Only the current tariff can have its validity changed.
      expect(html.match(/data-tariff="T-/g)).toHaveLength(2);
      expect(html.split(admin.tariffs.validity.change)).toHaveLength(2);
      expect(html).not.toMatch(/tariffs\.[a-zA-Z]+\.[a-zA-Z]+/);
    });
  }
});
