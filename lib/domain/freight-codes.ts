/**
 * The fixed code lists of a freight search, without validation code: the form's pickers read them in
 * the first load of a page, lib/schemas/freight.ts builds its schema from them.
 */
export const transportModes = ['SEA_LCL', 'SEA_FCL', 'AIR', 'ROAD', 'PARCEL'] as const;
export const containerTypes = ['20DC', '40DC', '40HC', '20RF', '40RF'] as const;
export const dangerousGoodsClasses = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
/** Incoterms 2020; the last four are for sea and inland waterway transport only. */
export const incotermCodes = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF'] as const;
export const seaOnlyIncoterms: readonly string[] = ['FAS', 'FOB', 'CFR', 'CIF'];

/**
 * A place code of a search: a port's UN/LOCODE (5 characters), an airport's IATA code (3 letters) or a
 * province of Türkiye as ISO 3166-2:TR (TR-35 is İzmir), upper case.
 */
export const LOCATION_CODE = /^([A-Z]{2}[A-Z2-9]{3}|[A-Z]{3}|TR-\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}
