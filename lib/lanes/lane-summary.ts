import type { AirRates, FclRates, LclRates, ParcelRates, TransportMode, VanRates } from '../domain/pricing';

/**
 * What a lane page shows of the lane's tariffs: the modes on sale, their typical transit times and
 * indicative price ranges, and the gateways used most. Pure: the rows come from the database, `today`
 * (a day in Istanbul) decides which tariffs are valid.
 */

/** The unit an indicative price is quoted per. */
export type PriceBasis = 'container20DC' | 'container40HC' | 'revenueTon' | 'kg100' | 'van' | 'parcelFirstHalfKg';

export interface PriceRange {
  basis: PriceBasis;
  currency: string;
  /** Minor units of the currency. */
  min: number;
  max: number;
}

export interface ModeSummary {
  mode: TransportMode;
  transitDays: { min: number; max: number };
  prices: PriceRange[];
  carriers: number;
  tariffs: number;
  /** The mode's most used gateway on each side (what a pre-filled search starts from). */
  mainGateways: { turkish: string; foreign: string };
}

export interface LaneSummary {
  /** The day (YYYY-MM-DD, Istanbul) the ranges were computed for: the tariffs valid on it. */
  asOf: string;
  modes: ModeSummary[];
  /** Location codes ordered by how many valid tariffs use them, Türkiye's side and the country's side. */
  gateways: { turkish: string[]; foreign: string[] };
}

export interface LaneTariffRow {
  mode: TransportMode;
  carrier: string;
  origin: string;
  destination: string;
  currency: string;
  validFrom: string;
  validTo: string;
  transitDays: number;
  rates: LclRates | FclRates | AirRates | VanRates | ParcelRates;
}

/** Modes in the order a lane page lists them. */
export const MODE_ORDER: readonly TransportMode[] = ['SEA_FCL', 'SEA_LCL', 'AIR', 'ROAD', 'PARCEL'];

/** The air rate per kg that applies at 100 kg chargeable: the +100 break, or the highest break below it. */
export function airRateAt100Kg(rates: AirRates): number | null {
  const applicable = rates.breaks.filter((rateBreak) => rateBreak.fromKg <= 100).sort((a, b) => b.fromKg - a.fromKg)[0];
  return applicable ? applicable.perKg : null;
}

/** The indicative prices of one tariff, by basis (minor units of the tariff currency). */
export function indicativePrices(row: Pick<LaneTariffRow, 'mode' | 'rates'>): [PriceBasis, number][] {
  switch (row.mode) {
    case 'SEA_FCL': {
      const { perContainer } = row.rates as FclRates;
      const out: [PriceBasis, number][] = [];
      if (perContainer['20DC'] !== undefined) out.push(['container20DC', perContainer['20DC']]);
      if (perContainer['40HC'] !== undefined) out.push(['container40HC', perContainer['40HC']]);
      return out;
    }
    case 'SEA_LCL':
      return [['revenueTon', (row.rates as LclRates).perRevenueTon]];
    case 'AIR': {
      const rate = airRateAt100Kg(row.rates as AirRates);
      return rate === null ? [] : [['kg100', rate]];
    }
    case 'ROAD':
      return [['van', (row.rates as VanRates).perVan]];
    case 'PARCEL':
      return [['parcelFirstHalfKg', (row.rates as ParcelRates).firstHalfKg]];
    default:
      return [];
  }
}

const isValidOn = (row: Pick<LaneTariffRow, 'validFrom' | 'validTo'>, day: string) => row.validFrom <= day && day <= row.validTo;

const BASIS_ORDER: readonly PriceBasis[] = ['container20DC', 'container40HC', 'revenueTon', 'kg100', 'van', 'parcelFirstHalfKg'];

function ranked(counts: Map<string, number>): string[] {
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([code]) => code);
}

function gatewayCounts(rows: readonly LaneTariffRow[], exporting: boolean): { turkish: string[]; foreign: string[] } {
  const turkish = new Map<string, number>();
  const foreign = new Map<string, number>();
  for (const row of rows) {
    const [home, abroad] = exporting ? [row.origin, row.destination] : [row.destination, row.origin];
    turkish.set(home, (turkish.get(home) ?? 0) + 1);
    foreign.set(abroad, (foreign.get(abroad) ?? 0) + 1);
  }
  return { turkish: ranked(turkish), foreign: ranked(foreign) };
}

/**
 * The lane's summary from its tariff rows: only tariffs valid on `today` count; per mode the min–max
 * transit and, per basis and currency, the min–max indicative price. `exporting` tells which end of a
 * row is Türkiye's (the origin for exports).
 */
export function summarizeLane(rows: readonly LaneTariffRow[], today: string, exporting: boolean): LaneSummary {
  const valid = rows.filter((row) => isValidOn(row, today));
  const modes: ModeSummary[] = [];
  for (const mode of MODE_ORDER) {
    const ofMode = valid.filter((row) => row.mode === mode);
    if (ofMode.length === 0) continue;
    const ranges = new Map<string, PriceRange>();
    for (const row of ofMode) {
      for (const [basis, amount] of indicativePrices(row)) {
        const key = `${basis}:${row.currency}`;
        const range = ranges.get(key);
        if (!range) ranges.set(key, { basis, currency: row.currency, min: amount, max: amount });
        else {
          range.min = Math.min(range.min, amount);
          range.max = Math.max(range.max, amount);
        }
      }
    }
    const days = ofMode.map((row) => row.transitDays);
    const main = gatewayCounts(ofMode, exporting);
    modes.push({
      mode,
      transitDays: { min: Math.min(...days), max: Math.max(...days) },
      prices: [...ranges.values()].sort((a, b) => BASIS_ORDER.indexOf(a.basis) - BASIS_ORDER.indexOf(b.basis) || (a.currency < b.currency ? -1 : 1)),
      carriers: new Set(ofMode.map((row) => row.carrier)).size,
      tariffs: ofMode.length,
      mainGateways: { turkish: main.turkish[0]!, foreign: main.foreign[0]! },
    });
  }
  return { asOf: today, modes, gateways: gatewayCounts(valid, exporting) };
}

/** The "from …" price of a lane card: the lowest price of the first basis on sale in a fixed preference order. */
export function headlinePrice(summary: Pick<LaneSummary, 'modes'>): PriceRange | null {
  const all = summary.modes.flatMap((mode) => mode.prices);
  for (const basis of ['revenueTon', 'kg100', 'container20DC', 'container40HC', 'van', 'parcelFirstHalfKg'] as const) {
    const candidates = all.filter((range) => range.basis === basis);
    if (candidates.length > 0) return candidates.reduce((low, range) => (range.min < low.min ? range : low));
  }
  return null;
}

/** The shortest and longest typical transit over all modes, or null without modes. */
export function transitSpan(summary: Pick<LaneSummary, 'modes'>): { min: number; max: number } | null {
  if (summary.modes.length === 0) return null;
  return { min: Math.min(...summary.modes.map((mode) => mode.transitDays.min)), max: Math.max(...summary.modes.map((mode) => mode.transitDays.max)) };
}
