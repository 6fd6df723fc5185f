import { describe, expect, it } from 'vitest';
import { airRateAt100Kg, headlinePrice, summarizeLane, transitSpan, type LaneTariffRow } from '@/lib/lanes/lane-summary';
import { customsNoteKey } from '@/lib/lanes/customs';

const today = '2026-11-26';
const row = (overrides: Partial<LaneTariffRow>): LaneTariffRow => ({
  mode: 'SEA_LCL',
  carrier: 'A Line',
  origin: 'TRMER',
  destination: 'USNYC',
  currency: 'USD',
  validFrom: '2026-11-23',
  validTo: '2026-11-29',
  transitDays: 20,
  rates: { perRevenueTon: 8_000, minimum: 8_000 },
  ...overrides,
});

describe('summarizeLane', () => {
  it('ranges prices and transit per mode over the tariffs valid today only', () => {
    const summary = summarizeLane(
      [
        row({ rates: { perRevenueTon: 7_000, minimum: 7_000 }, transitDays: 18 }),
        row({ carrier: 'B Line', rates: { perRevenueTon: 9_500, minimum: 9_500 }, transitDays: 26, origin: 'TRAMR' }),
        // expired yesterday and starting tomorrow: both ignored, though cheaper and faster
        row({ validFrom: '2026-11-16', validTo: '2026-11-25', rates: { perRevenueTon: 100, minimum: 100 }, transitDays: 2 }),
        row({ validFrom: '2026-11-27', validTo: '2026-12-03', rates: { perRevenueTon: 100, minimum: 100 }, transitDays: 2 }),
        // valid on its last and on its first day
        row({ mode: 'SEA_FCL', validTo: today, rates: { perContainer: { '20DC': 150_000, '40HC': 280_000, '40DC': 260_000 } }, transitDays: 22 }),
        row({ mode: 'SEA_FCL', carrier: 'B Line', validFrom: today, rates: { perContainer: { '40HC': 310_000 } }, transitDays: 24 }),
      ],
      today,
      true,
    );
    expect(summary.asOf).toBe(today);
    expect(summary.modes.map((mode) => mode.mode)).toEqual(['SEA_FCL', 'SEA_LCL']);
    const [fcl, lcl] = summary.modes;
    expect(fcl!.prices).toEqual([
      { basis: 'container20DC', currency: 'USD', min: 150_000, max: 150_000 },
      { basis: 'container40HC', currency: 'USD', min: 280_000, max: 310_000 },
    ]);
    expect(fcl!.transitDays).toEqual({ min: 22, max: 24 });
    expect(lcl!.prices).toEqual([{ basis: 'revenueTon', currency: 'USD', min: 7_000, max: 9_500 }]);
    expect(lcl!.transitDays).toEqual({ min: 18, max: 26 });
    expect(lcl!.carriers).toBe(2);
    expect(lcl!.tariffs).toBe(2);
  });

  it('keeps currencies apart and prices air at the +100 kg break, vans per trip, parcels by the first half kilo', () => {
    const air = { minimum: 9_000, breaks: [{ fromKg: 0, perKg: 700 }, { fromKg: 45, perKg: 520 }, { fromKg: 100, perKg: 450 }, { fromKg: 300, perKg: 400 }] };
    const summary = summarizeLane(
      [
        row({ mode: 'AIR', origin: 'IST', destination: 'JFK', rates: air, transitDays: 2 }),
        row({ mode: 'AIR', origin: 'SAW', destination: 'JFK', currency: 'EUR', rates: { minimum: 1, breaks: [{ fromKg: 0, perKg: 600 }, { fromKg: 45, perKg: 480 }] }, transitDays: 4 }),
        row({ mode: 'ROAD', origin: 'TRIST', destination: 'DEHAM', currency: 'EUR', rates: { perVan: 290_000 }, transitDays: 5 }),
        row({ mode: 'PARCEL', origin: 'IST', destination: 'FRA', rates: { firstHalfKg: 1_500, perAdditionalHalfKg: 400 }, transitDays: 3 }),
      ],
      today,
      true,
    );
    expect(summary.modes.map((mode) => mode.mode)).toEqual(['AIR', 'ROAD', 'PARCEL']);
    expect(summary.modes[0]!.prices).toEqual([
      { basis: 'kg100', currency: 'EUR', min: 480, max: 480 },
      { basis: 'kg100', currency: 'USD', min: 450, max: 450 },
    ]);
    expect(summary.modes[1]!.prices).toEqual([{ basis: 'van', currency: 'EUR', min: 290_000, max: 290_000 }]);
    expect(summary.modes[2]!.prices).toEqual([{ basis: 'parcelFirstHalfKg', currency: 'USD', min: 1_500, max: 1_500 }]);
  });

  it('ranks the gateways by use, Türkiye on the origin side for exports and the destination side for imports', () => {
    const rows = [row({ origin: 'TRAMR' }), row({ origin: 'TRMER', destination: 'USSAV' }), row({ origin: 'TRMER', destination: 'USSAV', carrier: 'B' }), row({ mode: 'AIR', origin: 'IST', destination: 'JFK', rates: { minimum: 1, breaks: [{ fromKg: 100, perKg: 1 }] } })];
    const exporting = summarizeLane(rows, today, true);
    expect(exporting.gateways).toEqual({ turkish: ['TRMER', 'IST', 'TRAMR'], foreign: ['USSAV', 'JFK', 'USNYC'] });
    expect(exporting.modes.find((mode) => mode.mode === 'SEA_LCL')!.mainGateways).toEqual({ turkish: 'TRMER', foreign: 'USSAV' });
    expect(exporting.modes.find((mode) => mode.mode === 'AIR')!.mainGateways).toEqual({ turkish: 'IST', foreign: 'JFK' });
    const importing = summarizeLane(rows, today, false);
    expect(importing.gateways.turkish).toEqual(['USSAV', 'JFK', 'USNYC']);
  });

  it('has no modes without valid tariffs', () => {
    expect(summarizeLane([row({ validTo: '2026-11-25' })], today, true)).toEqual({ asOf: today, modes: [], gateways: { turkish: [], foreign: [] } });
  });
});

describe('card figures', () => {
  it('takes the air rate of the highest break at or below 100 kg', () => {
    expect(airRateAt100Kg({ minimum: 0, breaks: [{ fromKg: 300, perKg: 1 }, { fromKg: 45, perKg: 5 }, { fromKg: 0, perKg: 9 }] })).toBe(5);
    expect(airRateAt100Kg({ minimum: 0, breaks: [{ fromKg: 300, perKg: 1 }] })).toBeNull();
  });

  it('quotes "from" the lowest price of the preferred basis and spans the transit over modes', () => {
    const summary = summarizeLane(
      [row({ rates: { perRevenueTon: 6_000, minimum: 6_000 } }), row({ carrier: 'B', rates: { perRevenueTon: 5_500, minimum: 5_500 }, transitDays: 30 }), row({ mode: 'AIR', rates: { minimum: 0, breaks: [{ fromKg: 100, perKg: 300 }] }, transitDays: 3 })],
      today,
      true,
    );
    expect(headlinePrice(summary)).toEqual({ basis: 'revenueTon', currency: 'USD', min: 5_500, max: 6_000 });
    expect(transitSpan(summary)).toEqual({ min: 3, max: 30 });
    expect(headlinePrice({ modes: [] })).toBeNull();
    expect(transitSpan({ modes: [] })).toBeNull();
  });
});

describe('customs notes', () => {
  it('gives the fixed countries their own notes, EU members the customs-union notes, others the general ones', () => {
    expect(customsNoteKey('US')).toBe('US');
    expect(customsNoteKey('EG')).toBe('EG');
    expect(customsNoteKey('DE')).toBe('EU');
    expect(customsNoteKey('GB')).toBe('general');
    expect(customsNoteKey('BR')).toBe('general');
  });
});
