import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  airChargeableWeightKg,
  cargoTotals,
  desi,
  grossWeightKg,
  revenueTons,
  roundUpToHalfKilo,
  volumeCbm,
  volumetricWeightKg,
  type PackageRow,
} from '@/lib/domain/chargeable-weight';

function row(length: number, width: number, height: number, weight: number, count = 1): PackageRow {
  return { length, width, height, dimensionUnit: 'cm', weight, weightUnit: 'kg', count };
}

const pallet = row(120, 80, 100, 150);
const boxes = row(50, 40, 30, 8.2, 2);

describe('a 120×80×100 cm pallet of 150 kg', () => {
  it('measures 0.96 CBM, 320 desi and 160 kg volumetric', () => {
    expect(volumeCbm([pallet])).toBeCloseTo(0.96, 10);
    expect(desi([pallet])).toBeCloseTo(320, 10);
    expect(volumetricWeightKg([pallet])).toBeCloseTo(160, 10);
    expect(grossWeightKg([pallet])).toBe(150);
  });

  it('is charged on its volumetric 160 kg by air', () => {
    expect(airChargeableWeightKg([pallet])).toBe(160);
  });

  it('takes the volumetric divisor of the mode: 5000 (courier) gives 192 kg', () => {
    expect(volumetricWeightKg([pallet], 5000)).toBeCloseTo(192, 10);
    expect(airChargeableWeightKg([pallet], 5000)).toBe(192);
  });
});

describe('two 50×40×30 cm boxes of 8.2 kg each', () => {
  it('weigh 16.4 kg gross and 20 kg volumetric, so 20 kg are charged', () => {
    expect(grossWeightKg([boxes])).toBeCloseTo(16.4, 10);
    expect(volumetricWeightKg([boxes])).toBeCloseTo(20, 10);
    expect(airChargeableWeightKg([boxes])).toBe(20);
  });
});

describe('roundUpToHalfKilo', () => {
  it.each([
    [10.01, 10.5],
    [10.5, 10.5],
    [10.51, 11],
    [10, 10],
    [0.2, 0.5],
    [0, 0],
    [10.501, 11],
    [10.5000000001, 10.5],
  ])('%s kg → %s kg', (kg, rounded) => {
    expect(roundUpToHalfKilo(kg)).toBe(rounded);
  });

  it('charges a box of 10.01 kg as 10.5 kg', () => {
    expect(airChargeableWeightKg([row(10, 10, 10, 10.01)])).toBe(10.5);
  });

  it('ignores floating-point noise: 25 pieces of 1.1 kg sum to 27.500000000000004 and are charged 27.5', () => {
    const pieces = [row(10, 10, 10, 1.1, 25)];
    expect(grossWeightKg(pieces)).toBe(27.500000000000004);
    expect(airChargeableWeightKg(pieces)).toBe(27.5);
  });
});

describe('imperial rows', () => {
  it('measure the same as their metric twins', () => {
    const imperial: PackageRow = { length: 50, width: 40, height: 30, dimensionUnit: 'in', weight: 100, weightUnit: 'lb', count: 3 };
    const metric = row(127, 101.6, 76.2, 45.3592, 3);
    const a = cargoTotals([imperial]);
    const b = cargoTotals([metric]);
    expect(a.totalCbm).toBeCloseTo(b.totalCbm, 10);
    expect(a.totalWeightKg).toBeCloseTo(b.totalWeightKg, 10);
    expect(a.desi).toBeCloseTo(b.desi, 8);
    expect(a.volumetricKg).toBeCloseTo(b.volumetricKg, 8);
    expect(a.chargeableKg).toBe(b.chargeableKg);
    expect(a.revenueTons).toBeCloseTo(b.revenueTons, 10);
    expect(a.totalCbm).toBeCloseTo(2.94967152, 10);
    expect(a.chargeableKg).toBe(492);
  });
});

describe('revenueTons (W/M)', () => {
  it.each([
    ['0.4 CBM & 300 kg → the 1 ton minimum', row(100, 100, 40, 300), 1],
    ['2.5 CBM & 1,800 kg → 2.5 (measure)', row(100, 100, 250, 1800), 2.5],
    ['1.2 CBM & 3,400 kg → 3.4 (weight)', row(100, 100, 120, 3400), 3.4],
  ])('%s', (_label, cargo, tons) => {
    expect(revenueTons([cargo])).toBeCloseTo(tons, 10);
  });

  it('is 0 when nothing is measured yet, not the minimum', () => {
    expect(revenueTons([])).toBe(0);
    expect(revenueTons([row(0, 0, 0, 0)])).toBe(0);
  });
});

describe('cargoTotals', () => {
  it('adds up several rows', () => {
    const totals = cargoTotals([pallet, boxes]);
    expect(totals.totalCbm).toBeCloseTo(1.08, 10);
    expect(totals.totalWeightKg).toBeCloseTo(166.4, 10);
    expect(totals.desi).toBeCloseTo(360, 10);
    expect(totals.volumetricKg).toBeCloseTo(180, 10);
    expect(totals.chargeableKg).toBe(180);
    expect(totals.revenueTons).toBeCloseTo(1.08, 10);
  });

  it('uses the given volumetric divisor', () => {
    const totals = cargoTotals([pallet], { volumetricDivisor: 3000 });
    expect(totals.volumetricKg).toBeCloseTo(320, 10);
    expect(totals.chargeableKg).toBe(320);
  });

  it('gives zeros, never NaN, for an empty list', () => {
    expect(cargoTotals([])).toEqual({ totalCbm: 0, totalWeightKg: 0, desi: 0, volumetricKg: 0, chargeableKg: 0, revenueTons: 0 });
  });
});

const packageRow = fc.record({
  length: fc.double({ min: 0.1, max: 300, noNaN: true }),
  width: fc.double({ min: 0.1, max: 300, noNaN: true }),
  height: fc.double({ min: 0.1, max: 300, noNaN: true }),
  dimensionUnit: fc.constantFrom('cm' as const, 'in' as const),
  weight: fc.double({ min: 0.001, max: 2000, noNaN: true }),
  weightUnit: fc.constantFrom('kg' as const, 'lb' as const),
  count: fc.integer({ min: 1, max: 50 }),
});

describe('chargeable weight (property)', () => {
  it('is a multiple of 0.5 kg and at least the gross and the volumetric weight (to the gram)', () => {
    const grams = (kg: number) => Math.round(kg * 1000);
    fc.assert(
      fc.property(fc.array(packageRow, { maxLength: 8 }), (rows) => {
        const { chargeableKg, totalWeightKg, volumetricKg } = cargoTotals(rows);
        expect(Number.isInteger(chargeableKg * 2)).toBe(true);
        expect(grams(chargeableKg)).toBeGreaterThanOrEqual(grams(totalWeightKg));
        expect(grams(chargeableKg)).toBeGreaterThanOrEqual(grams(volumetricKg));
        expect(chargeableKg - Math.max(totalWeightKg, volumetricKg)).toBeLessThan(0.5);
      }),
    );
  });
});
