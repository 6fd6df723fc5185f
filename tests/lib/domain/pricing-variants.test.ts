import { describe, expect, it } from 'vitest';
import type { PackageRow } from '@/lib/domain/chargeable-weight';
import { money } from '@/lib/domain/money';
import { vansNeeded } from '@/lib/domain/chargeable-weight';
import { explainNoOffers, quoteOffers, type Offer, type QuoteRequest, type Surcharges, type Tariff, type WarehouseRates } from '@/lib/domain/pricing';

const rates = { TRY: 1, USD: 40, EUR: 45 };
const carriage = [{ upToKm: 2000, price: 1_000_000 }];

const row = (length: number, width: number, height: number, weight: number, count = 1): PackageRow => ({ length, width, height, dimensionUnit: 'cm', weight, weightUnit: 'kg', count });

const terms = { readyDate: '2026-03-04', stackable: true, dangerous: false, departurePortService: false, arrivalPortService: false };
const lane = { carrier: 'Trakya Express Van', validFrom: '2026-03-02', validTo: '2026-03-08', freeDays: 1, cutOffWeekdays: [] };

const van: Tariff = { ...lane, id: 'van', origin: 'TRIST', destination: 'DEHAM', mode: 'ROAD', currency: 'EUR', transitDays: 4, rates: { perVan: 290_000 } };
const parcel: Tariff = { ...lane, id: 'parcel', carrier: 'Galata Express Parcel', origin: 'IST', destination: 'FRA', mode: 'PARCEL', currency: 'USD', transitDays: 3, rates: { firstHalfKg: 1050, perAdditionalHalfKg: 260 } };

const quote = (request: QuoteRequest, tariff: Tariff, surcharges: Surcharges = {}): Offer[] => quoteOffers(request, [tariff], () => surcharges, carriage, rates);
const roadRequest = (rows: PackageRow[], extra: Partial<QuoteRequest> = {}): QuoteRequest => ({ ...terms, origin: 'TRIST', destination: 'DEHAM', mode: 'ROAD', rows, ...extra }) as QuoteRequest;
const parcelRequest = (rows: PackageRow[]): QuoteRequest => ({ ...terms, origin: 'IST', destination: 'FRA', mode: 'PARCEL', rows });

describe('the express minivan (ROAD)', () => {
  it('counts vans by weight and by volume: 1,200 kg and 13 m³ a van', () => {
    expect(vansNeeded([row(120, 80, 150, 300, 4)])).toBe(1); // 5.76 m³, 1,200 kg
    expect(vansNeeded([row(120, 80, 150, 301, 4)])).toBe(2); // 1,204 kg
    expect(vansNeeded([row(120, 100, 180, 100, 7)])).toBe(2); // 15.12 m³
  });

  it('prices per van: two vans × 2,900 EUR with the CMR documents', () => {
    const [offer] = quote(roadRequest([row(120, 80, 150, 400, 4)], { departurePortService: true }), van, { documentation: 4000 });
    expect(offer!.basis).toMatchObject({ kind: 'vans', value: 2 });
    expect(offer!.lines).toEqual([
      { code: 'freight', amount: money(580_000, 'EUR') },
      { code: 'documentation', amount: money(4000, 'EUR') },
    ]);
  });

  it('has no offer beyond three vans or for a piece longer than the van', () => {
    const fourVans = roadRequest([row(120, 80, 150, 1000, 5)]);
    expect(quote(fourVans, van)).toEqual([]);
    expect(explainNoOffers(fourVans, [van])).toBe('cargoTooLarge');
    expect(quote(roadRequest([row(450, 50, 50, 100)]), van)).toEqual([]);
  });
});

describe('e-commerce parcels (PARCEL)', () => {
  it('charges the first half kilogram and each further one on the courier weight (cm³ / 5000)', () => {
    // 40 × 30 × 20 cm = 24,000 cm³ → 4.8 kg volumetric > 2 kg gross → 5 kg chargeable = 10 half kilograms.
    const [offer] = quote(parcelRequest([row(40, 30, 20, 2)]), parcel);
    expect(offer!.basis).toMatchObject({ kind: 'chargeableKg', value: 5 });
    expect(offer!.basis.kind !== 'containers' && offer!.basis.totals.volumetricKg).toBeCloseTo(4.8);
    expect(offer!.lines).toEqual([{ code: 'freight', amount: money(1050 + 9 * 260, 'USD') }]);
  });

  it('charges one half kilogram for a letter-size parcel', () => {
    const [offer] = quote(parcelRequest([row(20, 15, 2, 0.2)]), parcel);
    expect(offer!.basis).toMatchObject({ value: 0.5 });
    expect(offer!.total).toEqual(money(1050, 'USD'));
  });

  it('refuses a piece over 70 kg, a side over 120 cm and over 300 kg in all', () => {
    expect(quote(parcelRequest([row(50, 50, 50, 71)]), parcel)).toEqual([]);
    expect(quote(parcelRequest([row(121, 20, 20, 5)]), parcel)).toEqual([]);
    expect(quote(parcelRequest([row(60, 40, 40, 60, 6)]), parcel)).toEqual([]);
  });
});

describe('warehouse services (USA warehouse)', () => {
  const card: WarehouseRates = { currency: 'USD', receivingPerPallet: 1800, storagePerPalletMonth: 2400, fulfilmentPerOrder: 325 };
  const lcl: Tariff = { ...lane, id: 'lcl', carrier: 'Kervan Consolidation', origin: 'TRMER', destination: 'USNYC', mode: 'SEA_LCL', currency: 'USD', transitDays: 24, rates: { perRevenueTon: 9000, minimum: 9000 } };

  it('adds receiving, storage and fulfilment lines in the offer currency', () => {
    const request: QuoteRequest = { ...terms, origin: 'TRMER', destination: 'USNYC', mode: 'SEA_LCL', rows: [row(120, 80, 100, 200, 4)], warehouse: { pallets: 4, storageMonths: 3, ordersPerMonth: 120, rates: card } };
    const [offer] = quote(request, lcl);
    expect(Object.fromEntries(offer!.lines.map((line) => [line.code, line.amount.amount]))).toEqual({
      freight: 34_560, // 3.84 W/M × 90 USD
      warehouseReceiving: 4 * 1800,
      warehouseStorage: 4 * 3 * 2400,
      fulfilment: 120 * 3 * 325,
    });
  });

  it('converts the rate card into another offer currency', () => {
    const eur: Tariff = { ...lcl, currency: 'EUR' };
    const request: QuoteRequest = { ...terms, origin: 'TRMER', destination: 'USNYC', mode: 'SEA_LCL', rows: [row(100, 100, 100, 100)], warehouse: { pallets: 1, storageMonths: 1, ordersPerMonth: 0, rates: card } };
    const [offer] = quote(request, eur);
    // 18 USD = 720 TRY = 16 EUR.
    expect(offer!.lines.find((line) => line.code === 'warehouseReceiving')?.amount).toEqual(money(1600, 'EUR'));
    expect(offer!.lines.some((line) => line.code === 'fulfilment')).toBe(false);
  });
});
