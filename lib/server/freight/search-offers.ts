import { and, eq, gte, lte, or } from 'drizzle-orm';
import type { PackageRow } from '../../domain/chargeable-weight';
import { money, type FxRates } from '../../domain/money';
import {
  explainNoOffers,
  istanbulDate,
  nearestLanes,
  quoteOffers,
  type Offer,
  type QuoteRequest,
  type Surcharges,
  type Tariff,
} from '../../domain/pricing';
import { INSURANCE_TERMS } from '../../domain/quote-terms';
import type { FieldError } from '../../schemas/errors';
import type { FreightSearchAnswer, ValidFreightSearchRequest } from '../../schemas/freight';
import { badRequest } from '../api/errors';
import type { Database } from '../db/client';
import { tariffs } from '../db/schema';
import { log } from '../log';
import { carriageKm } from './carriage-distance';
import { knownLocations, type KnownLocation } from './known-locations';
import { pricingTables } from './pricing-tables';
import { tariffColumns, toTariff } from './tariff-row';

/** How many alternative lanes an answer without offers suggests. */
export const NEAREST_LANES_LIMIT = 5;

const isCalendarDate = (isoDate: string) => !Number.isNaN(Date.parse(`${isoDate}T00:00:00Z`)) && new Date(`${isoDate}T00:00:00Z`).toISOString().startsWith(isoDate);

interface Places {
  origin: KnownLocation;
  destination: KnownLocation;
  preCarriageKm?: number;
  onCarriageKm?: number;
}

/**
 * What the schema cannot know: the ready date against today in Istanbul, the codes against the
 * reference data, and where trucking is possible. Pre-/on-carriage is quoted only inside Türkiye, from
 * a province to a Turkish port or airport (province-to-province road distance); a collection abroad
 * (abroadPostCode) or trucking to or from a port abroad is refused with a field error rather than
 * priced from a guessed distance. All problems come back together as one 400.
 */
async function resolvePlaces(db: Database, body: ValidFreightSearchRequest, today: string): Promise<Places> {
  const errors: FieldError[] = [];
  if (!isCalendarDate(body.readyDate)) errors.push({ field: 'readyDate', code: 'freight.readyDate.invalid' });
  else if (body.readyDate < today) errors.push({ field: 'readyDate', code: 'freight.readyDate.past' });

  const locations = await knownLocations(db);
  const origin = locations.get(body.origin);
  const destination = locations.get(body.destination);
  if (!origin) errors.push({ field: 'origin', code: 'freight.location.unknown' });
  if (!destination) errors.push({ field: 'destination', code: 'freight.location.unknown' });

  let preCarriageKm: number | undefined;
  if (body.earlyTransport && origin) {
    const km = body.earlyTransportCityId === undefined ? undefined : carriageKm(body.earlyTransportCityId, origin.code);
    if (km === undefined) {
      errors.push({ field: body.earlyTransportCityId === undefined ? 'abroadPostCode' : 'earlyTransportCityId', code: 'freight.earlyTransport.abroadUnavailable' });
    }
    preCarriageKm = km;
  }
  let onCarriageKm: number | undefined;
  if (body.lastTransport && destination && body.lastTransportCityId !== undefined) {
    onCarriageKm = carriageKm(body.lastTransportCityId, destination.code);
    if (onCarriageKm === undefined) errors.push({ field: 'lastTransportCityId', code: 'freight.lastTransport.abroadUnavailable' });
  }

  if (errors.length > 0 || !origin || !destination) throw badRequest('errors.validation', errors);
  return { origin, destination, preCarriageKm, onCarriageKm };
}

/** The engine's request, built only from the validated raw measures: nothing priced by the client is read. */
function quoteRequest(body: ValidFreightSearchRequest, places: Places): QuoteRequest {
  const terms = {
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

/** An engine offer as the answer carries it (plain arrays). */
function answerOffer(offer: Offer): FreightSearchAnswer['offers'][number] {
  const basis = offer.basis.kind === 'containers' ? { ...offer.basis, containers: offer.basis.containers.map((container) => ({ ...container })) } : offer.basis;
  return { ...offer, basis, excluded: [...offer.excluded] };
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
  const places = await resolvePlaces(db, body, istanbulDate(now));
  const request = quoteRequest(body, places);
  const [rows, { fx, carriage }] = await Promise.all([laneTariffsQuery(db, request), pricingTables(db)]);

  const surcharges = new Map<string, Surcharges>(rows.map((row) => [row.id, row.surcharges]));
  const priceable = rows.filter((row) => row.currency in fx.rates || row.currency === 'TRY');
  if (priceable.length < rows.length) log.error({ currencies: [...new Set(rows.map((row) => row.currency))], fx: Object.keys(fx.rates) }, 'tariffs in a currency without an FX rate were left out');
  const rates: FxRates = { ...fx.rates, TRY: 1 };
  const offers = quoteOffers(request, priceable.map(toTariff), (tariff: Tariff) => surcharges.get(tariff.id) ?? {}, carriage, rates, now);

  return {
    offers: offers.map(answerOffer),
    noOffers: offers.length > 0 ? null : await whyNoOffers(db, request, now),
    fx: { date: fx.date, rates: fx.rates },
  };
}
