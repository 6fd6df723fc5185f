import { and, eq, gte, lte } from 'drizzle-orm';
import { istanbulDay } from '../../domain/business-date';
import type { PackageRow } from '../../domain/chargeable-weight';
import { money, type FxRates } from '../../domain/money';
import { explainNoOffers, quoteOffers, rankOffers, type Offer, type QuoteRequest, type Surcharges, type Tariff, type TransportMode, type WarehouseRates } from '../../domain/pricing';
import { INSURANCE_TERMS } from '../../domain/quote-terms';
import { isCalendarDay } from '../../domain/freight-codes';
import type { FieldError } from '../../schemas/errors';
import type { FreightSearchAnswer, ValidFreightSearchRequest } from '../../schemas/freight';
import { badRequest } from '../api/errors';
import type { Database } from '../db/client';
import { tariffs } from '../db/schema';
import { log } from '../log';
import type { Emissions } from '../../domain/emissions';
import { carriageKm } from './carriage-distance';
import { laneEmissions, type LaneWithCarriage } from './lane-emissions';
import { knownLocations, type KnownLocation } from './known-locations';
import { pricingTables } from './pricing-tables';
import { productErrors } from './product-errors';
import { tariffColumns, toTariff, type TariffRow } from './tariff-row';
import { gatewayCache, laneCache } from './tariff-caches';
import { alternativeLanes, provinceOfCode, type LaneEnd } from '../../domain/place-resolution';
import { lanesOnSale } from '../places/lanes-on-sale';
import { placeData } from '../places/place-world';
import { locationNames } from './location-names';

/** How many alternative lanes an answer without offers suggests. */
export const NEAREST_LANES_LIMIT = 5;


type Places = LaneWithCarriage;

/** The country whose warehouse the warehouse services page sells (the USA). */
export const WAREHOUSE_COUNTRY = 'US';

/** How many Turkish gateways (the nearest with tariffs on the lane) a search from or to a province prices. */
export const PROVINCE_GATEWAYS = 2;


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
type AnswerOffer = Omit<FreightSearchAnswer['offers'][number], 'fastest'>;

function answerOffer(offer: Offer, places: Places, emissions: Emissions | undefined): AnswerOffer {
  const basis = offer.basis.kind === 'containers' ? { ...offer.basis, containers: offer.basis.containers.map((container) => ({ ...container })) } : offer.basis;
  const { fastest: _fastest, ...rest } = offer;
  return { ...rest, basis, excluded: [...offer.excluded], origin: places.origin.code, destination: places.destination.code, ...(emissions && { emissions }) };
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

/** How many of the closest lanes on sale an answer without offers prices, to suggest those that return offers. */
const ALTERNATIVES_PRICED = 12;

type Alternative = NonNullable<FreightSearchAnswer['noOffers']>['nearestLanes'][number];

/**
 * Lanes to search instead, computed rather than guessed: the closest lanes of the same mode on sale on the ready
 * date (lib/domain/place-resolution.ts alternativeLanes), each searched again with the same cargo and kept only when
 * it returns offers, with its places' names, how many offers and the cheapest (TRY).
 */
async function pricedAlternatives(db: Database, body: ValidFreightSearchRequest, places: Places, price: (places: Places) => Promise<AnswerOffer[]>, today: string): Promise<Alternative[]> {
  const [data, sale] = await Promise.all([placeData(db), lanesOnSale(db, body.mode, body.readyDate)]);
  const endOf = (field: 'origin' | 'destination'): LaneEnd | undefined => {
    const provinceId = provinceOfCode(body[field]);
    const gateway = data.gatewaysByCode.get(places[field].code);
    return provinceId !== undefined ? { provinceId } : gateway && { gateway };
  };
  const [origin, destination] = [endOf('origin'), endOf('destination')];
  if (!origin || !destination) return [];
  const candidates = alternativeLanes(origin, destination, sale.lanes, (code) => data.gatewaysByCode.get(code)).slice(0, ALTERNATIVES_PRICED);
  const priced = await Promise.all(
    candidates.map(async (lane) => {
      const lanes = await resolveLanes(db, { ...body, origin: lane.origin, destination: lane.destination }, today).catch(() => []);
      const offers = rankOffers((await Promise.all(lanes.map(price))).flat());
      return offers[0] ? { origin: lane.origin, destination: lane.destination, offerCount: offers.length, cheapest: offers[0].totals.TRY } : null;
    }),
  );
  const found = priced.filter((lane) => lane !== null).slice(0, NEAREST_LANES_LIMIT);
  const names = await locationNames(db, found.flatMap((lane) => [lane.origin, lane.destination]));
  return found.map((lane) => ({ ...lane, originName: names[lane.origin] ?? lane.origin, destinationName: names[lane.destination] ?? lane.destination }));
}

/** Why there is no offer (the whole lane, every mode and window, tells the engine which reason applies), and what to search instead. */
async function whyNoOffers(db: Database, body: ValidFreightSearchRequest, first: { request: QuoteRequest; places: Places }, price: (places: Places) => Promise<AnswerOffer[]>, now: Date): Promise<NonNullable<FreightSearchAnswer['noOffers']>> {
  const { request } = first;
  const [laneRows, nearestLanes] = await Promise.all([
    db
      .select(tariffColumns)
      .from(tariffs)
      .where(and(eq(tariffs.origin, request.origin), eq(tariffs.destination, request.destination))),
    pricedAlternatives(db, body, first.places, price, istanbulDay(now)),
  ]);
  return {
    // null would mean the engine finds offers after all: only tariffs left out for a missing FX rate do that.
    reason: explainNoOffers(request, laneRows.map(toTariff), now) ?? 'noValidTariff',
    nearestLanes,
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
  const price = async (places: Places): Promise<AnswerOffer[]> => {
    const request = quoteRequest(body, places, warehouseRates);
    const rows = await laneTariffs(db, request);
    const surcharges = new Map<string, Surcharges>(rows.map((row) => [row.id, row.surcharges]));
    const priceable = rows.filter((row) => row.currency in fx.rates || row.currency === 'TRY');
    if (priceable.length < rows.length) log.error({ currencies: [...new Set(rows.map((row) => row.currency))], fx: Object.keys(fx.rates) }, 'tariffs in a currency without an FX rate were left out');
    const offers = quoteOffers(request, priceable.map(toTariff), (tariff: Tariff) => surcharges.get(tariff.id) ?? {}, carriage, rates, now);
    const emissions = offers.length > 0 ? await laneEmissions(request, places) : undefined;
    return offers.map((offer) => answerOffer(offer, places, emissions));
  };
  const offers = rankOffers((await Promise.all(lanes.map(price))).flat());
  const first = lanes[0];
  return {
    offers,
    noOffers: offers.length > 0 || !first ? null : await whyNoOffers(db, body, { request: quoteRequest(body, first, warehouseRates), places: first }, price, now),
    fx: { date: fx.date, rates: fx.rates },
  };
}
