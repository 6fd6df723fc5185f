import { z } from 'zod';

/**
 * POST /api/Freight/Search: the priced part of the search form's data. The same schema validates the
 * form in the browser and the request on the server; error codes are stable dotted keys.
 */
import { containerTypes, dangerousGoodsClasses, incotermCodes, LOCATION_CODE, seaOnlyIncoterms, transportModes } from '../domain/freight-codes';

export { containerTypes, dangerousGoodsClasses, incotermCodes, seaOnlyIncoterms, transportModes };

/**
 * A port's UN/LOCODE (5 characters), an airport's IATA code (3 letters) or a province of Türkiye as
 * ISO 3166-2:TR (TR-35 is İzmir: the cargo is trucked to or from the nearest gateways), upper case.
 */
export const locationCode = z
  .string()
  .trim()
  .min(1)
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(LOCATION_CODE, { message: 'freight.location.invalid' }));

const positive = (maximum: number) => z.number().gt(0, { message: 'freight.dimension.positive' }).max(maximum);

/** One row of the order dimension list: measures per piece, count pieces. */
export const dimensionRow = z.strictObject({
  typeId: z.number().int().positive().max(2_147_483_647).optional(),
  packageType: z.string().trim().min(1).max(32),
  length: positive(2000),
  width: positive(2000),
  height: positive(2000),
  dimensionUnit: z.enum(['cm', 'in']),
  weight: positive(50_000),
  weightUnit: z.enum(['kg', 'lb']),
  count: z.number().int().min(1).max(10_000),
});
export type DimensionRow = z.infer<typeof dimensionRow>;

export const containerRow = z.strictObject({ type: z.enum(containerTypes), count: z.number().int().min(1).max(50) });

const isoDate = z.string().min(1).regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'freight.readyDate.invalid' });

export const freightSearchRequest = z
  .strictObject({
    mode: z.enum(transportModes),
    origin: locationCode,
    destination: locationCode,
    /** The day the cargo is ready (YYYY-MM-DD); the server refuses a day before today in Istanbul. */
    readyDate: isoDate,
    incoterm: z.enum(incotermCodes, { message: 'freight.incoterm.invalid' }).optional(),
    /** Pre-carriage from a province/district in Türkiye to the port. */
    earlyTransport: z.boolean().default(false),
    earlyTransportCityId: z.number().int().min(1).max(81).optional(),
    earlyTransportTownId: z.number().int().positive().max(2_147_483_647).optional(),
    abroadPostCode: z.string().trim().max(12).optional(),
    /** On-carriage from the port to a province/district in Türkiye. */
    lastTransport: z.boolean().default(false),
    lastTransportCityId: z.number().int().min(1).max(81).optional(),
    lastTransportTownId: z.number().int().positive().max(2_147_483_647).optional(),
    departurePortService: z.boolean().default(true),
    arrivalPortService: z.boolean().default(false),
    orderDimensionList: z.array(dimensionRow).max(200).default([]),
    containers: z.array(containerRow).max(5).default([]),
    isStackable: z.boolean().default(true),
    isDangerous: z.boolean().default(false),
    unNumber: z.string().trim().regex(/^(UN)?\d{4}$/i, { message: 'freight.unNumber.invalid' }).optional(),
    dangerousGoodsClass: z.enum(dangerousGoodsClasses).optional(),
    wantInsurance: z.boolean().default(false),
    /** The goods' value in minor units, for insurance. */
    productPrice: z.number().int().min(0).max(1_000_000_000_00).optional(),
    productPriceCurrency: z.enum(['TRY', 'USD', 'EUR']).default('USD'),
    productCategoryId: z.number().int().positive().max(2_147_483_647).optional(),
    productTypeId: z.number().int().positive().max(2_147_483_647).optional(),
    hsCode: z.string().trim().regex(/^\d{6,12}$/, { message: 'freight.hsCode.invalid' }).optional(),
    message: z.string().max(5000).optional(),
    /** Warehouse services at the US warehouse after arrival (the warehouse page): pallets, months stored, orders shipped a month. */
    warehouse: z
      .strictObject({
        pallets: z.number().int().min(1).max(500),
        storageMonths: z.number().int().min(1).max(24),
        ordersPerMonth: z.number().int().min(0).max(100_000),
      })
      .optional(),
  })
  // The cross-field rules run even when single fields failed, so every mistake shows at once.
  .superRefine((request, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (request.origin && request.origin === request.destination) issue('destination', 'freight.destination.sameAsOrigin');
    if (request.mode !== 'SEA_LCL' && request.mode !== 'SEA_FCL' && request.incoterm && seaOnlyIncoterms.includes(request.incoterm)) issue('incoterm', 'freight.incoterm.seaOnly');
    if (request.warehouse && (request.mode === 'ROAD' || request.mode === 'PARCEL')) issue('warehouse', 'freight.warehouse.modeUnavailable');
    if (request.mode === 'SEA_FCL' && !request.containers?.length) issue('containers', 'freight.containers.required');
    if (request.mode !== 'SEA_FCL' && !request.orderDimensionList?.length) issue('orderDimensionList', 'freight.dimensions.required');
    if (request.isDangerous && !request.unNumber) issue('unNumber', 'freight.unNumber.required');
    if (request.isDangerous && !request.dangerousGoodsClass) issue('dangerousGoodsClass', 'freight.dangerousGoodsClass.required');
    if (request.wantInsurance && !request.productPrice) issue('productPrice', 'freight.productPrice.requiredForInsurance');
    if (request.earlyTransport && !request.earlyTransportCityId && !request.abroadPostCode) issue('earlyTransportCityId', 'freight.earlyTransport.placeRequired');
    if (request.lastTransport && !request.lastTransportCityId) issue('lastTransportCityId', 'freight.lastTransport.placeRequired');
    // Even when single fields failed, but only on an object: a missing `search` (Demand/Create) is a type error, not a crash.
  }, { when: ({ value }) => typeof value === 'object' && value !== null });
export type FreightSearchRequest = z.input<typeof freightSearchRequest>;
export type ValidFreightSearchRequest = z.output<typeof freightSearchRequest>;

const moneySchema = z.object({ amount: z.number().int(), currency: z.string() });
const cargoTotalsSchema = z.object({ totalCbm: z.number(), totalWeightKg: z.number(), desi: z.number(), volumetricKg: z.number(), chargeableKg: z.number(), revenueTons: z.number() });

export const offerEmissions = z.object({
  /** Kilograms of CO2e, to one decimal. */
  kgCo2e: z.number(),
  /** The mass counted, in tonnes: the gross weight, or 10 t per TEU for full containers. */
  tonnes: z.number(),
  legs: z.array(z.object({ role: z.enum(['preCarriage', 'main', 'onCarriage']), mode: z.enum(['sea', 'air', 'road']), km: z.number().int(), kgCo2e: z.number() })),
});
export type OfferEmissions = z.infer<typeof offerEmissions>;

export const offer = z.object({
  tariffId: z.string(),
  /** The lane the offer runs on: the gateways chosen when the search named a province. */
  origin: z.string(),
  destination: z.string(),
  carrier: z.string(),
  mode: z.enum(transportModes),
  transitDays: z.number().int(),
  validUntil: z.string(),
  departure: z.string(),
  basis: z.union([
    z.object({ kind: z.enum(['revenueTons', 'chargeableKg', 'vans']), value: z.number(), totals: cargoTotalsSchema }),
    z.object({ kind: z.literal('containers'), value: z.number(), containers: z.array(containerRow) }),
  ]),
  lines: z.array(z.object({ code: z.string(), amount: moneySchema })),
  total: moneySchema,
  totals: z.object({ TRY: moneySchema, USD: moneySchema, EUR: moneySchema }),
  excluded: z.array(z.string()),
  freeDays: z.number().int(),
  fastest: z.boolean(),
  /** [M5] An operator's note to the customer (operator offers only). */
  note: z.string().optional(),
  /**
   * [E1] The well-to-wheel CO2e estimate with GLEC v3 default factors (lib/domain/emissions.ts), leg by leg. Absent
   * for minivan freight, for offers an operator added, and for offers priced before estimates existed.
   */
  emissions: offerEmissions.optional(),
});
export type Offer = z.infer<typeof offer>;

export const freightSearchAnswer = z.object({
  offers: z.array(offer),
  /** Why there is no offer (when offers is empty), and lanes of the same mode that have offers for this cargo. */
  noOffers: z
    .object({
      reason: z.enum(['noLane', 'modeUnavailable', 'cargoTooLarge', 'equipmentUnavailable', 'noValidTariff']),
      /** Lanes of the same mode to search instead: each was searched with the same cargo and returns offers, closest first. */
      nearestLanes: z.array(
        z.object({
          origin: z.string(),
          destination: z.string(),
          originName: z.string(),
          destinationName: z.string(),
          offerCount: z.number().int(),
          /** The cheapest of its offers, in TRY. */
          cheapest: moneySchema,
        }),
      ),
    })
    .nullable(),
  /** The FX rates used for the TRY/USD/EUR totals and their date. */
  fx: z.object({ date: z.string(), rates: z.record(z.string(), z.number()) }),
});
export type FreightSearchAnswer = z.infer<typeof freightSearchAnswer>;

/**
 * GET /api/Freight/QuotePdf: `q` is the search as the results page keeps it in its query string
 * (lib/search/search-request.ts encodeSearch), validated on the server with freightSearchRequest.
 */
export const freightQuotePdfQuery = z.strictObject({
  q: z.string().min(1).max(20_000),
  tariffId: z.string().regex(/^T-\d{6,}$/, { message: 'freight.offer.tariffInvalid' }),
  /** The PDF's language; the caller's Accept-Language when absent. */
  lang: z.enum(['tr', 'en']).optional(),
});
