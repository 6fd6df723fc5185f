import type { LaneKey } from '../routes';

/**
 * A lane of the ship program as a page: /ship-program/trmer-usnyc is Mersin → New York, the ports'
 * UN/LOCODEs in lower case; the same slug in both languages (/gemi-programi/trmer-usnyc).
 */
const LANE_SLUG = /^([a-z]{2}[a-z2-9]{3})-([a-z]{2}[a-z2-9]{3})$/;

export function laneSlug(pol: string, pod: string): string {
  return `${pol}-${pod}`.toLowerCase();
}

/** The port pair of a slug, upper case; null when it is not two different LOCODEs in lower case. */
export function parseLaneSlug(slug: string): { pol: string; pod: string } | null {
  const found = LANE_SLUG.exec(slug);
  if (!found || found[1] === found[2]) return null;
  return { pol: found[1]!.toUpperCase(), pod: found[2]!.toUpperCase() };
}

/** The country route pages of lib/routes.ts laneRoutes, by the foreign country's ISO code. */
const countryRoutes: Readonly<Record<string, LaneKey>> = {
  US: 'turkeyAmerica',
  MA: 'turkeyMorocco',
  TN: 'turkeyTunisia',
  AE: 'turkeyUnitedArabEmirates',
  EG: 'turkeyEgypt',
  CN: 'chinaTurkey',
  MX: 'turkeyMexico',
  PE: 'turkeyPeru',
  CL: 'turkeyChile',
  TW: 'turkeyTaiwan',
  IN: 'turkeyIndia',
  JP: 'turkeyJapan',
  MY: 'turkeyMalaysia',
  SG: 'turkeySingapore',
  KR: 'turkeySouthKorea',
};

/** The route page of a lane's foreign end (the destination's country, or the origin's when sailing to Türkiye). */
export function countryRouteOf(polCountry: string, podCountry: string): LaneKey | null {
  const foreign = podCountry === 'TR' ? polCountry : podCountry;
  return countryRoutes[foreign] ?? null;
}

/** The middle value of the transit times (the lower one of an even count); null without any. */
export function typicalTransitDays(days: readonly number[]): number | null {
  if (days.length === 0) return null;
  const sorted = [...days].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
