import { toCentimetres, toKilograms, type DimensionUnit, type WeightUnit } from './units';

/**
 * One line of the cargo form: `count` identical pieces, each `length × width × height` and weighing
 * `weight` (per piece), in the units the shipper typed.
 */
export interface PackageRow {
  length: number;
  width: number;
  height: number;
  dimensionUnit: DimensionUnit;
  weight: number;
  weightUnit: WeightUnit;
  count: number;
}

/** The IATA volumetric divisor for air cargo: 6000 cm³ count as one kilogram. */
export const IATA_VOLUMETRIC_DIVISOR = 6000;

/** The Turkish courier "desi" divisor: 3000 cm³ make one desi. */
const DESI_DIVISOR = 3000;

const CUBIC_CENTIMETRES_PER_CUBIC_METRE = 1_000_000;
const KILOGRAMS_PER_TONNE = 1000;
const GRAMS_PER_KILOGRAM = 1000;
const GRAMS_PER_HALF_KILO = 500;

/** The least an LCL shipment is charged for: one revenue ton. */
const MINIMUM_REVENUE_TONS = 1;

/** Total volume of all pieces in cm³. */
function cubicCentimetres(rows: readonly PackageRow[]): number {
  return rows.reduce(
    (total, row) =>
      total +
      toCentimetres(row.length, row.dimensionUnit) *
        toCentimetres(row.width, row.dimensionUnit) *
        toCentimetres(row.height, row.dimensionUnit) *
        row.count,
    0,
  );
}

/** Total volume of the shipment in cubic metres (CBM). */
export function volumeCbm(rows: readonly PackageRow[]): number {
  return cubicCentimetres(rows) / CUBIC_CENTIMETRES_PER_CUBIC_METRE;
}

/** Actual (gross) weight of the shipment in kilograms: every piece's weight times its count. */
export function grossWeightKg(rows: readonly PackageRow[]): number {
  return rows.reduce((total, row) => total + toKilograms(row.weight, row.weightUnit) * row.count, 0);
}

/** The Turkish courier "desi": cm³ / 3000, unrounded (couriers round it by their own price lists). */
export function desi(rows: readonly PackageRow[]): number {
  return cubicCentimetres(rows) / DESI_DIVISOR;
}

/**
 * Volumetric (dimensional) weight in kilograms: cm³ / divisor. 6000 is IATA air; couriers use 5000 and
 * road freight 3000 (the desi).
 */
export function volumetricWeightKg(rows: readonly PackageRow[], divisor = IATA_VOLUMETRIC_DIVISOR): number {
  return cubicCentimetres(rows) / divisor;
}

/**
 * IATA rounding of a chargeable weight: any fraction goes UP to the next half kilogram
 * (10.01 → 10.5, 10.5 → 10.5, 10.51 → 11).
 *
 * The weight is first resolved to the whole gram (`Math.round(kg × 1000)`), then rounded up on integer
 * grams. That makes the epsilon half a gram: floating-point noise such as 10.5000000001 stays 10.5, while
 * one real gram over a boundary (10.501) already counts as the next half kilogram.
 */
export function roundUpToHalfKilo(kg: number): number {
  const grams = Math.round(kg * GRAMS_PER_KILOGRAM);
  const halfKilos = Math.ceil(grams / GRAMS_PER_HALF_KILO);
  return halfKilos / 2;
}

/** Air chargeable weight: the greater of gross and volumetric weight, rounded up to the half kilogram. */
export function airChargeableWeightKg(rows: readonly PackageRow[], divisor = IATA_VOLUMETRIC_DIVISOR): number {
  return roundUpToHalfKilo(Math.max(grossWeightKg(rows), volumetricWeightKg(rows, divisor)));
}

/**
 * LCL revenue tons ("weight or measure", W/M): the greater of cubic metres and metric tonnes, never less
 * than one. A shipment with nothing measured yet (no rows, or only zero volumes and weights) has 0 revenue
 * tons rather than the minimum, so an empty form shows 0 instead of a phantom ton.
 */
export function revenueTons(rows: readonly PackageRow[]): number {
  const weightOrMeasure = Math.max(volumeCbm(rows), grossWeightKg(rows) / KILOGRAMS_PER_TONNE);
  return weightOrMeasure > 0 ? Math.max(MINIMUM_REVENUE_TONS, weightOrMeasure) : 0;
}

/** Every measure of a shipment at once: what the search form shows while typing and the server recomputes. */
export interface CargoTotals {
  totalCbm: number;
  totalWeightKg: number;
  desi: number;
  volumetricKg: number;
  chargeableKg: number;
  revenueTons: number;
}

export interface CargoTotalsOptions {
  /** Volumetric divisor for `volumetricKg` and `chargeableKg`; IATA air (6000) unless given. */
  volumetricDivisor?: number;
}

/** All totals of a shipment; an empty list gives all zeros. */
export function cargoTotals(rows: readonly PackageRow[], options: CargoTotalsOptions = {}): CargoTotals {
  const divisor = options.volumetricDivisor ?? IATA_VOLUMETRIC_DIVISOR;
  return {
    totalCbm: volumeCbm(rows),
    totalWeightKg: grossWeightKg(rows),
    desi: desi(rows),
    volumetricKg: volumetricWeightKg(rows, divisor),
    chargeableKg: airChargeableWeightKg(rows, divisor),
    revenueTons: revenueTons(rows),
  };
}

/** What one express van (a high-roof panel van, 3.5 t class) carries: payload, load volume, longest piece. */
export const VAN_CAPACITY = { maxKg: 1200, maxCbm: 13, maxLengthCm: 420 } as const;

/** How many vans the cargo needs: by weight and by volume, at least one. */
export function vansNeeded(rows: readonly PackageRow[]): number {
  return Math.max(1, Math.ceil(grossWeightKg(rows) / VAN_CAPACITY.maxKg), Math.ceil(volumeCbm(rows) / VAN_CAPACITY.maxCbm));
}

/** The express couriers' volumetric divisor: 5000 cm³ count as one kilogram. */
export const COURIER_VOLUMETRIC_DIVISOR = 5000;

/** The volumetric divisor of a mode's chargeable weight: couriers' 5000 for parcels, IATA's 6000 (the default) otherwise. */
export function volumetricDivisorOf(mode: string): number | undefined {
  return mode === 'PARCEL' ? COURIER_VOLUMETRIC_DIVISOR : undefined;
}
