import type { Locale } from '../routes';
import type { LaneCountry, LaneDirection } from './lane-slugs';

/** A lane country's name in the language (dates, numbers and prices are written by lib/format.ts). */
export function countryName(country: Pick<LaneCountry, 'nameTr' | 'nameEn'>, locale: Locale): string {
  return locale === 'tr' ? country.nameTr : country.nameEn;
}

export type { LaneDirection };
