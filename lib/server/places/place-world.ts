import { turkishFold } from '../../domain/turkish-fold';
import type { Gateway, Locality, PlaceWorld } from '../../domain/place-resolution';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { CITY_ALIASES, CITY_ONLY_LOCODES, PROVINCE_ALIASES } from '../db/reference-data/place-names';
import { carriageKm, provinceOf } from '../freight/carriage-distance';

export interface PlaceData {
  world: PlaceWorld;
  provinceNames: ReadonlyMap<number, string>;
  countryNames: ReadonlyMap<string, { tr: string; en: string }>;
  gatewaysByCode: ReadonlyMap<string, Gateway>;
}

const holder = globalThis as typeof globalThis & { __navlunPlaceWorld?: Promise<PlaceData> };

/**
 * The localities abroad: each airport's city and each port's name (a port is named after its city), one per
 * name and country, at the first such place's coordinates.
 */
function foreignLocalities(gateways: readonly Gateway[]): Locality[] {
  const byName = new Map<string, Locality>();
  for (const gateway of gateways) {
    if (gateway.countryCode === 'TR') continue;
    const name = gateway.kind === 'airport' ? gateway.city : gateway.name;
    const key = `${gateway.countryCode}:${turkishFold(name)}`;
    if (!byName.has(key)) byName.set(key, { name, aliases: CITY_ALIASES[`${gateway.countryCode}:${name}`] ?? [], countryCode: gateway.countryCode, lat: gateway.lat, lon: gateway.lon });
  }
  return [...byName.values()];
}

export interface PlaceRows {
  ports: readonly { code: string; name: string; countryCode: string; lat: number; lon: number }[];
  airports: readonly { code: string; name: string; city: string; countryCode: string; lat: number; lon: number }[];
  provinces: readonly { id: number; name: string }[];
  countries: readonly { code: string; tr: string; en: string }[];
}

/** The place search's data from the reference rows: gateways with their province, provinces and cities abroad as localities. */
export function buildPlaceData(rows: PlaceRows): PlaceData {
  const withProvince = (gateway: Gateway): Gateway => {
    const provinceId = provinceOf(gateway.code);
    return provinceId === undefined ? gateway : { ...gateway, provinceId };
  };
  const gateways: Gateway[] = [
    ...rows.ports.map((row) => withProvince({ ...row, kind: 'port', city: row.name, ...(CITY_ONLY_LOCODES.has(row.code) ? { cityOnly: true } : {}) })),
    ...rows.airports.map((row) => withProvince({ ...row, kind: 'airport' })),
  ];
  const localities: Locality[] = [
    ...rows.provinces.map((row) => ({ name: row.name, aliases: PROVINCE_ALIASES[row.id] ?? [], countryCode: 'TR', provinceId: row.id })),
    ...foreignLocalities(gateways),
  ];
  return {
    world: { gateways, localities, roadKm: carriageKm },
    provinceNames: new Map(rows.provinces.map((row) => [row.id, row.name])),
    countryNames: new Map(rows.countries.map((row) => [row.code, { tr: row.tr, en: row.en }])),
    gatewaysByCode: new Map(gateways.map((gateway) => [gateway.code, gateway])),
  };
}

/** The place data of the database's reference tables: read once per process, as the lookups are (reference data changes only with a deploy). */
export function placeData(db: Database): Promise<PlaceData> {
  holder.__navlunPlaceWorld ??= (async () => {
    const [ports, airports, provinces, countries] = await Promise.all([
      db.select({ code: schema.ports.locode, name: schema.ports.name, countryCode: schema.ports.countryCode, lat: schema.ports.latitude, lon: schema.ports.longitude }).from(schema.ports),
      db
        .select({ code: schema.airports.iata, name: schema.airports.name, city: schema.airports.city, countryCode: schema.airports.countryCode, lat: schema.airports.latitude, lon: schema.airports.longitude })
        .from(schema.airports),
      db.select({ id: schema.provinces.id, name: schema.provinces.name }).from(schema.provinces),
      db.select({ code: schema.countries.code, tr: schema.countries.nameTr, en: schema.countries.nameEn }).from(schema.countries),
    ]);
    return buildPlaceData({ ports, airports, provinces, countries });
  })().catch((error: unknown) => {
    holder.__navlunPlaceWorld = undefined;
    throw error;
  });
  return holder.__navlunPlaceWorld;
}
