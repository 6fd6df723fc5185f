import { istanbulDay } from './business-date';
import {
  airChargeableWeightKg,
  cargoTotals,
  COURIER_VOLUMETRIC_DIVISOR,
  revenueTons,
  VAN_CAPACITY,
  vansNeeded,
  volumetricDivisorOf,
  type CargoTotals,
  type PackageRow,
} from './chargeable-weight';
import {
  add,
  convert,
  money,
  multiply,
  percentageOf,
  roundHalfAwayFromZero,
  sum,
  type CurrencyCode,
  type FxRates,
  type Money,
} from './money';
import { toCentimetres, toKilograms } from './units';

/**
 * The transport modes the quote engine prices: sea groupage and containers, air cargo, the express
 * minivan (ROAD: a dedicated van from Türkiye to Europe) and e-commerce parcels (PARCEL: express courier).
 */
export type TransportMode = 'SEA_LCL' | 'SEA_FCL' | 'AIR' | 'ROAD' | 'PARCEL';

/** Modes priced on the package rows (every mode but FCL, which counts containers). */
export type PackageMode = Exclude<TransportMode, 'SEA_FCL'>;

/** ISO container types a carrier quotes per box. */
export type ContainerType = '20DC' | '40DC' | '40HC' | '20RF' | '40RF';

/** LCL rates, minor units: freight per revenue ton (W/M), never less than `minimum`. */
export interface LclRates {
  perRevenueTon: number;
  minimum: number;
}

/** FCL rates, minor units: freight per container of each type the carrier offers on the lane. */
export interface FclRates {
  perContainer: Partial<Record<ContainerType, number>>;
}

/** One air rate break: from `fromKg` chargeable kilograms on, `perKg` (minor units) applies; 0 is the "−45" rate. */
export interface AirRateBreak {
  fromKg: number;
  perKg: number;
}

/** Air rates, minor units: a minimum charge and the weight breaks (−45, +45, +100, +300, +500, +1000 …). */
export interface AirRates {
  minimum: number;
  breaks: readonly AirRateBreak[];
}

/** Minivan rates, minor units: one dedicated van (VAN_CAPACITY) on the lane. */
export interface VanRates {
  perVan: number;
}

/**
 * Express parcel rates, minor units, on the courier chargeable weight (cm³ / 5000, rounded up to the
 * half kilogram): the first half kilogram, then each further half kilogram.
 */
export interface ParcelRates {
  firstHalfKg: number;
  perAdditionalHalfKg: number;
}

interface TariffTerms {
  id: string;
  carrier: string;
  /** UN/LOCODE (sea, e.g. TRMER) or IATA airport code (air, e.g. IST), upper case. */
  origin: string;
  destination: string;
  /** Currency of the rates and of the tariff's surcharges. */
  currency: CurrencyCode;
  /** First and last day (YYYY-MM-DD, both inclusive) the tariff may be booked for. */
  validFrom: string;
  validTo: string;
  transitDays: number;
  /** Days at destination before demurrage/detention starts. */
  freeDays: number;
  /** Weekdays (0 = Sunday … 6 = Saturday) with a cargo cut-off; none means daily departures. */
  cutOffWeekdays: readonly number[];
}

/** A carrier's published price for one lane and mode over a validity window. */
export type Tariff = TariffTerms &
  (
    | { mode: 'SEA_LCL'; rates: LclRates }
    | { mode: 'SEA_FCL'; rates: FclRates }
    | { mode: 'AIR'; rates: AirRates }
    | { mode: 'ROAD'; rates: VanRates }
    | { mode: 'PARCEL'; rates: ParcelRates }
  );

/**
 * Extra charges of a tariff or lane, in the tariff currency's minor units. "Per basis" means per revenue
 * ton (LCL), per container (FCL) or per chargeable kilogram (AIR).
 */
export interface Surcharges {
  /** Bunker / fuel adjustment, per basis. */
  baf?: number;
  /** Terminal handling at the port of loading, per basis; part of the departure port service. */
  originThc?: number;
  /** Terminal handling at the port of discharge, per basis; part of the arrival port service. */
  destinationThc?: number;
  /** Flat per shipment (B/L or AWB); part of the departure port service. */
  documentation?: number;
  /** Percentage of the freight line charged for dangerous goods. */
  dangerousGoodsPercent?: number;
  /** Multiplier on freight for cargo that cannot be stacked (e.g. 1.25); LCL and AIR only, an FCL box is the shipper's own. */
  nonStackableFactor?: number;
  /** Flat per customs clearance; export and import are one clearance each. */
  customsClearance?: number;
}

/** One band of the pre-/on-carriage (trucking) price table: up to `upToKm` kilometres, `price` TRY minor units. */
export interface CarriageBand {
  upToKm: number;
  price: number;
}

/** Separate trucking tables for pre-carriage (to the port of loading) and on-carriage (from the port of discharge). */
export interface CarriageTables {
  pre: readonly CarriageBand[];
  on: readonly CarriageBand[];
}

/** How many containers of one type an FCL shipment needs. */
export interface ContainerCount {
  type: ContainerType;
  count: number;
}

/**
 * Cargo insurance: the premium is `percent` % of the CIF value, at least `minimum`. CIF is approximated as
 * cargo value + the freight line: the customary +10 %, the surcharges and the premium itself are left out.
 */
export interface InsuranceCover {
  cargoValue: Money;
  percent: number;
  minimum: Money;
}

/**
 * The US warehouse's rate card (a row of warehouse_rates), minor units of `currency`: receiving per
 * pallet, storage per pallet and month, pick-and-pack per order.
 */
export interface WarehouseRates {
  currency: CurrencyCode;
  receivingPerPallet: number;
  storagePerPalletMonth: number;
  fulfilmentPerOrder: number;
}

/** Warehouse services after arrival (the USA warehouse page): pallets received and stored, orders shipped out. */
export interface WarehouseService {
  pallets: number;
  storageMonths: number;
  ordersPerMonth: number;
  rates: WarehouseRates;
}

interface QuoteRequestTerms {
  origin: string;
  destination: string;
  /** YYYY-MM-DD the cargo is ready; a day already past is read as today. */
  readyDate: string;
  stackable: boolean;
  dangerous: boolean;
  insurance?: InsuranceCover;
  /** Trucking from the shipper to the port; none or 0 means the shipper delivers. */
  preCarriageKm?: number;
  /** Trucking from the port to the consignee; none or 0 means the consignee collects. */
  onCarriageKm?: number;
  /** Origin THC + documentation + export customs clearance. */
  departurePortService: boolean;
  /** Destination THC + import customs clearance. */
  arrivalPortService: boolean;
  /** Receiving, storage and fulfilment at the destination warehouse. */
  warehouse?: WarehouseService;
}

/** What the shipper asks a price for: package rows for LCL and AIR, containers for FCL. */
export type QuoteRequest = QuoteRequestTerms &
  ({ mode: PackageMode; rows: readonly PackageRow[] } | { mode: 'SEA_FCL'; containers: readonly ContainerCount[] });

/** Stable codes of the price lines of an offer; the interface translates them. */
export type ChargeCode =
  | 'freight'
  | 'baf'
  | 'originThc'
  | 'destinationThc'
  | 'documentation'
  | 'dangerousGoods'
  | 'nonStackable'
  | 'preCarriage'
  | 'onCarriage'
  | 'customsClearance'
  | 'insurance'
  | 'warehouseReceiving'
  | 'warehouseStorage'
  | 'fulfilment';

export interface ChargeLine {
  code: ChargeCode;
  amount: Money;
}

/** Costs no offer includes, as stable codes the interface translates. */
export const EXCLUDED_COSTS = ['duties', 'taxes', 'demurrageBeyondFreeDays', 'inspections'] as const;
export type ExcludedCost = (typeof EXCLUDED_COSTS)[number];

/** What the freight was charged on: revenue tons (LCL), chargeable kilograms (AIR, PARCEL), vans (ROAD) or containers (FCL). */
export type QuoteBasis =
  | { kind: 'revenueTons' | 'chargeableKg' | 'vans'; value: number; totals: CargoTotals }
  | { kind: 'containers'; value: number; containers: readonly ContainerCount[] };

/** One carrier's priced answer to a quote request, in the tariff's currency. */
export interface Offer {
  tariffId: string;
  carrier: string;
  mode: TransportMode;
  transitDays: number;
  /** The tariff's last valid day. */
  validUntil: string;
  /** The first cut-off weekday on or after the ready date (YYYY-MM-DD). */
  departure: string;
  basis: QuoteBasis;
  /** The charged lines in the offer currency; lines that come to zero are left out, freight never is. */
  lines: ChargeLine[];
  total: Money;
  totals: Record<'TRY' | 'USD' | 'EUR', Money>;
  excluded: readonly ExcludedCost[];
  freeDays: number;
  /** The offer with the fewest transit days (the cheaper one on a tie); exactly one offer has it. */
  fastest: boolean;
}

/** Why a request has no offers; the first that applies, in this order. */
export type NoOfferReason =
  /** No tariff at all between the two places. */
  | 'noLane'
  /** The lane has tariffs, but none of the requested mode. */
  | 'modeUnavailable'
  /** The cargo exceeds what the mode carries (air: over 5000 kg chargeable or a side over 300 cm; LCL: over 60 revenue tons; minivan: over MAX_VANS vans or a piece longer than the van; parcel: a piece over 70 kg or 120 cm, or over 300 kg in all). */
  | 'cargoTooLarge'
  /** FCL: no tariff of the lane has a rate for every requested container type. */
  | 'equipmentUnavailable'
  /** The lane and mode exist, but no tariff is valid on the ready date. */
  | 'noValidTariff';

/** The largest air shipment the engine quotes, in chargeable kilograms. */
export const AIR_MAX_CHARGEABLE_KG = 5000;

/** The longest side of a package that fits an air freighter's main-deck door, in centimetres. */
export const AIR_MAX_DIMENSION_CM = 300;

/** The largest LCL shipment the engine quotes, in revenue tons: beyond it the cargo fills a 40HC and goes FCL. */
export const LCL_MAX_REVENUE_TONS = 60;

/** The most vans one minivan quote sends; beyond that a part or full truckload is the better product. */
export const MAX_VANS = 3;

/** What an express parcel network takes: per piece (gross kg, longest side) and per shipment (chargeable kg). */
export const PARCEL_LIMITS = { maxPieceKg: 70, maxSideCm: 120, maxChargeableKg: 300 } as const;

/** The day quoting starts from: the ready date, or today (Istanbul) when the ready date has passed. */
function effectiveReadyDate(readyDate: string, now: Date | undefined): string {
  if (now === undefined) return readyDate;
  const today = istanbulDay(now);
  return today > readyDate ? today : readyDate;
}

/** The first cut-off weekday on or after the date; the date itself when there are daily departures. */
function departureDate(readyDate: string, cutOffWeekdays: readonly number[]): string {
  if (cutOffWeekdays.length === 0) return readyDate;
  const day = new Date(`${readyDate}T00:00:00Z`);
  const readyWeekday = day.getUTCDay();
  const wait = Math.min(...cutOffWeekdays.map((weekday) => (weekday - readyWeekday + 7) % 7));
  day.setUTCDate(day.getUTCDate() + wait);
  return day.toISOString().slice(0, 10);
}

function isValidOn(tariff: Tariff, isoDate: string): boolean {
  return tariff.validFrom <= isoDate && isoDate <= tariff.validTo;
}

function servesLane(tariff: Pick<Tariff, 'origin' | 'destination'>, origin: string, destination: string): boolean {
  return tariff.origin === origin && tariff.destination === destination;
}

const longestSideCm = (row: PackageRow) => Math.max(...[row.length, row.width, row.height].map((side) => toCentimetres(side, row.dimensionUnit)));

/** Whether the cargo exceeds what the requested mode carries (FCL counts boxes; every other mode has limits). */
function isTooLarge(request: QuoteRequest): boolean {
  if (request.mode === 'SEA_FCL') return false;
  if (request.mode === 'SEA_LCL') return revenueTons(request.rows) > LCL_MAX_REVENUE_TONS;
  if (request.mode === 'ROAD') return vansNeeded(request.rows) > MAX_VANS || request.rows.some((row) => longestSideCm(row) > VAN_CAPACITY.maxLengthCm);
  if (request.mode === 'PARCEL') {
    return (
      airChargeableWeightKg(request.rows, COURIER_VOLUMETRIC_DIVISOR) > PARCEL_LIMITS.maxChargeableKg ||
      request.rows.some((row) => longestSideCm(row) > PARCEL_LIMITS.maxSideCm || toKilograms(row.weight, row.weightUnit) > PARCEL_LIMITS.maxPieceKg)
    );
  }
  return (
    airChargeableWeightKg(request.rows) > AIR_MAX_CHARGEABLE_KG ||
    request.rows.some((row) =>
      [row.length, row.width, row.height].some((side) => toCentimetres(side, row.dimensionUnit) > AIR_MAX_DIMENSION_CM),
    )
  );
}

function quoteBasis(request: QuoteRequest): QuoteBasis {
  if (request.mode === 'SEA_FCL') {
    const value = request.containers.reduce((total, container) => total + container.count, 0);
    return { kind: 'containers', value, containers: request.containers };
  }
  const totals = cargoTotals(request.rows, { volumetricDivisor: volumetricDivisorOf(request.mode) });
  if (request.mode === 'ROAD') return { kind: 'vans', value: vansNeeded(request.rows), totals };
  return request.mode === 'SEA_LCL' ? { kind: 'revenueTons', value: totals.revenueTons, totals } : { kind: 'chargeableKg', value: totals.chargeableKg, totals };
}

/** Parcel freight: the first half kilogram, then each further half kilogram of the chargeable weight. */
function parcelFreight(rates: ParcelRates, chargeableKg: number): number {
  const halfKilos = Math.max(1, Math.round(chargeableKg * 2));
  return rates.firstHalfKg + (halfKilos - 1) * rates.perAdditionalHalfKg;
}

/**
 * Air freight: the rate of the highest break at or below the chargeable weight, unless declaring the
 * weight of a higher break at that break's rate is cheaper (IATA's higher-weight-break rule, applied to
 * every higher break); never less than the minimum.
 */
function airFreight(rates: AirRates, chargeableKg: number): number {
  const applicable = rates.breaks
    .filter((rateBreak) => rateBreak.fromKg <= chargeableKg)
    .reduce<AirRateBreak | undefined>((best, rateBreak) => (best && best.fromKg >= rateBreak.fromKg ? best : rateBreak), undefined);
  const charges = rates.breaks
    .filter((rateBreak) => rateBreak.fromKg > chargeableKg)
    .map((rateBreak) => rateBreak.fromKg * rateBreak.perKg);
  if (applicable) charges.push(chargeableKg * applicable.perKg);
  const lowest = charges.length > 0 ? roundHalfAwayFromZero(Math.min(...charges)) : 0;
  return Math.max(rates.minimum, lowest);
}

/** FCL freight for all boxes, or undefined when the tariff has no rate for one of the requested types. */
function containerFreight(rates: FclRates, containers: readonly ContainerCount[]): number | undefined {
  let total = 0;
  for (const { type, count } of containers) {
    const perContainer = rates.perContainer[type];
    if (perContainer === undefined) return undefined;
    total += perContainer * count;
  }
  return total;
}

/**
 * The carrier's freight in the tariff's minor units, or undefined when the tariff cannot carry the
 * shipment: another mode, or a container type it has no rate for.
 */
function freightAmount(tariff: Tariff, basis: QuoteBasis): number | undefined {
  if (tariff.mode === 'SEA_LCL' && basis.kind === 'revenueTons') {
    return Math.max(tariff.rates.minimum, roundHalfAwayFromZero(tariff.rates.perRevenueTon * basis.value));
  }
  if (tariff.mode === 'AIR' && basis.kind === 'chargeableKg') return airFreight(tariff.rates, basis.value);
  if (tariff.mode === 'SEA_FCL' && basis.kind === 'containers') return containerFreight(tariff.rates, basis.containers);
  if (tariff.mode === 'ROAD' && basis.kind === 'vans') return tariff.rates.perVan * basis.value;
  if (tariff.mode === 'PARCEL' && basis.kind === 'chargeableKg') return parcelFreight(tariff.rates, basis.value);
  return undefined;
}

/** The trucking price (TRY minor units) of the first band that reaches the distance. */
function carriagePrice(km: number, bands: readonly CarriageBand[]): number {
  const band = [...bands].sort((a, b) => a.upToKm - b.upToKm).find((candidate) => km <= candidate.upToKm);
  if (!band) throw new RangeError(`No carriage band reaches ${km} km`);
  return band.price;
}

function insurancePremium(cover: InsuranceCover, freight: Money, rates: FxRates): Money {
  const cif = add(convert(cover.cargoValue, freight.currency, rates), freight);
  const premium = percentageOf(cif, cover.percent);
  const minimum = convert(cover.minimum, freight.currency, rates);
  return premium.amount >= minimum.amount ? premium : minimum;
}

/** What non-stackable cargo adds: freight × factor − freight, so freight plus this line is the rounded product. */
function nonStackableSurcharge(freight: Money, factor: number): Money {
  return money(multiply(freight, factor).amount - freight.amount, freight.currency);
}

function chargeLines(
  request: QuoteRequest,
  freight: Money,
  basis: QuoteBasis,
  surcharges: Surcharges,
  carriage: readonly CarriageBand[] | CarriageTables,
  rates: FxRates,
): ChargeLine[] {
  const { currency } = freight;
  const { departurePortService, arrivalPortService, insurance } = request;
  const { nonStackableFactor, dangerousGoodsPercent, customsClearance } = surcharges;
  const flat = (amount?: number) => (amount === undefined ? undefined : money(roundHalfAwayFromZero(amount), currency));
  const perBasis = (rate?: number) => (rate === undefined ? undefined : flat(rate * basis.value));
  const { pre, on } = 'pre' in carriage ? carriage : { pre: carriage, on: carriage };
  const trucking = (km: number | undefined, bands: readonly CarriageBand[]) =>
    km ? convert(money(carriagePrice(km, bands), 'TRY'), currency, rates) : undefined;
  const stacksApart = !request.stackable && request.mode !== 'SEA_FCL';
  const clearances = Number(departurePortService) + Number(arrivalPortService);
  const warehouse = request.warehouse;
  const inWarehouseCurrency = (amount: number) => (warehouse ? convert(money(amount, warehouse.rates.currency), currency, rates) : undefined);

  const candidates: [ChargeCode, Money | undefined][] = [
    ['freight', freight],
    ['baf', perBasis(surcharges.baf)],
    ['nonStackable', stacksApart && nonStackableFactor !== undefined ? nonStackableSurcharge(freight, nonStackableFactor) : undefined],
    ['dangerousGoods', request.dangerous && dangerousGoodsPercent !== undefined ? percentageOf(freight, dangerousGoodsPercent) : undefined],
    ['preCarriage', trucking(request.preCarriageKm, pre)],
    ['originThc', departurePortService ? perBasis(surcharges.originThc) : undefined],
    ['documentation', departurePortService ? flat(surcharges.documentation) : undefined],
    ['customsClearance', customsClearance === undefined ? undefined : flat(customsClearance * clearances)],
    ['destinationThc', arrivalPortService ? perBasis(surcharges.destinationThc) : undefined],
    ['onCarriage', trucking(request.onCarriageKm, on)],
    ['insurance', insurance ? insurancePremium(insurance, freight, rates) : undefined],
    ['warehouseReceiving', warehouse && inWarehouseCurrency(warehouse.pallets * warehouse.rates.receivingPerPallet)],
    ['warehouseStorage', warehouse && inWarehouseCurrency(warehouse.pallets * warehouse.storageMonths * warehouse.rates.storagePerPalletMonth)],
    ['fulfilment', warehouse && inWarehouseCurrency(warehouse.ordersPerMonth * warehouse.storageMonths * warehouse.rates.fulfilmentPerOrder)],
  ];
  return candidates.flatMap(([code, amount]) =>
    amount && (code === 'freight' || amount.amount !== 0) ? [{ code, amount }] : [],
  );
}

/** The offer of one tariff, or undefined when the tariff cannot carry the shipment. */
function priceTariff(
  tariff: Tariff,
  request: QuoteRequest,
  basis: QuoteBasis,
  readyDate: string,
  surcharges: Surcharges,
  carriage: readonly CarriageBand[] | CarriageTables,
  rates: FxRates,
): Omit<Offer, 'fastest'> | undefined {
  const freight = freightAmount(tariff, basis);
  if (freight === undefined) return undefined;
  const lines = chargeLines(request, money(freight, tariff.currency), basis, surcharges, carriage, rates);
  const total = sum(lines.map((line) => line.amount), tariff.currency);
  return {
    tariffId: tariff.id,
    carrier: tariff.carrier,
    mode: tariff.mode,
    transitDays: tariff.transitDays,
    validUntil: tariff.validTo,
    departure: departureDate(readyDate, tariff.cutOffWeekdays),
    basis,
    lines,
    total,
    totals: { TRY: convert(total, 'TRY', rates), USD: convert(total, 'USD', rates), EUR: convert(total, 'EUR', rates) },
    excluded: EXCLUDED_COSTS,
    freeDays: tariff.freeDays,
  };
}

/**
 * The quote engine: prices the request against every tariff of its lane and mode that is valid on the
 * ready date, in each tariff's currency with TRY/USD/EUR equivalents, cheapest in TRY first (then fewer
 * transit days, then tariff id), the fastest flagged. Throws when the FX table lacks a needed rate or no
 * carriage band reaches a requested distance: both are configuration the caller validates. `carriage` is
 * one table for both ends, or separate `pre` and `on` tables. `now` only serves to read a ready date
 * already past as today.
 */
export function quoteOffers(
  request: QuoteRequest,
  tariffs: readonly Tariff[],
  surchargesFor: (tariff: Tariff) => Surcharges,
  carriage: readonly CarriageBand[] | CarriageTables,
  rates: FxRates,
  now?: Date,
): Offer[] {
  if (isTooLarge(request)) return [];
  const readyDate = effectiveReadyDate(request.readyDate, now);
  const basis = quoteBasis(request);
  const offers = tariffs
    .filter((tariff) => servesLane(tariff, request.origin, request.destination) && isValidOn(tariff, readyDate))
    .flatMap((tariff) => priceTariff(tariff, request, basis, readyDate, surchargesFor(tariff), carriage, rates) ?? []);
  return rankOffers(offers);
}

/**
 * Offers in the order a customer compares them: cheapest in TRY first, then fewer transit days, then
 * tariff id; the first of the fastest flagged. Also ranks offers of several lanes together.
 */
export function rankOffers<T extends Pick<Offer, 'transitDays' | 'tariffId'> & { totals: { TRY: { amount: number } } }>(offers: readonly T[]): (T & { fastest: boolean })[] {
  const sorted = [...offers].sort(
    (a, b) => a.totals.TRY.amount - b.totals.TRY.amount || a.transitDays - b.transitDays || a.tariffId.localeCompare(b.tariffId, 'en'),
  );
  const fastest = sorted.reduce<T | undefined>((best, offer) => (best && best.transitDays <= offer.transitDays ? best : offer), undefined);
  return sorted.map((offer) => ({ ...offer, fastest: offer === fastest }));
}

/**
 * Why `quoteOffers` finds nothing for the request, or null when it does find offers. Takes the same
 * `now` as `quoteOffers` so both read the ready date alike.
 */
export function explainNoOffers(request: QuoteRequest, tariffs: readonly Tariff[], now?: Date): NoOfferReason | null {
  const onLane = tariffs.filter((tariff) => servesLane(tariff, request.origin, request.destination));
  if (onLane.length === 0) return 'noLane';
  const ofMode = onLane.filter((tariff) => tariff.mode === request.mode);
  if (ofMode.length === 0) return 'modeUnavailable';
  if (isTooLarge(request)) return 'cargoTooLarge';
  const basis = quoteBasis(request);
  const equipped = ofMode.filter((tariff) => freightAmount(tariff, basis) !== undefined);
  if (equipped.length === 0) return 'equipmentUnavailable';
  const readyDate = effectiveReadyDate(request.readyDate, now);
  return equipped.some((tariff) => isValidOn(tariff, readyDate)) ? null : 'noValidTariff';
}

