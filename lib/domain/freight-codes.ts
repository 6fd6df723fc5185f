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
