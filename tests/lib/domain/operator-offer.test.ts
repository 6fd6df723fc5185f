import { describe, expect, it } from 'vitest';
import { buildOperatorOffer, operatorOfferBasis, type QuotedRequest } from '@/lib/domain/operator-offer';
import { convert } from '@/lib/domain/money';
import { offer as offerSchema } from '@/lib/schemas/freight';
import { operatorOfferInput } from '@/lib/schemas/request';

const rates = { USD: 34.25, EUR: 37.1 };
const lcl: QuotedRequest = {
  origin: 'TRMER',
  destination: 'USNYC',
  mode: 'SEA_LCL',
  readyDate: '2026-05-04',
  orderDimensionList: [{ length: 120, width: 80, height: 150, dimensionUnit: 'cm', weight: 450, weightUnit: 'kg', count: 4 }],
  containers: [],
};
const input = operatorOfferInput.parse({ carrier: 'Arkas Line', transitDays: 21, validUntil: '2026-05-20', currency: 'USD', lines: [{ code: 'freight', amount: 150_000 }, { code: 'baf', amount: 12_345 }] });

describe('an operator’s offer', () => {
  it('adds the lines up and converts the total with the FX table', () => {
    const offer = buildOperatorOffer(lcl, input, { tariffId: 'OP-7', rates, today: '2026-05-01' });
    expect(offer.total).toEqual({ amount: 162_345, currency: 'USD' });
    // 1,623.45 USD × 34.25 = 55,603.16 TRY; → EUR through TRY: 55,603.16 / 37.1 = 1,498.74 EUR.
    expect(offer.totals).toEqual({ TRY: { amount: 5_560_316, currency: 'TRY' }, USD: offer.total, EUR: { amount: 149_874, currency: 'EUR' } });
    expect(offer.totals.EUR).toEqual(convert(offer.total, 'EUR', rates));
    expect(offer).toMatchObject({ tariffId: 'OP-7', origin: 'TRMER', destination: 'USNYC', mode: 'SEA_LCL', departure: '2026-05-04', freeDays: 0, fastest: false });
    expect(offer.excluded).toEqual(['duties', 'taxes', 'demurrageBeyondFreeDays', 'inspections']);
    expect(offerSchema.safeParse(offer).success).toBe(true);
  });

  it('departs today when the ready date has passed, or on the day the operator names', () => {
    expect(buildOperatorOffer(lcl, input, { tariffId: 'OP-1', rates, today: '2026-05-10' }).departure).toBe('2026-05-10');
    expect(buildOperatorOffer(lcl, { ...input, departure: '2026-05-12' }, { tariffId: 'OP-1', rates, today: '2026-05-10' }).departure).toBe('2026-05-12');
  });

  it('reuses the instant offer’s basis, else measures the cargo by mode', () => {
    const instant = { kind: 'revenueTons' as const, value: 9, totals: { totalCbm: 9, totalWeightKg: 1, desi: 1, volumetricKg: 1, chargeableKg: 1, revenueTons: 9 } };
    expect(operatorOfferBasis(lcl, instant)).toBe(instant);
    expect(operatorOfferBasis(lcl, undefined)).toMatchObject({ kind: 'revenueTons', value: 5.76 });
    expect(operatorOfferBasis({ ...lcl, mode: 'AIR' }, undefined)).toMatchObject({ kind: 'chargeableKg', value: 1800 });
    expect(operatorOfferBasis({ ...lcl, mode: 'SEA_FCL', orderDimensionList: [], containers: [{ type: '40HC', count: 2 }, { type: '20DC', count: 1 }] }, undefined)).toEqual({
      kind: 'containers',
      value: 3,
      containers: [{ type: '40HC', count: 2 }, { type: '20DC', count: 1 }],
    });
  });

  it('carries the instant offer’s CO2e estimate (same lane and cargo), and none without one', () => {
    const emissions = { kgCo2e: 142.1, tonnes: 1.8, legs: [{ role: 'main' as const, mode: 'sea' as const, km: 9688, kgCo2e: 142.1 }] };
    const offer = buildOperatorOffer(lcl, input, { tariffId: 'OP-2', rates, today: '2026-05-01', instantEmissions: emissions });
    expect(offer.emissions).toBe(emissions);
    expect(offerSchema.safeParse(offer).success).toBe(true);
    expect(buildOperatorOffer(lcl, input, { tariffId: 'OP-3', rates, today: '2026-05-01' })).not.toHaveProperty('emissions');
  });

  it('refuses a total, repeated lines, no freight line and fractions of a minor unit', () => {
    const fields = (value: unknown) => operatorOfferInput.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.code === 'custom' ? issue.message : issue.code}`);
    expect(fields({ ...input, total: { amount: 1, currency: 'USD' } })).toEqual([':unrecognized_keys']);
    expect(fields({ ...input, lines: [{ code: 'freight', amount: 1 }, { code: 'freight', amount: 1 }] })).toEqual(['lines:requests.offer.lineTwice']);
    expect(fields({ ...input, lines: [{ code: 'baf', amount: 1 }] })).toEqual(['lines:requests.offer.freightRequired']);
    expect(fields({ ...input, lines: [{ code: 'freight', amount: 1.5 }] })).toEqual(['lines.0.amount:invalid_type']);
    expect(fields({ ...input, departure: '2026-06-01' })).toEqual(['departure:requests.offer.departureAfterValidity']);
    expect(fields({ ...input, currency: 'GBP' })).toEqual(['currency:invalid_value']);
  });
});
