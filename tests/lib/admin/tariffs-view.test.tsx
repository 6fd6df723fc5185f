import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { TariffsView } from '@/components/admin/tariffs/TariffsView';
import { RATE_COLUMNS } from '@/lib/domain/tariff-csv';
import type { Locale } from '@/lib/routes';
import type { TariffPage } from '@/lib/schemas/tariff';
import { localeTexts, renderTranslated } from '../../support/render-translated';

/** The tariffs screen rendered on the server in both languages: every text exists (no raw key), the list shows. */
const render = (element: ReactElement, locale: Locale) => renderTranslated(element, locale, ['common', 'admin'], '/admin/tariffs');

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
      const admin = localeTexts(locale, 'admin') as { tariffs: { import: { title: string }; layout: { title: string }; list: { export: string }; validity: { change: string } } };
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
      // Validity reads as days of the language, never as ISO strings.
      expect(html).toContain(locale === 'tr' ? '1 Kas – 31 Ara 2026' : 'Nov 1 – Dec 31, 2026');
      expect(html).not.toContain('2026-11-01');
      expect(html).not.toMatch(/tariffs\.[a-zA-Z]+\.[a-zA-Z]+/);
    });
  }
});
