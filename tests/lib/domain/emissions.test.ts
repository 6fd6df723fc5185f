import { describe, expect, it } from 'vitest';
import {
  AIR_DISTANCE_ADDITION_KM,
  chainEmissions,
  containerTonnes,
  countedTonnes,
  flightKm,
  GLEC_INTENSITY_G_PER_TKM,
  greatCircleKm,
  legKgCo2e,
  mainLegMode,
} from '@/lib/domain/emissions';

const IST = { latitude: 41.2613, longitude: 28.742 };
const JFK = { latitude: 40.6394, longitude: -73.7793 };
const box = { length: 100, width: 100, height: 100, dimensionUnit: 'cm' as const, weightUnit: 'kg' as const };

describe('GLEC emission estimates', () => {
  it("reproduces the published GLEC v3.2 sea example: Shanghai → Rotterdam, 20 t over 19,600 km at 8.15 g/tkm is 3,194.8 kg CO2e", () => {
    const estimate = chainEmissions([{ role: 'main', mode: 'sea', km: 19_600 }], 20);
    expect(estimate.kgCo2e).toBe(3194.8);
    expect(estimate.legs).toEqual([{ role: 'main', mode: 'sea', km: 19_600, kgCo2e: 3194.8 }]);
  });

  it('multiplies kilometres, tonnes and the intensity of the mode', () => {
    expect(legKgCo2e({ mode: 'air', km: 1000 }, 1)).toBe(GLEC_INTENSITY_G_PER_TKM.air);
    expect(legKgCo2e({ mode: 'road', km: 500 }, 2)).toBeCloseTo((500 * 2 * GLEC_INTENSITY_G_PER_TKM.road) / 1000, 10);
    // The modes keep their order of magnitude: a tonne-kilometre by air is about a hundred times one by sea.
    expect(GLEC_INTENSITY_G_PER_TKM.air / GLEC_INTENSITY_G_PER_TKM.sea).toBeGreaterThan(50);
    expect(GLEC_INTENSITY_G_PER_TKM.road).toBeGreaterThan(GLEC_INTENSITY_G_PER_TKM.sea);
  });

  it('measures a flight as the great circle plus 95 km', () => {
    // A quarter of the equator and a quarter of a meridian: π/2 × 6,371.0088 km.
    expect(greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 })).toBeCloseTo(10_007.56, 1);
    expect(greatCircleKm({ latitude: 0, longitude: 30 }, { latitude: 90, longitude: 30 })).toBeCloseTo(10_007.56, 1);
    // Istanbul Airport → New York JFK (the reference data's coordinates): about 8,027 km, the same both ways.
    expect(Math.round(greatCircleKm(IST, JFK))).toBe(8027);
    expect(greatCircleKm(JFK, IST)).toBeCloseTo(greatCircleKm(IST, JFK), 9);
    expect(flightKm(IST, JFK)).toBeCloseTo(greatCircleKm(IST, JFK) + AIR_DISTANCE_ADDITION_KM, 10);
    expect(greatCircleKm(IST, IST)).toBe(0);
  });

  it('sums the legs of a chain and leaves out the legs without distance', () => {
    const estimate = chainEmissions(
      [
        { role: 'preCarriage', mode: 'road', km: 412.4 },
        { role: 'main', mode: 'sea', km: 6085.6 },
        { role: 'onCarriage', mode: 'road', km: 0 },
      ],
      3.5,
    );
    expect(estimate.legs.map((leg) => [leg.role, leg.km])).toEqual([
      ['preCarriage', 412],
      ['main', 6086],
    ]);
    // 412.4 × 3.5 × 62 / 1000 = 89.4908; 6085.6 × 3.5 × 8.15 / 1000 = 173.59174 → 263.08254
    expect(estimate.legs.map((leg) => leg.kgCo2e)).toEqual([89.5, 173.6]);
    expect(estimate.kgCo2e).toBe(263.1);
    expect(estimate.tonnes).toBe(3.5);
  });

  it('counts full containers at 10 t per TEU and other cargo by its gross weight', () => {
    expect(containerTonnes([{ type: '40HC', count: 2 }, { type: '20DC', count: 1 }])).toBe(50);
    expect(countedTonnes({ mode: 'SEA_FCL', containers: [{ type: '40RF', count: 1 }] })).toBe(20);
    // Gross weight, not the chargeable weight: 2 × 150 kg in 1 m³ boxes is 0.3 t even though air would charge 2 × 166.67 kg.
    expect(countedTonnes({ mode: 'AIR', rows: [{ ...box, weight: 150, count: 2 }] })).toBe(0.3);
    expect(countedTonnes({ mode: 'SEA_LCL', rows: [{ ...box, weight: 2, weightUnit: 'lb', count: 1000 }] })).toBeCloseTo(0.907, 3);
  });

  it('runs sea freight by ship, air and courier freight by plane, and has no factor for minivans', () => {
    expect([mainLegMode('SEA_FCL'), mainLegMode('SEA_LCL'), mainLegMode('AIR'), mainLegMode('PARCEL'), mainLegMode('ROAD')]).toEqual(['sea', 'sea', 'air', 'air', undefined]);
  });
});
