import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PackageRow } from '@/lib/domain/chargeable-weight';
import { money } from '@/lib/domain/money';
import {
  explainNoOffers,
  quoteOffers,
  type CarriageBand,
  type ChargeCode,
  type Offer,
  type QuoteRequest,
  type Surcharges,
  type Tariff,
} from '@/lib/domain/pricing';

const rates = { TRY: 1, USD: 34.25, EUR: 37.1 };

/** Out of order on purpose: the engine picks the first band that reaches the distance. */
const carriage: CarriageBand[] = [
  { upToKm: 500, price: 1_200_000 },
  { upToKm: 50, price: 300_000 },
  { upToKm: 150, price: 500_000 },
];

function row(length: number, width: number, height: number, weight: number, count = 1): PackageRow {
  return { length, width, height, dimensionUnit: 'cm', weight, weightUnit: 'kg', count };
}

/** 0.96 CBM and 150 kg: one revenue ton. */
const pallet = row(120, 80, 100, 150);

/** 2.5 CBM and 1,800 kg: 2.5 revenue tons. */
const bigCrate = row(100, 100, 250, 1800);

type RequestTerms = Partial<Omit<QuoteRequest, 'mode' | 'rows' | 'containers'>>;

const seaTerms = {
  origin: 'TRMER',
  destination: 'DEHAM',
  readyDate: '2025-03-05', // a Wednesday
  stackable: true,
  dangerous: false,
  departurePortService: false,
  arrivalPortService: false,
};

function lclRequest(rows: PackageRow[], terms: RequestTerms = {}): QuoteRequest {
  return { ...seaTerms, mode: 'SEA_LCL', rows, ...terms };
}

function airRequest(rows: PackageRow[], terms: RequestTerms = {}): QuoteRequest {
  return { ...seaTerms, origin: 'IST', destination: 'FRA', mode: 'AIR', rows, ...terms };
}

const seaLane = {
  carrier: 'Akdeniz Lines',
  origin: 'TRMER',
  destination: 'DEHAM',
  validFrom: '2025-03-01',
  validTo: '2025-03-31',
  transitDays: 21,
  freeDays: 7,
  cutOffWeekdays: [4],
};

const lclEur: Tariff = { ...seaLane, id: 'lcl-eur', mode: 'SEA_LCL', currency: 'EUR', rates: { perRevenueTon: 4500, minimum: 9000 } };

const fclUsd: Tariff = {
  ...seaLane,
  id: 'fcl-usd',
  mode: 'SEA_FCL',
  currency: 'USD',
  rates: { perContainer: { '20DC': 120_000, '40HC': 180_000 } },
};

const airUsd: Tariff = {
  ...seaLane,
  id: 'air-usd',
  carrier: 'Bosphorus Air Cargo',
  origin: 'IST',
  destination: 'FRA',
  mode: 'AIR',
  currency: 'USD',
  transitDays: 2,
  cutOffWeekdays: [],
  rates: {
    minimum: 7500,
    breaks: [
      { fromKg: 0, perKg: 450 },
      { fromKg: 45, perKg: 350 },
      { fromKg: 100, perKg: 300 },
      { fromKg: 300, perKg: 280 },
      { fromKg: 500, perKg: 260 },
      { fromKg: 1000, perKg: 240 },
    ],
  },
};

function quote(request: QuoteRequest, tariffs: Tariff[], surcharges: Surcharges = {}, now?: Date): Offer[] {
  return quoteOffers(request, tariffs, () => surcharges, carriage, rates, now);
}

function only(offers: Offer[]): Offer {
  expect(offers).toHaveLength(1);
  return offers[0]!;
}

function lineAmounts(offer: Offer): Partial<Record<ChargeCode, number>> {
  return Object.fromEntries(offer.lines.map((line) => [line.code, line.amount.amount]));
}

describe('LCL', () => {
  it('charges the minimum when revenue tons × rate is below it', () => {
    const offer = only(quote(lclRequest([pallet]), [lclEur]));
    expect(offer.basis).toMatchObject({ kind: 'revenueTons', value: 1 });
    expect(offer.lines).toEqual([{ code: 'freight', amount: money(9000, 'EUR') }]);
    expect(offer.total).toEqual(money(9000, 'EUR'));
    expect(offer.totals).toEqual({ TRY: money(333_900, 'TRY'), USD: money(9749, 'USD'), EUR: money(9000, 'EUR') });
  });

  it('charges revenue tons × rate above the minimum: 2.5 W/M × 45 EUR', () => {
    const offer = only(quote(lclRequest([bigCrate]), [lclEur]));
    expect(offer.basis).toMatchObject({ kind: 'revenueTons', value: 2.5 });
    expect(lineAmounts(offer)).toEqual({ freight: 11_250 });
  });

  it('charges BAF and THC per revenue ton', () => {
    const offer = only(
      quote(lclRequest([bigCrate], { departurePortService: true, arrivalPortService: true }), [lclEur], {
        baf: 1000,
        originThc: 1500,
        destinationThc: 2000,
      }),
    );
    expect(lineAmounts(offer)).toEqual({ freight: 11_250, baf: 2500, originThc: 3750, destinationThc: 5000 });
  });

  it('states the costs it leaves out and the free days', () => {
    const offer = only(quote(lclRequest([pallet]), [lclEur]));
    expect(offer.excluded).toEqual(['duties', 'taxes', 'demurrageBeyondFreeDays', 'inspections']);
    expect(offer.freeDays).toBe(7);
    expect(offer.validUntil).toBe('2025-03-31');
    expect(offer.basis).toMatchObject({ totals: { totalCbm: 0.96, totalWeightKg: 150, revenueTons: 1 } });
  });
});

describe('FCL', () => {
  const surcharges: Surcharges = {
    baf: 25_000,
    originThc: 30_000,
    destinationThc: 35_000,
    documentation: 7500,
    customsClearance: 10_000,
    nonStackableFactor: 1.25,
  };
  const twoHighCubes = (terms: RequestTerms = {}): QuoteRequest => ({
    ...seaTerms,
    mode: 'SEA_FCL',
    containers: [{ type: '40HC', count: 2 }],
    ...terms,
  });

  it('prices 2×40HC per container, with the departure port service', () => {
    const offer = only(quote(twoHighCubes({ departurePortService: true, stackable: false }), [fclUsd], surcharges));
    expect(offer.basis).toEqual({ kind: 'containers', value: 2, containers: [{ type: '40HC', count: 2 }] });
    expect(offer.lines.map((line) => line.code)).toEqual(['freight', 'baf', 'originThc', 'documentation', 'customsClearance']);
    expect(lineAmounts(offer)).toEqual({ freight: 360_000, baf: 50_000, originThc: 60_000, documentation: 7500, customsClearance: 10_000 });
    expect(offer.total).toEqual(money(487_500, 'USD'));
    expect(offer.totals).toEqual({ TRY: money(16_696_875, 'TRY'), USD: money(487_500, 'USD'), EUR: money(450_051, 'EUR') });
  });

  it('charges export and import clearance when both port services are asked for', () => {
    const offer = only(quote(twoHighCubes({ departurePortService: true, arrivalPortService: true }), [fclUsd], surcharges));
    expect(lineAmounts(offer)).toMatchObject({ destinationThc: 70_000, customsClearance: 20_000 });
  });

  it('mixes container types and skips a tariff without a rate for one of them', () => {
    const request: QuoteRequest = { ...seaTerms, mode: 'SEA_FCL', containers: [{ type: '20DC', count: 1 }, { type: '40HC', count: 1 }] };
    expect(lineAmounts(only(quote(request, [fclUsd])))).toEqual({ freight: 300_000 });
    expect(quote({ ...request, containers: [{ type: '40RF', count: 1 }] }, [fclUsd])).toEqual([]);
  });
});

describe('AIR rate breaks', () => {
  const box = (kg: number) => row(10, 10, 10, kg);

  it.each([
    ['below the minimum charge', 10, 7500],
    ['at the −45 rate', 20, 9000],
    ['at the +45 rate for 45 kg when that is cheaper than 40 kg at −45', 40, 15_750],
    ['at +45 for 40.5 kg chargeable (40.2 kg gross)', 40.2, 15_750],
    ['exactly on the +45 break', 45, 15_750],
    ['at +100 for 100 kg instead of 95 kg at +45', 95, 30_000],
    ['at +100 when the +300 break is dearer', 150, 45_000],
    ['at +1000', 1200, 288_000],
  ])('charges %s (%s kg)', (_label, kg, freight) => {
    const offer = only(quote(airRequest([box(kg)]), [airUsd]));
    expect(lineAmounts(offer)).toEqual({ freight });
  });

  it('charges on the chargeable weight: volumetric, rounded up to the half kilo', () => {
    // 120×80×100 cm of 150 kg → 160 kg volumetric → +100 rate
    const offer = only(quote(airRequest([pallet]), [airUsd]));
    expect(offer.basis).toMatchObject({ kind: 'chargeableKg', value: 160 });
    expect(lineAmounts(offer)).toEqual({ freight: 48_000 });
  });

  it('lets any higher break win, not only the next one', () => {
    const oddTariff: Tariff = {
      ...airUsd,
      rates: {
        minimum: 0,
        breaks: [
          { fromKg: 0, perKg: 450 },
          { fromKg: 45, perKg: 449 },
          { fromKg: 100, perKg: 100 },
        ],
      },
    };
    expect(lineAmounts(only(quote(airRequest([box(40)]), [oddTariff])))).toEqual({ freight: 10_000 });
  });

  it('charges BAF per chargeable kilogram', () => {
    const offer = only(quote(airRequest([box(40.2)]), [airUsd], { baf: 55 }));
    expect(lineAmounts(offer)).toEqual({ freight: 15_750, baf: 2228 }); // 40.5 × 55 = 2227.5 → 2228
  });
});

describe('surcharges on freight', () => {
  it('adds the dangerous-goods percentage of freight only for dangerous cargo', () => {
    const surcharges = { dangerousGoodsPercent: 50 };
    expect(lineAmounts(only(quote(lclRequest([pallet], { dangerous: true }), [lclEur], surcharges)))).toEqual({
      freight: 9000,
      dangerousGoods: 4500,
    });
    expect(lineAmounts(only(quote(lclRequest([pallet]), [lclEur], surcharges)))).toEqual({ freight: 9000 });
  });

  it('applies the non-stackable factor to freight only for non-stackable cargo', () => {
    expect(lineAmounts(only(quote(lclRequest([pallet], { stackable: false }), [lclEur], { nonStackableFactor: 1.25 })))).toEqual({
      freight: 9000,
      nonStackable: 2250,
    });
    expect(lineAmounts(only(quote(lclRequest([bigCrate], { stackable: false }), [lclEur], { nonStackableFactor: 1.1 })))).toEqual({
      freight: 11_250,
      nonStackable: 1125,
    });
    expect(lineAmounts(only(quote(lclRequest([pallet]), [lclEur], { nonStackableFactor: 1.25 })))).toEqual({ freight: 9000 });
  });

  it('leaves out a surcharge that comes to zero', () => {
    const offer = only(quote(lclRequest([pallet], { departurePortService: true }), [lclEur], { baf: 0, documentation: 0 }));
    expect(offer.lines.map((line) => line.code)).toEqual(['freight']);
  });
});

describe('insurance', () => {
  const cover = (cargoValueCents: number) => ({
    cargoValue: money(cargoValueCents, 'USD'),
    percent: 0.3,
    minimum: money(2500, 'EUR'),
  });

  it('charges the percentage of cargo value + freight when above the minimum', () => {
    // 10,000 USD = 9,231.81 EUR; + 90 EUR freight = 9,321.81 EUR; 0.3 % = 27.965… → 27.97 EUR
    const offer = only(quote(lclRequest([pallet], { insurance: cover(1_000_000) }), [lclEur]));
    expect(lineAmounts(offer)).toEqual({ freight: 9000, insurance: 2797 });
  });

  it('charges the minimum when the percentage is below it', () => {
    // 1,000 USD = 923.18 EUR; + 90 EUR = 1,013.18 EUR; 0.3 % = 3.04 EUR < 25 EUR
    const offer = only(quote(lclRequest([pallet], { insurance: cover(100_000) }), [lclEur]));
    expect(lineAmounts(offer)).toEqual({ freight: 9000, insurance: 2500 });
  });
});

describe('pre- and on-carriage', () => {
  it('prices trucking by distance band in TRY, converted to the offer currency', () => {
    // 120 km → 5,000 TRY = 134.77 EUR; 50 km (on the band's edge) → 3,000 TRY = 80.86 EUR
    const offer = only(quote(lclRequest([pallet], { preCarriageKm: 120, onCarriageKm: 50 }), [lclEur]));
    expect(lineAmounts(offer)).toEqual({ freight: 9000, preCarriage: 13_477, onCarriage: 8086 });
    expect(offer.total).toEqual(money(30_563, 'EUR'));
  });

  it('adds no line for no distance', () => {
    const offer = only(quote(lclRequest([pallet], { preCarriageKm: 0 }), [lclEur]));
    expect(offer.lines.map((line) => line.code)).toEqual(['freight']);
  });

  it('throws when no band reaches the distance', () => {
    expect(() => quote(lclRequest([pallet], { preCarriageKm: 501 }), [lclEur])).toThrow(/501 km/);
  });

  it('prices pre- and on-carriage from their own tables when given both', () => {
    const tables = { pre: carriage, on: [{ upToKm: 500, price: 1_500_000 }] };
    const offers = quoteOffers(lclRequest([pallet], { preCarriageKm: 120, onCarriageKm: 120 }), [lclEur], () => ({}), tables, rates);
    // pre: 120 km → 5,000 TRY = 134.77 EUR; on: 15,000 TRY = 404.31 EUR
    expect(lineAmounts(only(offers))).toEqual({ freight: 9000, preCarriage: 13_477, onCarriage: 40_431 });
  });
});

describe('validity', () => {
  const expired: Tariff = { ...lclEur, id: 'expired', validFrom: '2025-02-01', validTo: '2025-02-28' };
  const future: Tariff = { ...lclEur, id: 'future', validFrom: '2025-03-06', validTo: '2025-04-30' };
  const endsOnReadyDate: Tariff = { ...lclEur, id: 'ends-today', validFrom: '2025-02-01', validTo: '2025-03-05' };
  const startsOnReadyDate: Tariff = { ...lclEur, id: 'starts-today', validFrom: '2025-03-05', validTo: '2025-04-30' };

  it('quotes only tariffs valid on the ready date, both ends inclusive', () => {
    const offers = quote(lclRequest([pallet]), [expired, future, endsOnReadyDate, startsOnReadyDate]);
    expect(offers.map((offer) => offer.tariffId).sort()).toEqual(['ends-today', 'starts-today']);
  });

  it('reads a ready date already past as today in Istanbul', () => {
    const now = new Date('2025-03-08T22:30:00Z'); // Sunday 9 March, 01:30 in Istanbul
    const offers = quote(lclRequest([pallet]), [endsOnReadyDate, startsOnReadyDate], {}, now);
    expect(offers.map((offer) => offer.tariffId)).toEqual(['starts-today']);
    expect(offers[0]!.departure).toBe('2025-03-13');
  });

  it('quotes only the lane and mode asked for', () => {
    const otherLane: Tariff = { ...lclEur, id: 'other-lane', destination: 'NLRTM' };
    expect(quote(lclRequest([pallet]), [otherLane, fclUsd, airUsd])).toEqual([]);
  });
});

describe('departure', () => {
  it.each([
    [[4], '2025-03-06'],
    [[3], '2025-03-05'],
    [[1], '2025-03-10'],
    [[1, 5], '2025-03-07'],
    [[0, 6], '2025-03-08'],
    [[], '2025-03-05'],
  ])('with cut-offs on weekdays %j leaves on %s (ready Wednesday 2025-03-05)', (cutOffWeekdays, departure) => {
    const offer = only(quote(lclRequest([pallet]), [{ ...lclEur, cutOffWeekdays }]));
    expect(offer.departure).toBe(departure);
  });

  it('counts from today when the ready date has passed', () => {
    const now = new Date('2025-03-08T22:30:00Z'); // Sunday in Istanbul, still Saturday in UTC
    expect(only(quote(lclRequest([pallet]), [{ ...lclEur, cutOffWeekdays: [0] }], {}, now)).departure).toBe('2025-03-09');
    expect(only(quote(lclRequest([pallet]), [{ ...lclEur, cutOffWeekdays: [1] }], {}, now)).departure).toBe('2025-03-10');
    expect(only(quote(lclRequest([pallet]), [{ ...lclEur, cutOffWeekdays: [6] }], {}, now)).departure).toBe('2025-03-15');
  });

  it('ignores `now` when the ready date is still ahead', () => {
    const now = new Date('2025-03-01T12:00:00Z');
    expect(only(quote(lclRequest([pallet]), [lclEur], {}, now)).departure).toBe('2025-03-06');
  });
});

describe('ordering', () => {
  const eur: Tariff = { ...lclEur, id: 'eur', transitDays: 18 }; // 90 EUR = 3,339.00 TRY
  const usd: Tariff = { ...lclEur, id: 'usd', currency: 'USD', transitDays: 25, rates: { perRevenueTon: 4500, minimum: 9500 } }; // 95 USD = 3,253.75 TRY
  const lira: Tariff = { ...lclEur, id: 'try', currency: 'TRY', transitDays: 18, rates: { perRevenueTon: 150_000, minimum: 340_000 } }; // 3,400 TRY

  it('sorts by the TRY total, whatever the offer currency', () => {
    const offers = quote(lclRequest([pallet]), [lira, eur, usd]);
    expect(offers.map((offer) => offer.tariffId)).toEqual(['usd', 'eur', 'try']);
    expect(offers.map((offer) => offer.totals.TRY.amount)).toEqual([325_375, 333_900, 340_000]);
    expect(offers.map((offer) => offer.total)).toEqual([money(9500, 'USD'), money(9000, 'EUR'), money(340_000, 'TRY')]);
  });

  it('flags the fastest offer, the cheaper one on a tie, and only one', () => {
    const offers = quote(lclRequest([pallet]), [lira, eur, usd]);
    expect(offers.filter((offer) => offer.fastest).map((offer) => offer.tariffId)).toEqual(['eur']);
  });

  it('flags a lone offer as the fastest', () => {
    expect(only(quote(lclRequest([pallet]), [usd])).fastest).toBe(true);
  });
});

describe('explainNoOffers', () => {
  it('finds no lane between places without tariffs', () => {
    const request = lclRequest([pallet], { destination: 'USNYC' });
    expect(explainNoOffers(request, [lclEur, fclUsd])).toBe('noLane');
    expect(quote(request, [lclEur, fclUsd])).toEqual([]);
  });

  it('finds the mode unavailable on a lane quoted in other modes', () => {
    const request = airRequest([pallet], { origin: 'TRMER', destination: 'DEHAM' });
    expect(explainNoOffers(request, [lclEur, fclUsd])).toBe('modeUnavailable');
  });

  it('finds no valid tariff when the lane and mode exist but not on the date', () => {
    const request = lclRequest([pallet], { readyDate: '2025-06-02' });
    expect(explainNoOffers(request, [lclEur])).toBe('noValidTariff');
    expect(quote(request, [lclEur])).toEqual([]);
  });

  it('finds the cargo too large for air by chargeable weight or by size, before looking at dates', () => {
    const heavy = airRequest([row(100, 100, 100, 2600, 2)]); // 5,200 kg
    const long = airRequest([row(320, 40, 40, 50)]);
    const heavyLater = airRequest([row(100, 100, 100, 2600, 2)], { readyDate: '2025-06-02' });
    for (const request of [heavy, long, heavyLater]) {
      expect(explainNoOffers(request, [airUsd])).toBe('cargoTooLarge');
      expect(quote(request, [airUsd])).toEqual([]);
    }
    expect(explainNoOffers(airRequest([row(100, 100, 100, 2500, 2)]), [airUsd])).toBeNull(); // exactly 5,000 kg
  });

  it('finds the cargo too large for LCL above 60 revenue tons: it fills a container', () => {
    const sixty = lclRequest([row(100, 100, 100, 500, 60)]); // 60 CBM, 30 t
    const sixtyOne = lclRequest([row(100, 100, 100, 500, 61)]);
    const heavy = lclRequest([row(100, 100, 100, 20_000, 4)]); // 4 CBM, 80 t
    expect(explainNoOffers(sixty, [lclEur])).toBeNull();
    expect(only(quote(sixty, [lclEur])).basis).toMatchObject({ kind: 'revenueTons', value: 60 });
    for (const request of [sixtyOne, heavy]) {
      expect(explainNoOffers(request, [lclEur])).toBe('cargoTooLarge');
      expect(quote(request, [lclEur])).toEqual([]);
    }
  });

  it('finds the equipment unavailable when no FCL tariff rates the container type', () => {
    const request: QuoteRequest = { ...seaTerms, mode: 'SEA_FCL', containers: [{ type: '40RF', count: 1 }] };
    expect(explainNoOffers(request, [fclUsd])).toBe('equipmentUnavailable');
  });

  it('answers null when there are offers, reading the ready date like quoteOffers', () => {
    expect(explainNoOffers(lclRequest([pallet]), [lclEur])).toBeNull();
    const now = new Date('2025-04-02T09:00:00Z');
    expect(explainNoOffers(lclRequest([pallet]), [lclEur], now)).toBe('noValidTariff');
    expect(quote(lclRequest([pallet]), [lclEur], {}, now)).toEqual([]);
  });
});

describe('offer totals (property)', () => {
  const packageRow = fc.record({
    length: fc.integer({ min: 1, max: 150 }),
    width: fc.integer({ min: 1, max: 150 }),
    height: fc.integer({ min: 1, max: 150 }),
    dimensionUnit: fc.constantFrom('cm' as const, 'in' as const),
    weight: fc.double({ min: 0.1, max: 400, noNaN: true }),
    weightUnit: fc.constantFrom('kg' as const, 'lb' as const),
    count: fc.integer({ min: 1, max: 4 }),
  });
  const terms = fc.record({
    stackable: fc.boolean(),
    dangerous: fc.boolean(),
    departurePortService: fc.boolean(),
    arrivalPortService: fc.boolean(),
    preCarriageKm: fc.integer({ min: 0, max: 500 }),
    onCarriageKm: fc.integer({ min: 0, max: 500 }),
    insurance: fc.option(
      fc.record({
        cargoValue: fc.integer({ min: 0, max: 100_000_000 }).map((cents) => money(cents, 'USD')),
        percent: fc.double({ min: 0.05, max: 2, noNaN: true }),
        minimum: fc.constant(money(2500, 'EUR')),
      }),
      { nil: undefined },
    ),
  });
  const surcharges: Surcharges = {
    baf: 333,
    originThc: 1250,
    destinationThc: 1750,
    documentation: 4500,
    dangerousGoodsPercent: 37.5,
    nonStackableFactor: 1.15,
    customsClearance: 9900,
  };

  it('makes every total the sum of its integer lines, in one currency', () => {
    fc.assert(
      fc.property(fc.array(packageRow, { minLength: 1, maxLength: 5 }), terms, fc.boolean(), (rows, extra, byAir) => {
        const request = byAir ? airRequest(rows, extra) : lclRequest(rows, extra);
        for (const offer of quote(request, [lclEur, airUsd], surcharges)) {
          expect(offer.lines.every((line) => Number.isInteger(line.amount.amount) && line.amount.currency === offer.total.currency)).toBe(true);
          expect(offer.lines.reduce((total, line) => total + line.amount.amount, 0)).toBe(offer.total.amount);
        }
      }),
    );
  });
});
