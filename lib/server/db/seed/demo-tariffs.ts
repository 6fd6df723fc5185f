import { addDays } from '../../../domain/business-date';
import type { AirRateBreak, AirRates, ContainerType, FclRates, LclRates, ParcelRates, Surcharges, TransportMode, VanRates } from '../../../domain/pricing';
import ports from '../reference-data/ports.json';
import type { TariffRow } from '../../freight/tariff-row';

/**
 * The generated demo tariffs: a deterministic, realistic price list between Türkiye and the main ports
 * and airports of the marketplace's route countries and Europe, in both directions, for SEA_LCL, SEA_FCL
 * and AIR, several (fictional) carriers per lane, one row per carrier and week from 8 weeks before the
 * anchor week to 12 weeks after it. Pure: the same anchor and scale give the same rows, byte for byte.
 *
 * Price levels (export from Türkiye; each carrier somewhere in the range, then ±4 % from week to week): FCL 40HC
 * Mersin → US East Coast 2,500–4,500 USD, Mediterranean 700–1,800, Far East 600–1,600 (the backhaul;
 * imports from there cost 2.2–2.6 times as much); LCL 40–120 per revenue ton; air 2.5–6 per kg at +100 kg.
 */

/** A generated tariff: a tariff row marked as demo data, so reseeding replaces only its own rows. */
export type DemoTariffRow = TariffRow & { demo: true };

type Range = readonly [number, number];

export interface Region {
  name: string;
  /** Ports in order of importance: a scaled-down seed keeps the first ones. */
  ports: readonly string[];
  airports: readonly string[];
  currency: 'USD' | 'EUR';
  /** FCL 40HC export freight per box, whole currency units. */
  fcl40hc: Range;
  /** LCL export freight per revenue ton, whole currency units. */
  lcl: Range;
  seaTransit: Range;
  /** Air export rate per kg at the +100 kg break, currency units. */
  airPerKg: Range;
  airTransit: Range;
  /** Import (to Türkiye) sea freight relative to export: trade imbalance. */
  importFactor: number;
}

/** Turkish cities the express minivans leave from (UN/LOCODEs name cities as well as ports), most important first. */
export const TURKISH_ROAD_HUBS = ['TRIST', 'TRIZM', 'TRMER'] as const;
/** The regions minivans drive to (and back from). */
export const ROAD_REGIONS = ['northEurope', 'mediterraneanEurope'] as const;
/** The airports e-commerce parcels leave from. */
export const TURKISH_PARCEL_HUBS = ['IST', 'SAW'] as const;

/** Turkish gateways, most important first. */
export const TURKISH_SEA_PORTS = ['TRMER', 'TRAMR', 'TRIZM', 'TRALI', 'TRGEM', 'TRISK', 'TREYP'] as const;
export const TURKISH_AIRPORTS = ['IST', 'SAW', 'ADB', 'ESB'] as const;

export const DEMO_REGIONS: readonly Region[] = [
  {
    name: 'usEast',
    ports: ['USNYC', 'USSAV', 'USCHS', 'USBAL', 'USORF', 'USMIA', 'USPHL', 'USBOS'],
    airports: ['JFK', 'ORD', 'ATL', 'MIA'],
    currency: 'USD',
    fcl40hc: [2500, 4500],
    lcl: [70, 110],
    seaTransit: [18, 28],
    airPerKg: [3.5, 5],
    airTransit: [2, 4],
    importFactor: 0.75,
  },
  {
    name: 'usGulf',
    ports: ['USHOU', 'USMSY', 'USMOB'],
    airports: ['IAH', 'DFW'],
    currency: 'USD',
    fcl40hc: [2800, 4800],
    lcl: [75, 115],
    seaTransit: [22, 32],
    airPerKg: [3.8, 5.2],
    airTransit: [2, 4],
    importFactor: 0.75,
  },
  {
    name: 'usWest',
    ports: ['USLAX', 'USLGB', 'USOAK', 'USSEA'],
    airports: ['LAX', 'SFO'],
    currency: 'USD',
    fcl40hc: [3400, 5600],
    lcl: [85, 120],
    seaTransit: [32, 42],
    airPerKg: [4, 5.5],
    airTransit: [2, 4],
    importFactor: 0.8,
  },
  {
    name: 'mexico',
    ports: ['MXZLO', 'MXVER', 'MXLZC', 'MXATM'],
    airports: ['MEX', 'GDL', 'MTY'],
    currency: 'USD',
    fcl40hc: [3000, 5000],
    lcl: [80, 120],
    seaTransit: [26, 36],
    airPerKg: [4.2, 5.8],
    airTransit: [3, 5],
    importFactor: 0.8,
  },
  {
    name: 'southAmericaWest',
    ports: ['PECLL', 'CLSAI', 'CLVAP', 'CLIQQ'],
    airports: ['LIM', 'SCL'],
    currency: 'USD',
    fcl40hc: [3200, 5400],
    lcl: [90, 120],
    seaTransit: [32, 45],
    airPerKg: [4.5, 6],
    airTransit: [3, 5],
    importFactor: 0.85,
  },
  {
    name: 'northAfrica',
    ports: ['MACAS', 'EGALY', 'TNRAD', 'MAPTM', 'EGPSD', 'TNSFA', 'EGDAM'],
    airports: ['CMN', 'CAI', 'TUN'],
    currency: 'USD',
    fcl40hc: [900, 1800],
    lcl: [40, 65],
    seaTransit: [3, 9],
    airPerKg: [2.5, 3.3],
    airTransit: [1, 2],
    importFactor: 0.9,
  },
  {
    name: 'gulf',
    ports: ['AEJEA', 'AEKHL'],
    airports: ['DXB', 'DWC', 'AUH'],
    currency: 'USD',
    fcl40hc: [1300, 2400],
    lcl: [45, 75],
    seaTransit: [12, 20],
    airPerKg: [2.5, 3.4],
    airTransit: [1, 2],
    importFactor: 0.9,
  },
  {
    name: 'india',
    ports: ['INNSA', 'INMUN', 'INMAA'],
    airports: ['BOM', 'DEL', 'MAA', 'BLR'],
    currency: 'USD',
    fcl40hc: [1200, 2300],
    lcl: [50, 80],
    seaTransit: [16, 26],
    airPerKg: [2.8, 3.8],
    airTransit: [1, 3],
    importFactor: 1.3,
  },
  {
    name: 'southeastAsia',
    ports: ['SGSIN', 'MYPKG', 'MYTPP', 'MYPEN'],
    airports: ['SIN', 'KUL', 'PEN'],
    currency: 'USD',
    fcl40hc: [900, 1800],
    lcl: [50, 85],
    seaTransit: [18, 27],
    airPerKg: [3.2, 4.5],
    airTransit: [2, 3],
    importFactor: 2.2,
  },
  {
    name: 'china',
    ports: ['CNSHA', 'CNNGB', 'CNYTN', 'CNSHK', 'CNTAO', 'CNTXG', 'CNXMN'],
    airports: ['PVG', 'PEK', 'CAN', 'SZX', 'CGO'],
    currency: 'USD',
    fcl40hc: [600, 1400],
    lcl: [45, 80],
    seaTransit: [22, 35],
    airPerKg: [3.5, 5],
    airTransit: [2, 4],
    importFactor: 2.6,
  },
  {
    name: 'northeastAsia',
    ports: ['KRPUS', 'TWKHH', 'JPTYO', 'KRINC', 'TWKEL', 'JPYOK', 'JPUKB', 'JPNGO'],
    airports: ['ICN', 'TPE', 'NRT', 'KIX'],
    currency: 'USD',
    fcl40hc: [800, 1600],
    lcl: [55, 90],
    seaTransit: [25, 38],
    airPerKg: [3.8, 5.5],
    airTransit: [2, 4],
    importFactor: 2.2,
  },
  {
    name: 'northEurope',
    ports: ['NLRTM', 'BEANR', 'DEHAM', 'DEBRV', 'FRLEH', 'PLGDN', 'GBFXT', 'GBLGP'],
    airports: ['FRA', 'AMS', 'CDG', 'LHR', 'LEJ', 'LGG'],
    currency: 'EUR',
    fcl40hc: [1200, 2200],
    lcl: [45, 75],
    seaTransit: [9, 18],
    airPerKg: [2.5, 3.2],
    airTransit: [1, 2],
    importFactor: 0.9,
  },
  {
    name: 'mediterraneanEurope',
    ports: ['ESVLC', 'ITGOA', 'GRPIR', 'ESBCN', 'ESALG', 'ITSPE', 'ITGIT', 'ITTRS', 'FRFOS', 'SIKOP', 'ROCND'],
    airports: ['MXP', 'MAD', 'ATH'],
    currency: 'EUR',
    fcl40hc: [700, 1500],
    lcl: [40, 65],
    seaTransit: [3, 10],
    airPerKg: [2.5, 3],
    airTransit: [1, 2],
    importFactor: 0.9,
  },
];

/** Fictional carriers: a demo must not put invented prices in real companies' names. */
export const FCL_CARRIERS = [
  'Akdeniz Lines',
  'Anatolia Container Line',
  'Bosphorus Shipping',
  'Cilicia Maritime',
  'Aegean Star Lines',
  'Levant Express Line',
  'Marmara Ocean Carriers',
  'Piri Reis Shipping',
];
const LCL_CARRIERS = ['Kervan Consolidation', 'Liman LCL Services', 'Pera Freight', 'Galata Cargo Consolidators', 'Ege Groupage', 'Karavan Logistics'];
const VAN_CARRIERS = ['Trakya Express Van', 'Kapıkule Ekspres', 'Balkan Sprinter Logistics', 'Anadolu Minivan Express'];
const PARCEL_CARRIERS = ['Galata Express Parcel', 'Anka Global Courier', 'Hermes Line Express'];
const AIR_CARRIERS = ['Bosphorus Air Cargo', 'Anatolian Wings Cargo', 'Cappadocia Air Freight', 'Skyport Logistics', 'Meridian Air Cargo', 'Silk Road Airfreight'];

/** Weekly validity windows: 8 weeks before the anchor week … 12 weeks after it. */
export const WEEKS_BEFORE = 8;
export const WEEKS_AFTER = 12;

/** FNV-1a: a stable 32-bit seed from a string. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny seeded PRNG, uniform in [0, 1). */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = ReturnType<typeof prng>;
const between = (random: Random, [low, high]: Range) => low + random() * (high - low);
const integerBetween = (random: Random, [low, high]: Range) => Math.floor(between(random, [low, high + 1]));
/** Whole currency units rounded to `step`, in minor units. */
const minor = (units: number, step = 1) => Math.round(units / step) * step * 100;
const cents = (units: number) => Math.round(units * 100);

function pick<T>(random: Random, list: readonly T[], count: number): T[] {
  const pool = [...list];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
}

/** The Monday (YYYY-MM-DD) of the week that contains the date. */
export function mondayOf(isoDate: string): string {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return addDays(isoDate, -((weekday + 6) % 7));
}

function cutOffs(random: Random, mode: TransportMode): number[] {
  if (mode === 'AIR') return random() < 0.5 ? [] : random() < 0.5 ? [1, 3, 5] : [2, 4, 6];
  const first = 1 + Math.floor(random() * 5);
  return random() < 0.25 ? [first, ((first + 2) % 5) + 1].sort((a, b) => a - b) : [first];
}

export interface CarrierTerms {
  carrier: string;
  currency: string;
  transitDays: number;
  freeDays: number;
  cutOffWeekdays: number[];
  /** The carrier's base rates, before the week-to-week variation. */
  rates: LclRates | FclRates | AirRates | VanRates | ParcelRates;
  surcharges: Surcharges;
}

function fclTerms(random: Random, level: number): { rates: FclRates; surcharges: Surcharges } {
  const hc = level;
  const perContainer: Partial<Record<ContainerType, number>> = {
    '20DC': minor(hc * between(random, [0.55, 0.7]), 5),
    '40DC': minor(hc * between(random, [0.93, 0.98]), 5),
    '40HC': minor(hc, 5),
  };
  if (random() < 0.5) {
    perContainer['20RF'] = minor(hc * between(random, [0.95, 1.25]), 5);
    perContainer['40RF'] = minor(hc * between(random, [1.4, 1.7]), 5);
  }
  return {
    rates: { perContainer },
    surcharges: {
      baf: minor(between(random, [150, 450]), 5),
      originThc: minor(between(random, [180, 280]), 5),
      destinationThc: minor(between(random, [250, 500]), 5),
      documentation: minor(between(random, [50, 75]), 5),
      dangerousGoodsPercent: integerBetween(random, [30, 60]),
      customsClearance: minor(between(random, [100, 180]), 5),
    },
  };
}

function lclTerms(random: Random, level: number): { rates: LclRates; surcharges: Surcharges } {
  return {
    rates: { perRevenueTon: minor(level), minimum: minor(level * between(random, [1, 1.25])) },
    surcharges: {
      baf: minor(between(random, [5, 15])),
      originThc: minor(between(random, [8, 15])),
      destinationThc: minor(between(random, [10, 25])),
      documentation: minor(between(random, [35, 60]), 5),
      dangerousGoodsPercent: integerBetween(random, [25, 50]),
      nonStackableFactor: Math.round(between(random, [1.25, 1.5]) * 20) / 20,
      customsClearance: minor(between(random, [80, 150]), 5),
    },
  };
}

const AIR_BREAKS: readonly (readonly [number, number])[] = [
  [0, 1.55],
  [45, 1.2],
  [100, 1],
  [300, 0.92],
  [500, 0.87],
  [1000, 0.82],
];

function airTerms(random: Random, perKg: number): { rates: AirRates; surcharges: Surcharges } {
  const breaks: AirRateBreak[] = AIR_BREAKS.map(([fromKg, factor]) => ({ fromKg, perKg: cents(perKg * factor) }));
  return {
    rates: { minimum: minor(between(random, [60, 110]), 5), breaks },
    surcharges: {
      baf: cents(between(random, [0.4, 0.9])),
      originThc: cents(between(random, [0.08, 0.15])),
      destinationThc: cents(between(random, [0.1, 0.25])),
      documentation: minor(between(random, [25, 45]), 5),
      dangerousGoodsPercent: integerBetween(random, [50, 100]),
      nonStackableFactor: Math.round(between(random, [1.3, 1.5]) * 20) / 20,
      customsClearance: minor(between(random, [70, 120]), 5),
    },
  };
}

/** Road kilometres between two places of ports.json: the great circle × 1.35 (roads wind; ferries and borders add). */
function roadKm(from: string, to: string): number {
  const at = (code: string) => {
    const port = ports.find((candidate) => candidate.locode === code);
    if (!port) throw new Error(`no coordinates for ${code}`);
    return port;
  };
  const [a, b] = [at(from), at(to)];
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h = Math.sin(radians(b.lat - a.lat) / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lon - a.lon) / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 1.35);
}

/** A dedicated van: about 380 EUR plus 0.95 EUR a road kilometre (each carrier ±10 %); two drivers cover ~900 km a day, plus a day at the border. */
function vanTerms(random: Random, km: number): { rates: VanRates; surcharges: Surcharges; transitDays: number } {
  return {
    rates: { perVan: minor((380 + 0.95 * km) * between(random, [0.9, 1.1]), 5) },
    surcharges: { documentation: minor(between(random, [35, 50]), 5), customsClearance: minor(between(random, [55, 80]), 5), dangerousGoodsPercent: integerBetween(random, [20, 40]) },
    transitDays: Math.ceil(km / 900) + 1,
  };
}

/** Express parcel levels by destination region (USD): first half kilogram, each further half kilogram, transit days. */
const PARCEL_LEVELS: Record<string, { first: Range; additional: Range; transit: Range }> = {
  northEurope: { first: [9, 12], additional: [2.2, 3.2], transit: [2, 4] },
  mediterraneanEurope: { first: [9, 12], additional: [2.2, 3.2], transit: [2, 4] },
  usEast: { first: [11, 15], additional: [2.8, 3.8], transit: [3, 5] },
  usGulf: { first: [11, 15], additional: [2.8, 3.8], transit: [3, 5] },
  usWest: { first: [12, 16], additional: [3, 4], transit: [3, 6] },
};
const FAR_PARCEL_LEVEL = { first: [13, 18], additional: [3.5, 4.5], transit: [4, 7] } as const;

function parcelTerms(random: Random, region: Region): { rates: ParcelRates; surcharges: Surcharges; transitDays: number } {
  const level = PARCEL_LEVELS[region.name] ?? FAR_PARCEL_LEVEL;
  return {
    rates: { firstHalfKg: cents(between(random, level.first)), perAdditionalHalfKg: cents(between(random, level.additional)) },
    // Fuel per chargeable kilogram; the micro-export declaration (ETGB) is the customs clearance.
    surcharges: { baf: cents(between(random, [0.25, 0.45])), customsClearance: minor(between(random, [3, 6])) },
    transitDays: integerBetween(random, level.transit),
  };
}

/** Converts a rate shape by a factor (week-to-week variation, another currency), keeping whole minor units. */
function scaleRates(rates: CarrierTerms['rates'], factor: number, step: number): CarrierTerms['rates'] {
  const round = (amount: number) => Math.round((amount * factor) / step) * step;
  if ('perVan' in rates) return { perVan: round(rates.perVan) };
  if ('firstHalfKg' in rates) return { firstHalfKg: Math.round(rates.firstHalfKg * factor), perAdditionalHalfKg: Math.round(rates.perAdditionalHalfKg * factor) };
  if ('perRevenueTon' in rates) return { perRevenueTon: round(rates.perRevenueTon), minimum: round(rates.minimum) };
  if ('perContainer' in rates) {
    return { perContainer: Object.fromEntries(Object.entries(rates.perContainer).map(([type, amount]) => [type, round(amount)])) };
  }
  return { minimum: round(rates.minimum), breaks: rates.breaks.map((rateBreak) => ({ fromKg: rateBreak.fromKg, perKg: Math.max(1, Math.round(rateBreak.perKg * factor)) })) };
}

/** CNY per USD, for the one Chinese air carrier that quotes imports from China in yuan. */
const CNY_PER_USD = 7.1;

export function laneCarriers(origin: string, destination: string, mode: TransportMode, region: Region, exporting: boolean): CarrierTerms[] {
  const random = prng(hash32(`${origin}>${destination}:${mode}`));
  // Each carrier's level is drawn from the region's range; the lane (which Turkish port) shifts it a little.
  const laneFactor = between(random, [0.97, 1.03]);
  const seaImport = exporting ? 1 : region.importFactor;
  const count = integerBetween(random, [2, 4]);
  const pool = { AIR: AIR_CARRIERS, SEA_FCL: FCL_CARRIERS, SEA_LCL: LCL_CARRIERS, ROAD: VAN_CARRIERS, PARCEL: PARCEL_CARRIERS }[mode];
  const names = pick(random, pool, Math.min(count, pool.length));
  return names.map((carrier, index) => {
    if (mode === 'ROAD') {
      const terms = vanTerms(random, roadKm(exporting ? origin : destination, exporting ? destination : origin));
      // Vans leave daily; coming back from Europe costs a little less (empty legs home).
      return { carrier, currency: 'EUR', freeDays: 1, cutOffWeekdays: [], ...terms, rates: exporting ? terms.rates : scaleRates(terms.rates, 0.88, 500) };
    }
    if (mode === 'PARCEL') return { carrier, currency: 'USD', freeDays: 0, cutOffWeekdays: [], ...parcelTerms(random, region) };
    const cutOffWeekdays = cutOffs(random, mode);
    if (mode === 'AIR') {
      const terms = airTerms(random, between(random, region.airPerKg) * laneFactor * (exporting ? 1 : 0.9));
      const inYuan = !exporting && region.name === 'china' && index === 0;
      return {
        carrier,
        currency: inYuan ? 'CNY' : region.currency,
        transitDays: integerBetween(random, region.airTransit),
        freeDays: integerBetween(random, [2, 3]),
        cutOffWeekdays,
        rates: inYuan ? scaleRates(terms.rates, CNY_PER_USD, 100) : terms.rates,
        surcharges: inYuan
          ? Object.fromEntries(Object.entries(terms.surcharges).map(([key, value]) => [key, key.endsWith('Percent') || key.endsWith('Factor') ? value : Math.round(value * CNY_PER_USD)]))
          : terms.surcharges,
      };
    }
    const transitDays = integerBetween(random, region.seaTransit);
    if (mode === 'SEA_FCL') {
      const terms = fclTerms(random, between(random, region.fcl40hc) * laneFactor * seaImport);
      return { carrier, currency: region.currency, transitDays, freeDays: integerBetween(random, [7, 21]), cutOffWeekdays, ...terms };
    }
    const lclImport = 1 + (seaImport - 1) * 0.25;
    const terms = lclTerms(random, Math.min(115, between(random, region.lcl) * laneFactor * lclImport));
    // Consolidators need a few days more than the carriers' direct boxes.
    return { carrier, currency: region.currency, transitDays: transitDays + integerBetween(random, [2, 5]), freeDays: integerBetween(random, [7, 14]), cutOffWeekdays, ...terms };
  });
}

/** How many of a list a scaled-down seed keeps: the first ⌈scale × n⌉, at least one. */
const keep = <T>(list: readonly T[], scale: number) => list.slice(0, Math.max(1, Math.ceil(list.length * scale)));

/**
 * Every demo tariff for the anchor day (its week is week 0) at a scale in (0, 1]: 1 is the full set
 * (≥ 100,000 rows); a smaller scale keeps the most important ports and airports of each region (the
 * same rows those lanes have in the full set, ids aside), which is what the API tests seed.
 */
export function generateDemoTariffs(anchorDay: string, scale = 1): DemoTariffRow[] {
  const monday = mondayOf(anchorDay);
  const rows: Omit<DemoTariffRow, 'id'>[] = [];
  const lanes: { origin: string; destination: string; mode: TransportMode; region: Region; exporting: boolean }[] = [];
  for (const region of DEMO_REGIONS) {
    for (const turkish of keep(TURKISH_SEA_PORTS, scale)) {
      for (const foreign of keep(region.ports, scale)) {
        for (const mode of ['SEA_LCL', 'SEA_FCL'] as const) {
          lanes.push({ origin: turkish, destination: foreign, mode, region, exporting: true });
          lanes.push({ origin: foreign, destination: turkish, mode, region, exporting: false });
        }
      }
    }
    for (const turkish of keep(TURKISH_AIRPORTS, scale)) {
      for (const foreign of keep(region.airports, scale)) {
        lanes.push({ origin: turkish, destination: foreign, mode: 'AIR', region, exporting: true });
        lanes.push({ origin: foreign, destination: turkish, mode: 'AIR', region, exporting: false });
      }
    }
  }
  // The minivan and parcel lanes come after the sea and air lanes, so adding them kept those rows' ids.
  for (const region of DEMO_REGIONS) {
    if ((ROAD_REGIONS as readonly string[]).includes(region.name)) {
      for (const hub of keep(TURKISH_ROAD_HUBS, scale)) {
        for (const foreign of keep(region.ports, scale)) {
          lanes.push({ origin: hub, destination: foreign, mode: 'ROAD', region, exporting: true });
          lanes.push({ origin: foreign, destination: hub, mode: 'ROAD', region, exporting: false });
        }
      }
    }
    for (const hub of keep(TURKISH_PARCEL_HUBS, scale)) {
      for (const foreign of keep(region.airports, scale)) lanes.push({ origin: hub, destination: foreign, mode: 'PARCEL', region, exporting: true });
    }
  }
  for (const lane of lanes) {
    const carriers = laneCarriers(lane.origin, lane.destination, lane.mode, lane.region, lane.exporting);
    for (const terms of carriers) {
      const weekly = prng(hash32(`${lane.origin}>${lane.destination}:${lane.mode}:${terms.carrier}`));
      for (let week = -WEEKS_BEFORE; week <= WEEKS_AFTER; week++) {
        const factor = 1 + (weekly() - 0.5) * 0.08;
        const validFrom = addDays(monday, week * 7);
        rows.push({
          mode: lane.mode,
          carrier: terms.carrier,
          origin: lane.origin,
          destination: lane.destination,
          currency: terms.currency,
          validFrom,
          validTo: addDays(validFrom, 6),
          transitDays: terms.transitDays,
          freeDays: terms.freeDays,
          cutOffWeekdays: terms.cutOffWeekdays,
          rates: scaleRates(terms.rates, factor, lane.mode === 'AIR' || lane.mode === 'PARCEL' ? 1 : 100),
          surcharges: terms.surcharges,
          demo: true,
        });
      }
    }
  }
  return rows.map((row, index) => ({ id: `T-${String(index + 1).padStart(6, '0')}`, ...row }));
}

/** The USA warehouse's demo rate card (USD minor units), near Port Newark: the warehouse services page sells it. */
export const DEMO_WAREHOUSE_RATES = [
  { warehouseCode: 'WH-USNJ', name: 'NavlunPort Warehouse New Jersey (Port Newark)', countryCode: 'US', currency: 'USD', receivingPerPallet: 1_800, storagePerPalletMonth: 2_400, fulfilmentPerOrder: 325, validFrom: '2026-01-01' },
] as const;

/** Demo exchange rates, TRY per unit: the anchor Monday's and the week before's (the older ones show that the latest wins). */
export function demoFxRates(anchorDay: string): { currency: string; rateToTry: string; date: string }[] {
  const monday = mondayOf(anchorDay);
  const latest: Record<string, number> = { USD: 42.35, EUR: 48.9, GBP: 55.6, CNY: 5.95 };
  return Object.entries(latest).flatMap(([currency, rate]) => [
    { currency, rateToTry: (rate * 0.995).toFixed(4), date: addDays(monday, -7) },
    { currency, rateToTry: rate.toFixed(4), date: monday },
  ]);
}

/**
 * Trucking bands in TRY minor units, a full truck from or to the port. The last band reaches 2,200 km,
 * beyond the longest road distance between two provinces (2,011 km, Edirne–Hakkari in the KGM table).
 */
export const DEMO_CARRIAGE_BANDS: readonly { kind: 'pre' | 'on'; upToKm: number; price: number }[] = (
  [
    [50, 4_500],
    [150, 8_000],
    [300, 13_000],
    [600, 21_000],
    [1000, 32_000],
    [1500, 44_000],
    [2200, 58_000],
  ] as const
).flatMap(([upToKm, lira]) => [
  { kind: 'pre' as const, upToKm, price: lira * 100 },
  // Delivery from the port waits for release and unloads at the consignee: 10 % more.
  { kind: 'on' as const, upToKm, price: Math.round(lira * 1.1) * 100 },
]);
