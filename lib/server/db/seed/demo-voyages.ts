import { addDays } from '../../../domain/business-date';
import ports from '../reference-data/ports.json';
import { DEMO_REGIONS, FCL_CARRIERS, hash32, laneCarriers, mondayOf, prng, type Region, TURKISH_SEA_PORTS } from './demo-tariffs';

/**
 * The demo ship program: the weekly sailings of the fictional container carriers of the demo tariffs
 * (lib/server/db/seed/demo-tariffs.ts), so the schedule and the price list tell the same story: a
 * carrier sails a port pair only where its FCL tariff exists, and its transit time is that tariff's.
 *
 * Each carrier runs one weekly service (loop) per region it quotes, e.g. "MED-USEC": a rotation that
 * calls up to two Turkish ports and up to two ports of the region, eastbound or westbound, and comes
 * back the other way (voyage 248W out, 248E home, as carriers number a round voyage). A fleet of
 * fictional vessels (enough for the round trip) takes the sailings in turn. Far lanes transship at a hub
 * (Port Said, Algeciras, Singapore, Colombo, Manzanillo PA …). Times are instants: the ETD is a local
 * hour at the port (Europe/Istanbul, UTC+3, at the Turkish ports; the port's solar time zone abroad), the
 * cargo cut-off 1–2 days before it, and the ETA exactly `transitDays` days after the ETD.
 *
 * Pure: the same anchor day gives the same rows.
 */

export interface DemoVoyage {
  carrier: string;
  vessel: string;
  voyageNumber: string;
  service: string;
  pol: string;
  pod: string;
  transshipment: string | null;
  cutOffAt: Date;
  etd: Date;
  eta: Date;
  transitDays: number;
  demo: true;
}

/** Weeks of sailings around the anchor week (its Monday is week 0): 2 weeks back, 12 weeks ahead. */
export const VOYAGE_WEEKS_BEFORE = 2;
export const VOYAGE_WEEKS_AFTER = 12;

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The service names' region part (trade-lane shorthand as carriers write it). */
const REGION_CODES: Record<string, string> = {
  usEast: 'USEC',
  usGulf: 'USGC',
  usWest: 'USWC',
  mexico: 'MEX',
  southAmericaWest: 'WCSA',
  northAfrica: 'NAF',
  gulf: 'AGX',
  india: 'ISC',
  southeastAsia: 'SEA',
  china: 'CHN',
  northeastAsia: 'NEA',
  northEurope: 'NEU',
  mediterraneanEurope: 'WMED',
};

/** Regions reached eastbound from Türkiye (via Suez); the others are westbound. */
const EASTBOUND = new Set(['gulf', 'india', 'southeastAsia', 'china', 'northeastAsia']);

/** Hubs a service of the region may transship at (null: direct); far lanes never sail direct. */
const TRANSSHIPMENT_HUBS: Record<string, readonly (string | null)[]> = {
  usEast: [null, null, 'ESALG'],
  usGulf: [null, 'ESALG'],
  usWest: ['PAMIT', 'ESALG', 'PABLB'],
  mexico: ['PAMIT', 'ESALG'],
  southAmericaWest: ['PAMIT', 'PABLB'],
  northAfrica: [null],
  gulf: [null, 'EGPSD'],
  india: [null, 'EGPSD', 'LKCMB'],
  southeastAsia: [null, 'EGPSD'],
  china: ['EGPSD', 'SGSIN', 'LKCMB'],
  northeastAsia: ['SGSIN', 'EGPSD'],
  northEurope: [null, null, 'ESALG'],
  mediterraneanEurope: [null, null, 'MTMAR'],
};

/**
 * Each carrier's service prefix (MED-USEC, EMX-USEC …) and its fleet's names: "<prefix> <name>" for the
 * first ships, "<name> <suffix>" for the rest of a large fleet.
 */
const CARRIER_STYLE: Record<string, { loop: string; vesselPrefix: string; vesselSuffix: string }> = {
  'Akdeniz Lines': { loop: 'MED', vesselPrefix: 'Akdeniz', vesselSuffix: 'Trader' },
  'Anatolia Container Line': { loop: 'ACL', vesselPrefix: 'Anatolia', vesselSuffix: 'Bridge' },
  'Bosphorus Shipping': { loop: 'BSX', vesselPrefix: 'Bosphorus', vesselSuffix: 'Spirit' },
  'Cilicia Maritime': { loop: 'CLX', vesselPrefix: 'Cilicia', vesselSuffix: 'Express' },
  'Aegean Star Lines': { loop: 'EMX', vesselPrefix: 'Aegean', vesselSuffix: 'Star' },
  'Levant Express Line': { loop: 'LVX', vesselPrefix: 'Levant', vesselSuffix: 'Pride' },
  'Marmara Ocean Carriers': { loop: 'TMX', vesselPrefix: 'Marmara', vesselSuffix: 'Ocean' },
  'Piri Reis Shipping': { loop: 'PRX', vesselPrefix: 'Piri Reis', vesselSuffix: 'Explorer' },
};

/** Fictional vessel names (mountains, rivers, stars, old harbours): combined with the carrier's prefix. */
const VESSEL_NAMES = [
  'Ararat', 'Erciyes', 'Kaçkar', 'Uludağ', 'Palandöken', 'Nemrut', 'Aladağ', 'Munzur', 'Sümela', 'Efes',
  'Bergama', 'Truva', 'Knidos', 'Halikarnas', 'Myra', 'Phaselis', 'Olympos', 'Side', 'Perge', 'Assos',
  'Fırat', 'Dicle', 'Kızılırmak', 'Sakarya', 'Meriç', 'Seyhan', 'Ceyhan', 'Menderes', 'Gediz', 'Çoruh',
  'Vega', 'Sirius', 'Polaris', 'Altair', 'Deneb', 'Rigel', 'Capella', 'Antares', 'Arcturus', 'Aldebaran',
  'Pioneer', 'Horizon', 'Meridian', 'Navigator', 'Harmony', 'Fortune', 'Endeavour', 'Resolute',
  'Kapadokya', 'Pamukkale', 'Göreme', 'Safranbolu', 'Hattuşa', 'Zeugma', 'Afrodisias', 'Priene', 'Milet', 'Didim',
  'Karadeniz', 'Marmaris', 'Datça', 'Kaş', 'Alanya', 'Sinop', 'Trabzon', 'Rize', 'Amasra', 'Bozcaada',
  'Atlas', 'Orion', 'Lyra', 'Cassiopeia', 'Andromeda', 'Perseus', 'Pegasus', 'Draco', 'Aquila', 'Cygnus',
  'Valiant', 'Triumph', 'Unity', 'Liberty', 'Serenity', 'Voyager', 'Discovery', 'Odyssey',
];

/** The order a rotation calls the Turkish ports in: Marmara, then the Aegean, then the Levant coast. */
const TURKISH_ROTATION = ['TRGEM', 'TREYP', 'TRAMR', 'TRALI', 'TRIZM', 'TRMER', 'TRISK'];

const longitudes = new Map(ports.map((port) => [port.locode, port.lon]));

/** Hours ahead of UTC: Türkiye is UTC+3 all year; elsewhere the port's solar zone is near enough for a demo. */
export function portUtcOffsetHours(locode: string): number {
  if (locode.startsWith('TR')) return 3;
  const lon = longitudes.get(locode);
  if (lon === undefined) throw new Error(`unknown port ${locode}`);
  return Math.round(lon / 15);
}

/** The instant of a local hour at a port on a day (YYYY-MM-DD). */
function localInstant(locode: string, day: string, hour: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + (hour - portUtcOffsetHours(locode)) * HOUR);
}

interface Leg {
  pol: string;
  pod: string;
  transitDays: number;
}

interface Service {
  carrier: string;
  code: string;
  region: Region;
  fleet: string[];
  transshipment: string | null;
  /** Weekday (0 = Monday) of the first call, outbound and homebound. */
  outboundWeekday: number;
  homeboundWeekday: number;
  /** Days after the first call each port of loading is called. */
  outboundCalls: Map<string, number>;
  homeboundCalls: Map<string, number>;
  outbound: Leg[];
  homebound: Leg[];
  /** Added to the absolute week number to make the voyage number. */
  voyageBase: number;
  outboundLetter: 'E' | 'W';
}

/** The FCL legs (pol → pod) a carrier quotes in a region, in one direction. */
function quotedLegs(carrier: string, region: Region, exporting: boolean): Leg[] {
  const legs: Leg[] = [];
  for (const turkish of TURKISH_SEA_PORTS) {
    for (const foreign of region.ports) {
      const [pol, pod] = exporting ? [turkish, foreign] : [foreign, turkish];
      const terms = laneCarriers(pol, pod, 'SEA_FCL', region, exporting).find((candidate) => candidate.carrier === carrier);
      if (terms) legs.push({ pol, pod, transitDays: terms.transitDays });
    }
  }
  return legs;
}

/** Keeps the legs between the first `turkishCount` Turkish ports and `foreignCount` foreign ports they use, by importance. */
function rotationLegs(legs: Leg[], exporting: boolean, turkishCount: number, foreignCount: number): Leg[] {
  const turkishOf = (leg: Leg) => (exporting ? leg.pol : leg.pod);
  const foreignOf = (leg: Leg) => (exporting ? leg.pod : leg.pol);
  const turkish = [...new Set(legs.map(turkishOf))].slice(0, turkishCount);
  const foreign = [...new Set(legs.map(foreignOf))].slice(0, foreignCount);
  return legs.filter((leg) => turkish.includes(turkishOf(leg)) && foreign.includes(foreignOf(leg)));
}

/** Day offsets of the ports of loading along the rotation: 1–2 days between calls. */
function callDays(portsInOrder: string[], random: () => number): Map<string, number> {
  const days = new Map<string, number>();
  let day = 0;
  for (const port of portsInOrder) {
    days.set(port, day);
    day += 1 + Math.floor(random() * 2);
  }
  return days;
}

let servicesCache: Service[] | undefined;

/** Every carrier's services: fixed by the demo tariffs alone, so computed once. */
export function demoServices(): Service[] {
  if (servicesCache) return servicesCache;
  const services: Service[] = [];
  for (const carrier of FCL_CARRIERS) {
    const style = CARRIER_STYLE[carrier];
    if (!style) throw new Error(`no service style for ${carrier}`);
    let fleetUsed = 0;
    for (const region of DEMO_REGIONS) {
      const outbound = rotationLegs(quotedLegs(carrier, region, true), true, 2, 2);
      const homebound = rotationLegs(quotedLegs(carrier, region, false), false, 2, 2);
      if (outbound.length === 0 && homebound.length === 0) continue;
      const random = prng(hash32(`service:${carrier}:${region.name}`));
      const hubs = TRANSSHIPMENT_HUBS[region.name] ?? [null];
      const transshipment = hubs[Math.floor(random() * hubs.length)] ?? null;
      // A round trip: the longest transit both ways plus a week of port calls, one vessel a week.
      const longest = Math.max(...[...outbound, ...homebound].map((leg) => leg.transitDays));
      const fleetSize = Math.max(2, Math.ceil((2 * longest + 7) / 7));
      const fleet = Array.from({ length: fleetSize }, (_, index) => {
        const slot = fleetUsed + index;
        const name = VESSEL_NAMES[slot % VESSEL_NAMES.length]!;
        if (slot < VESSEL_NAMES.length) return `${style.vesselPrefix} ${name}`;
        return `${name} ${style.vesselSuffix}${slot >= 2 * VESSEL_NAMES.length ? ` ${Math.floor(slot / VESSEL_NAMES.length)}` : ''}`;
      });
      fleetUsed += fleetSize;
      const outboundPols = TURKISH_ROTATION.filter((port) => outbound.some((leg) => leg.pol === port));
      const homeboundPols = region.ports.filter((port) => homebound.some((leg) => leg.pol === port));
      services.push({
        carrier,
        code: `${style.loop}-${REGION_CODES[region.name] ?? region.name.slice(0, 4).toUpperCase()}`,
        region,
        fleet,
        transshipment,
        outboundWeekday: Math.floor(random() * 7),
        homeboundWeekday: Math.floor(random() * 7),
        outboundCalls: callDays(outboundPols, random),
        homeboundCalls: callDays(homeboundPols, random),
        outbound,
        homebound,
        voyageBase: Math.floor(random() * 400),
        outboundLetter: EASTBOUND.has(region.name) ? 'E' : 'W',
      });
    }
  }
  servicesCache = services;
  return services;
}

/** Weeks since Monday 2024-01-01: the voyage numbers count up by one a week. */
const weekNumber = (monday: string) => Math.round((Date.parse(`${monday}T00:00:00Z`) - Date.parse('2024-01-01T00:00:00Z')) / (7 * DAY));

/** One service's sailings of the week that starts on `monday`, both directions. */
function weekSailings(service: Service, monday: string): DemoVoyage[] {
  const rows: DemoVoyage[] = [];
  const week = weekNumber(monday);
  const vessel = service.fleet[((week % service.fleet.length) + service.fleet.length) % service.fleet.length]!;
  const number = ((((service.voyageBase + week) % 900) + 900) % 900) + 100;
  const homeLetter = service.outboundLetter === 'E' ? 'W' : 'E';
  const directions = [
    { legs: service.outbound, calls: service.outboundCalls, weekday: service.outboundWeekday, letter: service.outboundLetter },
    { legs: service.homebound, calls: service.homeboundCalls, weekday: service.homeboundWeekday, letter: homeLetter },
  ];
  for (const direction of directions) {
    for (const leg of direction.legs) {
      const random = prng(hash32(`${service.code}:${service.carrier}:${leg.pol}>${leg.pod}:${monday}`));
      const etdDay = addDays(monday, direction.weekday + (direction.calls.get(leg.pol) ?? 0));
      // Sailings leave in the afternoon or evening; cargo closes at noon or 17:00 one or two days before.
      const etd = localInstant(leg.pol, etdDay, 14 + Math.floor(random() * 9));
      const cutOffAt = localInstant(leg.pol, addDays(etdDay, random() < 0.6 ? -1 : -2), random() < 0.5 ? 12 : 17);
      const eta = new Date(etd.getTime() + leg.transitDays * DAY);
      const transshipment = service.transshipment && service.transshipment !== leg.pol && service.transshipment !== leg.pod ? service.transshipment : null;
      rows.push({
        carrier: service.carrier,
        vessel,
        voyageNumber: `${number}${direction.letter}`,
        service: service.code,
        pol: leg.pol,
        pod: leg.pod,
        transshipment,
        cutOffAt,
        etd,
        eta,
        transitDays: leg.transitDays,
        demo: true,
      });
    }
  }
  return rows;
}

/**
 * The sailings whose ETD falls in weeks `fromWeek` … `toWeek` (inclusive) counted from the anchor day's
 * week, sorted by ETD. The demo shipments take their vessels from here, including past weeks.
 */
export function demoSailings(anchorDay: string, fromWeek: number, toWeek: number): DemoVoyage[] {
  const monday = mondayOf(anchorDay);
  const from = Date.parse(`${addDays(monday, fromWeek * 7)}T00:00:00+03:00`);
  const to = Date.parse(`${addDays(monday, (toWeek + 1) * 7)}T00:00:00+03:00`);
  const rows: DemoVoyage[] = [];
  for (const service of demoServices()) {
    // A rotation started the week before may still be calling in the first week.
    for (let week = fromWeek - 1; week <= toWeek; week++) {
      for (const row of weekSailings(service, addDays(monday, week * 7))) {
        const etd = row.etd.getTime();
        if (etd >= from && etd < to) rows.push(row);
      }
    }
  }
  return rows.sort((a, b) => a.etd.getTime() - b.etd.getTime() || a.carrier.localeCompare(b.carrier) || a.pol.localeCompare(b.pol) || a.pod.localeCompare(b.pod));
}

/** The demo ship program for the anchor day: sailings from 2 weeks before its week to 12 weeks after it. */
export function generateDemoVoyages(anchorDay: string): DemoVoyage[] {
  return demoSailings(anchorDay, -VOYAGE_WEEKS_BEFORE, VOYAGE_WEEKS_AFTER);
}
