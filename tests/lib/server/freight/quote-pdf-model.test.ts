import { describe, expect, it } from 'vitest';
import type { Offer, ValidFreightSearchRequest } from '@/lib/schemas/freight';
import { quoteNumber, quotePdfModel, searchText, type QuotePdfModel } from '@/lib/server/freight/quote-pdf-model';
import { lclOffer, lclSearch, quoteInput, usd } from '../../../fixtures/quote';

/** Every string the model holds (what the renderer can draw). */
function strings(model: QuotePdfModel): string[] {
  const out: string[] = [model.pageLabel(1, 2)];
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk({ ...model, pageLabel: undefined });
  return out;
}

const row = (rows: { label: string; value: string }[], label: string) => rows.find((candidate) => candidate.label === label)?.value;

describe('quotePdfModel in Turkish', () => {
  const model = quotePdfModel(quoteInput('tr'));

  it('titles and numbers the quote', () => {
    expect(model.title).toBe('Navlun teklifi');
    expect(model.brand).toBe('NavlunPort');
    expect(model.fileName).toBe('navlunport-quote-T-000123.pdf');
    expect(model.metadata.title).toBe('Navlun teklifi T-000123-20260130');
    expect(model.heading).toEqual([
      { label: 'Teklif numarası', value: 'T-000123-20260130' },
      { label: 'Düzenlenme tarihi', value: '30 Ocak 2026, 14:05 GMT+3' },
      { label: 'Geçerlilik tarihi', value: '31 Mart 2026' },
    ]);
  });

  it('names the lane, mode, carrier, transit, departure and free days', () => {
    expect(model.lane.origin).toEqual({ label: 'Çıkış', value: 'Mersin (TRMER), Türkiye' });
    expect(model.lane.destination.label).toBe('Varış');
    expect(model.shipment.rows).toEqual([
      { label: 'Taşıma türü', value: 'Deniz – Parsiyel (LCL)' },
      { label: 'Taşıyıcı', value: 'Akdeniz Lojistik Hatları' },
      { label: 'Transit süre', value: '18 gün' },
      { label: 'Yükün hazır olacağı tarih', value: '1 Şubat 2026' },
      { label: 'Kalkış', value: '2 Şubat 2026' },
      { label: 'Serbest süre', value: '7 gün' },
    ]);
  });

  it('summarises the cargo and what it is charged on (W/M)', () => {
    expect(model.cargo.title).toBe('Yük özeti');
    expect(row(model.cargo.rows, 'Kaplar')).toBe('4 × 120 × 80 × 150 cm, tanesi 450 kg');
    expect(row(model.cargo.rows, 'Hacim')).toBe('5,76 m³');
    expect(row(model.cargo.rows, 'Brüt ağırlık')).toBe('1.800 kg');
    expect(row(model.cargo.rows, 'Ücrete esas W/M')).toBe('5,76');
    expect(row(model.cargo.rows, 'Tehlikeli yük (DG)')).toBe('UN1263, sınıf 3');
  });

  it('lists each price line translated, with the total in the offer currency and its TRY/EUR equivalents', () => {
    expect(model.lines.title).toBe('Fiyat kalemleri');
    expect(model.lines.rows).toEqual([
      { label: 'Navlun', value: '$864,00' },
      { label: 'Yakıt ek ücreti (BAF)', value: '$120,00' },
      { label: 'Çıkış liman elleçleme (THC)', value: '$95,00' },
      { label: 'Nakliyat sigortası', value: '$25,00' },
    ]);
    expect(model.lines.total).toEqual({ label: 'Toplam', value: '$1.104,00' });
    expect(model.equivalents).toEqual({ label: 'Yaklaşık karşılıkları', values: ['₺37.812,00', '€1.019,17'], fxNote: 'Kur tarihi: 30 Ocak 2026' });
  });

  it('lists the exclusions and states validity and the tariff date', () => {
    expect(model.excluded).toEqual({ title: 'Fiyata dahil olmayanlar', items: ['Gümrük vergileri', 'KDV ve diğer vergiler', 'Serbest süre sonrası demuraj/detention', 'Muayene ve denetim masrafları'] });
    expect(model.notes[0]).toBe('Bu teklif 31 Mart 2026 tarihine kadar geçerlidir.');
    expect(model.notes[1]).toBe('Fiyatlar 1 Şubat 2026 tarihinde geçerli tarifelerden hesaplanmıştır.');
    expect(model.notes[2]).toMatch(/^Bu teklif bilgi amaçlıdır/);
    expect(model.pageLabel(1, 2)).toBe('Sayfa 1 / 2');
  });

  it('lists the CO2e estimate leg by leg and says it is an estimate with GLEC default factors', () => {
    expect(model.emissions).toEqual({
      title: 'Karbon ayak izi tahmini',
      rows: [
        { label: 'Karayolu, yükleme limanına/havalimanına', value: '412 km · 46 kg CO2e' },
        { label: 'Denizyolu', value: '9.688 km · 142 kg CO2e' },
      ],
      total: { label: 'Tahmin: GLEC varsayılan faktörleri, kuyudan tekerleğe', value: 'yaklaşık 188 kg CO2e' },
      note: 'Hesaba katılan ağırlık: 1,8 t',
    });
    expect(quotePdfModel(quoteInput('tr', { offer: { ...lclOffer, emissions: undefined } })).emissions).toBeUndefined();
  });

  it('takes every label from the catalogue (no key shows through) and uses only characters Nunito has', () => {
    for (const text of strings(model)) {
      expect(text).not.toMatch(/^(pdf|results|lines|excluded|modes|totals|form|emissions)\.[a-zA-Z._]+$/);
      expect(text).not.toMatch(/[\u202f\u2192\u2082]/);
    }
  });
});

describe('quotePdfModel in English', () => {
  const model = quotePdfModel(quoteInput('en'));

  it('says the same in English', () => {
    expect(model.title).toBe('Freight quote');
    expect(model.metadata.title).toBe('Freight quote T-000123-20260130');
    expect(model.heading.map((item) => item.label)).toEqual(['Quote number', 'Issued', 'Valid until']);
    expect(model.heading[1]!.value).toBe('January 30, 2026, 14:05 GMT+3');
    expect(row(model.shipment.rows, 'Mode')).toBe('Sea – LCL');
    expect(row(model.shipment.rows, 'Transit time')).toBe('18 days');
    expect(model.lines.rows.map((line) => line.label)).toEqual(['Freight', 'Bunker surcharge (BAF)', 'Origin terminal handling (THC)', 'Cargo insurance']);
    expect(model.lines.total).toEqual({ label: 'Total', value: '$1,104.00' });
    expect(model.equivalents.values).toEqual(['₺37,812.00', '€1,019.17']);
    expect(model.excluded.items).toContain('VAT and other taxes');
    expect(model.notes[0]).toBe('This offer is valid until March 31, 2026.');
    expect(model.notes[1]).toBe('Prices computed from the tariffs valid on February 1, 2026.');
    expect(model.pageLabel(2, 3)).toBe('Page 2 of 3');
    expect(model.emissions?.rows.map((leg) => leg.label)).toEqual(['Road, to the port or airport of loading', 'Sea']);
    expect(model.emissions?.rows[1]!.value).toBe('9,688 km · 142 kg CO2e');
    expect(model.emissions?.total.value).toBe('about 188 kg CO2e');
  });

  it('counts one day in the singular', () => {
    expect(row(quotePdfModel(quoteInput('en', { offer: { ...lclOffer, freeDays: 1 } })).shipment.rows, 'Free days')).toBe('1 day');
  });
});

describe('quotePdfModel for other offers', () => {
  it('lists containers for FCL and leaves out free days of 0', () => {
    const offer: Offer = { ...lclOffer, mode: 'SEA_FCL', basis: { kind: 'containers', value: 3, containers: [{ type: '40HC', count: 2 }, { type: '20DC', count: 1 }] }, freeDays: 0 };
    const search: ValidFreightSearchRequest = { ...lclSearch, mode: 'SEA_FCL', orderDimensionList: [], containers: [{ type: '40HC', count: 2 }, { type: '20DC', count: 1 }], isDangerous: false };
    const model = quotePdfModel(quoteInput('en', { offer, search }));
    expect(model.cargo.rows).toEqual([{ label: 'Containers', value: '2 × 40HC, 1 × 20DC' }]);
    expect(row(model.shipment.rows, 'Free days')).toBeUndefined();
  });

  it('gives air freight its chargeable weight, and the total in TRY its USD and EUR equivalents', () => {
    const offer: Offer = {
      ...lclOffer,
      mode: 'AIR',
      basis: { kind: 'chargeableKg', value: 312.5, totals: { totalCbm: 1.875, totalWeightKg: 250, desi: 312.5, volumetricKg: 312.5, chargeableKg: 312.5, revenueTons: 1.875 } },
      lines: [{ code: 'freight', amount: { amount: 1250000, currency: 'TRY' } }],
      total: { amount: 1250000, currency: 'TRY' },
    };
    const model = quotePdfModel(quoteInput('tr', { offer, search: { ...lclSearch, mode: 'AIR', isDangerous: false } }));
    expect(row(model.cargo.rows, 'Ücrete esas ağırlık')).toBe('312,5 kg');
    expect(row(model.shipment.rows, 'Taşıma türü')).toBe('Hava Kargo');
    expect(model.lines.total.value).toBe('₺12.500,00');
    expect(model.equivalents.values).toEqual(['$1.104,00', '€1.019,17']);
  });

  it('shows a line code it has no label for as the code, and dates the tariffs from today when the ready date has passed', () => {
    const offer: Offer = { ...lclOffer, lines: [...lclOffer.lines, { code: 'newSurcharge', amount: usd(100) }] };
    const model = quotePdfModel(quoteInput('en', { offer, search: { ...lclSearch, readyDate: '2026-01-20' } }));
    expect(model.lines.rows.at(-1)).toEqual({ label: 'newSurcharge', value: '$1.00' });
    expect(model.notes[1]).toBe('Prices computed from the tariffs valid on January 30, 2026.');
  });
});

describe('helpers', () => {
  it('numbers a quote by its tariff and the day in Istanbul', () => {
    expect(quoteNumber('T-000042', new Date('2026-01-30T22:30:00Z'))).toBe('T-000042-20260131');
  });

  it('reads the catalogue with plurals', () => {
    expect(searchText('en', 'pdf.days', { count: 2 })).toBe('2 days');
    expect(searchText('tr', 'pdf.days', { count: 1 })).toBe('1 gün');
    expect(searchText('en', 'no.such.key')).toBe('no.such.key');
  });
});
