import { cargoTotals, type PackageRow } from './chargeable-weight';
import { convert, money, sum, type FxRates, type Money } from './money';
import type { Offer, OfferEmissions } from '../schemas/freight';
import type { OperatorOfferInput } from '../schemas/request';

/** What a request contributes to an operator's offer: its lane, mode, ready date and cargo. */
export interface QuotedRequest {
  origin: string;
  destination: string;
  mode: Offer['mode'];
  readyDate: string;
  /** The cargo as the search had it: package rows (LCL, air …) or containers (FCL). */
  orderDimensionList: readonly PackageRow[];
  containers: readonly { type: Extract<Offer['basis'], { kind: 'containers' }>['containers'][number]['type']; count: number }[];
}

export const DEFAULT_EXCLUDED_COSTS = ['duties', 'taxes', 'demurrageBeyondFreeDays', 'inspections'] as const;

/**
 * What an operator's price is based on: the instant offer's basis when the request has one (the same
 * cargo, measured the same way), else one measured from the request's cargo: containers for FCL,
 * chargeable kilograms for air and parcels, revenue tons for everything else.
 */
export function operatorOfferBasis(request: QuotedRequest, instantBasis: Offer['basis'] | undefined): Offer['basis'] {
  if (instantBasis) return instantBasis;
  if (request.mode === 'SEA_FCL') {
    const containers = request.containers.map(({ type, count }) => ({ type, count }));
    return { kind: 'containers', value: containers.reduce((total, row) => total + row.count, 0), containers };
  }
  const totals = cargoTotals(request.orderDimensionList);
  if (request.mode === 'AIR' || request.mode === 'PARCEL') return { kind: 'chargeableKg', value: totals.chargeableKg, totals };
  return { kind: 'revenueTons', value: totals.revenueTons, totals };
}

/**
 * An operator's offer in the shape of an instant one (lib/schemas/freight.ts `offer`): the lines as
 * given, the total as their sum and the TRY/USD/EUR equivalents from the FX table, all computed here;
 * the lane and mode are the request's, and so is the instant offer's CO2e estimate when there is one. `tariffId` names the stored offer (OP-<id>), as a tariff id
 * names an instant one. Pure: `today` (YYYY-MM-DD in Istanbul) replaces a ready date already past.
 */
export function buildOperatorOffer(
  request: QuotedRequest,
  input: OperatorOfferInput,
  { tariffId, instantBasis, instantEmissions, rates, today }: { tariffId: string; instantBasis?: Offer['basis']; instantEmissions?: OfferEmissions; rates: FxRates; today: string },
): Offer {
  const lines = input.lines.map((line) => ({ code: line.code, amount: money(line.amount, input.currency) }));
  const total: Money = sum(
    lines.map((line) => line.amount),
    input.currency,
  );
  return {
    tariffId,
    origin: request.origin,
    destination: request.destination,
    carrier: input.carrier,
    mode: request.mode,
    transitDays: input.transitDays,
    validUntil: input.validUntil,
    departure: input.departure ?? (request.readyDate < today ? today : request.readyDate),
    basis: operatorOfferBasis(request, instantBasis),
    lines,
    total,
    totals: { TRY: convert(total, 'TRY', rates), USD: convert(total, 'USD', rates), EUR: convert(total, 'EUR', rates) },
    excluded: [...(input.excluded ?? DEFAULT_EXCLUDED_COSTS)],
    freeDays: input.freeDays,
    fastest: false,
    ...(input.note ? { note: input.note } : {}),
    // The same lane and cargo as the request's instant offer: its CO2e estimate holds for any carrier's price.
    ...(instantEmissions && { emissions: instantEmissions }),
  };
}
