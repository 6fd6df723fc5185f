import { z } from 'zod';

const named = z.object({ id: z.number().int(), code: z.string(), nameTr: z.string(), nameEn: z.string() });

export const location = z.object({
  kind: z.enum(['port', 'airport']),
  code: z.string(),
  name: z.string(),
  city: z.string(),
  countryCode: z.string(),
});
export type Location = z.infer<typeof location>;

export const province = z.object({ id: z.number().int(), name: z.string() });
export const district = z.object({ id: z.number().int(), provinceId: z.number().int(), name: z.string() });

/** GET /api/Lookup/GetAll: the session-wide lookups that come from the database. */
export const lookups = z.object({
  cityList: z.array(province).describe('The 81 provinces (il) of Türkiye, in Turkish alphabetical order'),
  countries: z.array(z.object({ code: z.string(), nameTr: z.string(), nameEn: z.string() })),
  locations: z.array(location).describe('Sea ports (UN/LOCODE) and airports (IATA)'),
  companyTypes: z.array(named),
  companyScopes: z.array(named),
  loadTypeOfYears: z.array(named),
  transportTypes: z.array(named),
  documentTypes: z.array(named),
  categories: z.array(named),
  secondCategories: z.array(named.extend({ categoryId: z.number().int() })),
  packageTypes: z.array(named),
  containerTypes: z.array(
    z.object({
      code: z.string(),
      isoCode: z.string(),
      nameTr: z.string(),
      nameEn: z.string(),
      internalLengthMm: z.number(),
      internalWidthMm: z.number(),
      internalHeightMm: z.number(),
      capacityCbm: z.number(),
      tareKg: z.number(),
      maxPayloadKg: z.number(),
      reefer: z.boolean(),
    }),
  ),
  incoterms: z.array(z.object({ code: z.string(), nameTr: z.string(), nameEn: z.string(), seaOnly: z.boolean() })),
  currencies: z.array(z.object({ code: z.string(), nameTr: z.string(), nameEn: z.string(), symbol: z.string(), minorUnits: z.number() })),
});
export type Lookups = z.infer<typeof lookups>;

export const townsQuery = z.strictObject({ cityId: z.coerce.number().int().min(1).max(81) });
export const towns = z.array(district);
export type Town = z.infer<typeof district>;
