import { and, eq, gte, lte, or } from 'drizzle-orm';
import { istanbulDay } from '../../domain/business-date';
import type { PackageRow } from '../../domain/chargeable-weight';
import { money, type FxRates } from '../../domain/money';
import { explainNoOffers, nearestLanes, quoteOffers, rankOffers, type Offer, type QuoteRequest, type Surcharges, type Tariff, type TransportMode, type WarehouseRates } from '../../domain/pricing';
import { INSURANCE_TERMS } from '../../domain/quote-terms';
import { isCalendarDay } from '../../domain/freight-codes';
import type { FieldError } from '../../schemas/errors';
import type { FreightSearchAnswer, ValidFreightSearchRequest } from '../../schemas/freight';
import { badRequest } from '../api/errors';
import type { Database } from '../db/client';
import { tariffs } from '../db/schema';
import { log } from '../log';
import { carriageKm } from './carriage-distance';
import { knownLocations, type KnownLocation } from './known-locations';
import { pricingTables } from './pricing-tables';
import { productErrors } from './product-errors';
import { tariffColumns, toTariff, type TariffRow } from './tariff-row';
import { processCache } from '../ttl-cache';

/** How many alternative lanes an answer without offers suggests. */
export const NEAREST_LANES_LIMIT = 5;


interface Places {
  origin: KnownLocation;
  destination: KnownLocation;
  preCarriageKm?: number;
  onCarriageKm?: number;
}

/** The country whose warehouse the warehouse services page sells (the USA). */
export const WAREHOUSE_COUNTRY = 'US';

/** How many Turkish gateways (the nearest with tariffs on the lane) a search from or to a province prices. */
export const PROVINCE_GATEWAYS = 2;

/** A province of Türkiye as ISO 3166-2:TR (TR-35 is İzmir), or undefined for a port or airport code. */
export function provinceOfCode(code: string): number | undefined {
  const match = /^TR-(\d{2})$/.exec(code);
  const id = Number(match?.[1]);
  return id >= 1 && id <= 81 ? id : undefined;
}

type End = { location: KnownLocation } | { provinceId: number } | null;

/**
 * The Turkish ports (sea) or airports (air) a province's cargo can go through, nearest first by road:
 * those with tariffs on sale to (or from) the other end; when none has, the nearest one, so that the
 * answer explains why there is no offer.
 */
async function gatewaysOf(db: Database, provinceId: number, other: KnownLocation, body: ValidFreightSearchRequest, locations: ReadonlyMap<string, KnownLocation>, outbound: boolean): Promise<{ gateway: KnownLocation; km: number }[]> {
  const kind = body.mode === 'AIR' || body.mode === 'PARCEL' ? 'airport' : 'port';
  const byDistance = (codes: Iterable<string>) =>
    [...codes]
      .map((code) => ({ gateway: locations.get(code), km: carriageKm(provinceId, code) }))
      .filter((item): item is { gateway: KnownLocation; km: number } => item.gateway?.kind === kind && item.km !== undefined)
      .sort((a, b) => a.km - b.km || a.gateway.code.localeCompare(b.gateway.code, 'en'));
  const onSale = byDistance(await gatewayCodesOnSale(db, { mode: body.mode, readyDate: body.readyDate, other: other.code, outbound }));
  return onSale.length > 0 ? onSale.slice(0, PROVINCE_GATEWAYS) : byDistance(locations.keys()).slice(0, 1);
}

/**
 * What the schema cannot know: the ready date against today in Istanbul, the codes against the
 * reference data, and where trucking is possible. Either end may be a province of Türkiye (TR-35): the
 * cargo is then trucked to or from the nearest gateways with tariffs, and each gateway is a lane of its
 * own. Pre-/on-carriage is quoted only inside Türkiye, from a province to a Turkish port or airport
 * (province-to-province road distance); a collection abroad (abroadPostCode) or trucking to or from a
 * port abroad is refused with a field error rather than priced from a guessed distance. All problems
 * come back together as one 400.
 */
async function resolveLanes(db: Database, body: ValidFreightSearchRequest, today: string): Promise<Places[]> {
  const errors: FieldError[] = [];
  if (!isCalendarDay(body.readyDate)) errors.push({ field: 'readyDate', code: 'freight.readyDate.invalid' });
  else if (body.readyDate < today) errors.push({ field: 'readyDate', code: 'freight.readyDate.past' });

  const [locations, productProblems] = await Promise.all([knownLocations(db), productErrors(db, body)]);
  errors.push(...productProblems);
  const endOf = (field: 'origin' | 'destination'): End => {
    const provinceId = provinceOfCode(body[field]);
    if (provinceId !== undefined) return { provinceId };
    const location = locations.get(body[field]);
    if (!location) errors.push({ field, code: body[field].startsWith('TR-') ? 'freight.location.unknownProvince' : 'freight.location.unknown' });
    return location ? { location } : null;
  };
  const origin = endOf('origin');
  const destination = endOf('destination');
  if (origin && destination && 'provinceId' in origin && 'provinceId' in destination) errors.push({ field: 'destination', code: 'freight.destination.domestic' });
  if (origin && 'provinceId' in origin && body.earlyTransportCityId !== undefined && body.earlyTransportCityId !== origin.provinceId)
    errors.push({ field: 'earlyTransportCityId', code: 'freight.earlyTransport.conflictsWithOrigin' });
  if (destination && 'provinceId' in destination && body.lastTransportCityId !== undefined && body.lastTransportCityId !== destination.provinceId)
    errors.push({ field: 'lastTransportCityId', code: 'freight.lastTransport.conflictsWithDestination' });

  let preCarriageKm: number | undefined;
  if (body.earlyTransport && origin && 'location' in origin) {
    const km = body.earlyTransportCityId === undefined ? undefined : carriageKm(body.earlyTransportCityId, origin.location.code);
    if (km === undefined) {
      errors.push({ field: body.earlyTransportCityId === undefined ? 'abroadPostCode' : 'earlyTransportCityId', code: 'freight.earlyTransport.abroadUnavailable' });
    }
    preCarriageKm = km;
  }
  let onCarriageKm: number | undefined;
  if (body.lastTransport && destination && 'location' in destination && body.lastTransportCityId !== undefined) {
    onCarriageKm = carriageKm(body.lastTransportCityId, destination.location.code);
    if (onCarriageKm === undefined) errors.push({ field: 'lastTransportCityId', code: 'freight.lastTransport.abroadUnavailable' });
  }

  if (body.warehouse && destination && !('location' in destination && destination.location.countryCode === WAREHOUSE_COUNTRY)) {
    errors.push({ field: 'warehouse', code: 'freight.warehouse.usOnly' });
  }
  if (errors.length > 0 || !origin || !destination) throw badRequest('errors.validation', errors);
  if ('location' in origin && 'location' in destination) return [{ origin: origin.location, destination: destination.location, preCarriageKm, onCarriageKm }];
  if ('provinceId' in origin && 'location' in destination) {
    const gateways = await gatewaysOf(db, origin.provinceId, destination.location, body, locations, true);
    return gateways.map(({ gateway, km }) => ({ origin: gateway, destination: destination.location, preCarriageKm: km, onCarriageKm }));
  }
  if ('location' in origin && 'provinceId' in destination) {
    const gateways = await gatewaysOf(db, destination.provinceId, origin.location, body, locations, false);
    return gateways.map(({ gateway, km }) => ({ origin: origin.location, destination: gateway, preCarriageKm, onCarriageKm: km }));
  }
  throw badRequest('errors.validation', [{ field: 'destination', code: 'freight.destination.domestic' }]);
}

/**
 * Checks a search as a search would (the ready date, the places, trucking, product and warehouse), without
 * pricing it: a request for a quote must be as valid as one for an instant offer. Throws the same 400.
 */
export async function checkSearch(db: Database, body: ValidFreightSearchRequest, now = new Date()): Promise<void> {
  await resolveLanes(db, body, istanbulDay(now));
}

/** The engine's request, built only from the validated raw measures: nothing priced by the client is read. */
function quoteRequest(body: ValidFreightSearchRequest, places: Places, warehouseRates?: WarehouseRates): QuoteRequest {
  const terms = {
    warehouse: body.warehouse && warehouseRates ? { ...body.warehouse, rates: warehouseRates } : undefined,
    origin: places.origin.code,
    destination: places.destination.code,
    readyDate: body.readyDate,
    stackable: body.isStackable,
    dangerous: body.isDangerous,
    insurance: body.wantInsurance && body.productPrice ? { cargoValue: money(body.productPrice, body.productPriceCurrency), ...INSURANCE_TERMS } : undefined,
    preCarriageKm: places.preCarriageKm,
    onCarriageKm: places.onCarriageKm,
    departurePortService: body.departurePortService,
    arrivalPortService: body.arrivalPortService,
  };
  if (body.mode === 'SEA_FCL') return { ...terms, mode: 'SEA_FCL', containers: body.containers.map(({ type, count }) => ({ type, count })) };
  const rows: PackageRow[] = body.orderDimensionList.map(({ length, width, height, dimensionUnit, weight, weightUnit, count }) => ({
    length,
    width,
    height,
    dimensionUnit,
    weight,
    weightUnit,
    count,
  }));
  return { ...terms, mode: body.mode, rows };
}

/** An engine offer as the answer carries it (plain arrays), with the lane it runs on. */
function answerOffer(offer: Offer, places: Places): Omit<FreightSearchAnswer['offers'][number], 'fastest'> {
  const basis = offer.basis.kind === 'containers' ? { ...offer.basis, containers: offer.basis.containers.map((container) => ({ ...container })) } : offer.basis;
  const { fastest: _fastest, ...rest } = offer;
  return { ...rest, basis, excluded: [...offer.excluded], origin: places.origin.code, destination: places.destination.code };
}

type Lane = Pick<QuoteRequest, 'origin' | 'destination' | 'mode' | 'readyDate'>;

/** The lane's tariffs of the mode valid on the day: the lane index (origin, destination, mode, valid_to). */
export function laneTariffsQuery(db: Database, request: Lane) {
  return db
    .select(tariffColumns)
    .from(tariffs)
    .where(
      and(
        eq(tariffs.origin, request.origin),
        eq(tariffs.destination, request.destination),
        eq(tariffs.mode, request.mode),
        gte(tariffs.validTo, request.readyDate),
        lte(tariffs.validFrom, request.readyDate),
      ),
    );
}

/**
 * How long one process reuses a lane's tariffs of a day: popular lanes are searched again and again,
 * and a tariff change reaches every instance within this time (as the FX table does). A request is
 * priced again when it is made, so an offer is never booked from a stale tariff for longer than this.
 */
export const LANE_TARIFFS_TTL_MS = 60_000;
export const laneCache = processCache<TariffRow[]>('laneTariffs', { ttlMs: LANE_TARIFFS_TTL_MS, maxEntries: 5_000 });

/** The lane's tariffs of the mode valid on the day, from the per-process cache or the lane index. */
export function laneTariffs(db: Database, request: Lane, now = Date.now()): Promise<TariffRow[]> {
  return laneCache.get(`${request.origin}>${request.destination}:${request.mode}@${request.readyDate}`, async () => laneTariffsQuery(db, request), now);
}

/** Which codes have tariffs of the mode on sale on the day to (outbound) or from `other`: the Turkish gateways a province's cargo may use. */
interface GatewayQuery {
  mode: TransportMode;
  readyDate: string;
  other: string;
  outbound: boolean;
}

export const gatewayCache = processCache<string[]>('gatewaysOnSale', { ttlMs: LANE_TARIFFS_TTL_MS, maxEntries: 5_000 });

/** The gateways on sale, from the per-process cache (like the lanes' tariffs) or the lane indexes. */
function gatewayCodesOnSale(db: Database, { mode, readyDate, other, outbound }: GatewayQuery): Promise<string[]> {
  return gatewayCache.get(`${outbound ? 'to' : 'from'}:${other}:${mode}@${readyDate}`, async () => {
    const rows = await db
      .selectDistinct({ code: outbound ? tariffs.origin : tariffs.destination })
      .from(tariffs)
      .where(and(eq(outbound ? tariffs.destination : tariffs.origin, other), eq(tariffs.mode, mode), gte(tariffs.validTo, readyDate), lte(tariffs.validFrom, readyDate)));
    return rows.map((row) => row.code);
  });
}

/** The lanes on sale on the day that share the origin (lane index prefix) or the destination (destination index). */
export function lanesOnSaleQuery(db: Database, request: Lane) {
  return db
    .selectDistinct({ origin: tariffs.origin, destination: tariffs.destination, mode: tariffs.mode })
    .from(tariffs)
    .where(
      and(
        or(eq(tariffs.origin, request.origin), eq(tariffs.destination, request.destination)),
        gte(tariffs.validTo, request.readyDate),
        lte(tariffs.validFrom, request.readyDate),
      ),
    );
}

/** Why there is no offer: the whole lane (every mode and window) tells the engine which reason applies. */
async function whyNoOffers(db: Database, request: QuoteRequest, now: Date): Promise<NonNullable<FreightSearchAnswer['noOffers']>> {
  const [laneRows, lanesOnSale] = await Promise.all([
    db
      .select(tariffColumns)
      .from(tariffs)
      .where(and(eq(tariffs.origin, request.origin), eq(tariffs.destination, request.destination))),
    lanesOnSaleQuery(db, request),
  ]);
  return {
    // null would mean the engine finds offers after all: only tariffs left out for a missing FX rate do that.
    reason: explainNoOffers(request, laneRows.map(toTariff), now) ?? 'noValidTariff',
    nearestLanes: nearestLanes(request.origin, request.destination, lanesOnSale, NEAREST_LANES_LIMIT),
  };
}

/**
 * POST /api/Freight/Search: prices a validated search against the lane's tariffs valid on the ready
 * date (the quote engine in lib/domain/pricing.ts), cheapest in TRY first with the fastest flagged; with
 * no offer, the reason and the nearest lanes on sale. Reads only; every amount is computed here from the
 * raw measures of the request.
 */
export async function searchOffers(db: Database, body: ValidFreightSearchRequest, now = new Date()): Promise<FreightSearchAnswer> {
  const lanes = await resolveLanes(db, body, istanbulDay(now));
  const { fx, carriage, warehouses } = await pricingTables(db);
  const warehouseRates = body.warehouse ? warehouses[WAREHOUSE_COUNTRY] : undefined;
  if (body.warehouse && !warehouseRates) throw badRequest('errors.validation', [{ field: 'warehouse', code: 'freight.warehouse.unavailable' }]);
  const rates: FxRates = { ...fx.rates, TRY: 1 };
  const priced = await Promise.all(
    lanes.map(async (places) => {
      const request = quoteRequest(body, places, warehouseRates);
      const rows = await laneTariffs(db, request);
      const surcharges = new Map<string, Surcharges>(rows.map((row) => [row.id, row.surcharges]));
      const priceable = rows.filter((row) => row.currency in fx.rates || row.currency === 'TRY');
      if (priceable.length < rows.length) log.error({ currencies: [...new Set(rows.map((row) => row.currency))], fx: Object.keys(fx.rates) }, 'tariffs in a currency without an FX rate were left out');
      const offers = quoteOffers(request, priceable.map(toTariff), (tariff: Tariff) => surcharges.get(tariff.id) ?? {}, carriage, rates, now);
      return { request, offers: offers.map((offer) => answerOffer(offer, places)) };
    }),
  );
  const offers = rankOffers(priced.flatMap((lane) => lane.offers));
  const firstLane = priced[0]?.request;
  return {
    offers,
    noOffers: offers.length > 0 || !firstLane ? null : await whyNoOffers(db, firstLane, now),
    fx: { date: fx.date, rates: fx.rates },
  };
}
