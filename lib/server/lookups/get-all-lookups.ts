import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { asc } from 'drizzle-orm';
import type { Lookups } from '../../schemas/lookup';
import { compareTurkish } from '../../domain/turkish-fold';
import type { Database } from '../db/client';
import * as schema from '../db/schema';

const codeListColumns = (table: typeof schema.packageTypes) => ({ id: table.id, code: table.code, nameTr: table.nameTr, nameEn: table.nameEn });

async function loadLookups(db: Database): Promise<Lookups> {
  const codeList = (table: typeof schema.packageTypes) => db.select(codeListColumns(table)).from(table).orderBy(asc(table.sortOrder));
  const [provinces, countries, ports, airports, companyTypes, companyScopes, loadVolumes, transportTypes, documentTypes, categories, productTypes, packageTypes, containerTypes, incoterms, currencies] =
    await Promise.all([
      db.select({ id: schema.provinces.id, name: schema.provinces.name }).from(schema.provinces).orderBy(asc(schema.provinces.id)),
      db.select({ code: schema.countries.code, nameTr: schema.countries.nameTr, nameEn: schema.countries.nameEn }).from(schema.countries),
      db.select({ code: schema.ports.locode, name: schema.ports.name, countryCode: schema.ports.countryCode }).from(schema.ports),
      db.select({ code: schema.airports.iata, name: schema.airports.name, city: schema.airports.city, countryCode: schema.airports.countryCode }).from(schema.airports),
      codeList(schema.companyTypes),
      codeList(schema.companyScopes),
      codeList(schema.loadVolumes),
      codeList(schema.transportTypes),
      codeList(schema.documentTypes),
      codeList(schema.productCategories),
      db
        .select({ id: schema.productTypes.id, code: schema.productTypes.code, nameTr: schema.productTypes.nameTr, nameEn: schema.productTypes.nameEn, categoryId: schema.productTypes.categoryId })
        .from(schema.productTypes)
        .orderBy(asc(schema.productTypes.sortOrder)),
      codeList(schema.packageTypes),
      db.select().from(schema.containerTypes).orderBy(asc(schema.containerTypes.sortOrder)),
      db.select({ code: schema.incoterms.code, nameTr: schema.incoterms.nameTr, nameEn: schema.incoterms.nameEn, seaOnly: schema.incoterms.seaOnly }).from(schema.incoterms).orderBy(asc(schema.incoterms.sortOrder)),
      db.select({ code: schema.currencies.code, nameTr: schema.currencies.nameTr, nameEn: schema.currencies.nameEn, symbol: schema.currencies.symbol, minorUnits: schema.currencies.minorUnits }).from(schema.currencies),
    ]);

  const provinceList = provinces.sort((a, b) => compareTurkish(a.name, b.name));
  const locations = [
    ...ports.map((port) => ({ kind: 'port' as const, code: port.code, name: port.name, city: port.name, countryCode: port.countryCode })),
    ...airports.map((airport) => ({ kind: 'airport' as const, code: airport.code, name: airport.name, city: airport.city, countryCode: airport.countryCode })),
  ].sort((a, b) => compareTurkish(a.name, b.name));

  return {
    cityList: provinceList,
    countries: countries.sort((a, b) => compareTurkish(a.nameTr, b.nameTr)),
    locations,
    companyTypes,
    companyScopes,
    loadTypeOfYears: loadVolumes,
    transportTypes,
    documentTypes,
    categories,
    secondCategories: productTypes,
    packageTypes,
    containerTypes: containerTypes.map(({ sortOrder: _sortOrder, ...rest }) => rest),
    incoterms,
    currencies,
  };
}

export interface SerializedLookups {
  json: string;
  /** The same body gzipped once, so no request pays for compressing 100 kB. */
  gzip: Buffer;
  etag: string;
}

const holder = globalThis as typeof globalThis & { __navlunLookups?: Promise<SerializedLookups> };

/**
 * The lookups, serialised once per process and served from memory afterwards (reference data only
 * changes with a deploy that reseeds it, which restarts the process).
 */
export function getAllLookups(db: () => Promise<Database>): Promise<SerializedLookups> {
  holder.__navlunLookups ??= (async () => {
    const json = JSON.stringify({ isSuccess: true, data: await loadLookups(await db()) });
    return { json, gzip: gzipSync(json, { level: 9 }), etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
  })().catch((error: unknown) => {
    holder.__navlunLookups = undefined;
    throw error;
  });
  return holder.__navlunLookups;
}
