/** How a package's dimensions were entered: centimetres or inches. */
export type DimensionUnit = 'cm' | 'in';

/** How a package's weight was entered: kilograms or pounds. */
export type WeightUnit = 'kg' | 'lb';

/** The inch is defined as exactly 2.54 cm. */
export const CENTIMETRES_PER_INCH = 2.54;

/** Kilograms per avoirdupois pound, to the six decimals freight documents use. */
export const KILOGRAMS_PER_POUND = 0.453592;

/** A length in centimetres, the unit every volume and volumetric-weight formula works in. */
export function toCentimetres(value: number, unit: DimensionUnit): number {
  return unit === 'in' ? value * CENTIMETRES_PER_INCH : value;
}

/** A weight in kilograms, the unit every chargeable-weight formula works in. */
export function toKilograms(value: number, unit: WeightUnit): number {
  return unit === 'lb' ? value * KILOGRAMS_PER_POUND : value;
}
