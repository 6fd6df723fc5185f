import { compareTurkish, turkishFold } from './turkish-fold';

/**
 * Places as shippers type them: a city, province or metro name ("İstanbul", "Izmir", "New York") resolves to
 * the gateways that serve it in the search's mode — seaports for sea freight, airports for air, the road hubs
 * for minivans — ranked with those that have offers on sale first. Pure: the reference data, the road
 * distances and what is on sale come in as arguments.
 */

export type GatewayKind = 'port' | 'airport';

/** A port (UN/LOCODE) or airport (IATA) of the reference data. */
export interface Gateway {
  code: string;
  kind: GatewayKind;
  name: string;
  /** The airport's city; a port's own name. */
  city: string;
  countryCode: string;
  lat: number;
  lon: number;
  /** The province (plate code) a Turkish gateway lies in. */
  provinceId?: number;
  /** A UN/LOCODE that names a city without the port function (TRIST): a road hub, never a seaport. */
  cityOnly?: boolean;
}

/** A name a shipper types for where the cargo is: a province of Türkiye, or a city abroad. */
export interface Locality {
  name: string;
  /** Other spellings and names (English, Turkish, a district or metro): "İzmit" for Kocaeli, "Münih" for Munich. */
  aliases: readonly string[];
  countryCode: string;
  /** A province of Türkiye: gateways by road distance, and door service (trucking) from or to it. */
  provinceId?: number;
  lat?: number;
  lon?: number;
}

export interface PlaceWorld {
  gateways: readonly Gateway[];
  localities: readonly Locality[];
  /** Road kilometres from a province to a Turkish gateway (the KGM table); undefined abroad. */
  roadKm: (provinceId: number, gatewayCode: string) => number | undefined;
}

/** Which gateways a mode travels between. */
export type Network = 'sea' | 'air' | 'road';

export const networkOf = (mode: string): Network => (mode === 'AIR' || mode === 'PARCEL' ? 'air' : mode === 'ROAD' ? 'road' : 'sea');

/**
 * Why a place is suggested: a gateway in or near the typed place; the nearest gateway with offers when none
 * near has any; the province itself, for trucking to or from the gateways (door service in Türkiye).
 */
export type SuggestionRole = 'gateway' | 'nearestOnSale' | 'door';

export interface PlaceSuggestion {
  code: string;
  kind: GatewayKind | 'province';
  name: string;
  countryCode: string;
  /** Where it is, for the second line: a Turkish gateway's province, an airport's city. */
  area: string;
  /** Offers are on sale from (or to) it in the mode. */
  onSale: boolean;
  role: SuggestionRole;
  /** The typed place it serves ("İstanbul"), and how far from it (road km in Türkiye, straight line abroad). */
  serves?: string;
  distanceKm?: number;
}

/** A Turkish gateway this far by road from a province serves it (İstanbul → the Kocaeli ports at 113 km, not Tekirdağ at 131). */
export const NEAR_ROAD_KM = 120;
/** A gateway abroad this close to a city serves it (New York → Port Newark, JFK, Newark airport). */
export const NEAR_KM = 60;
/** Abroad, when nothing near is on sale: gateways on sale in the same country this close are offered instead. */
export const FALLBACK_KM = 600;
/** How many places a search suggests at most. */
export const SUGGESTION_LIMIT = 12;
/** How many localities one text expands into gateways (the best matches). */
const LOCALITY_LIMIT = 3;

/** Whether a gateway serves a network: a city-only UN/LOCODE is a road hub, never a seaport. */
export function servesNetwork(gateway: Gateway, network: Network): boolean {
  if (network === 'air') return gateway.kind === 'airport';
  if (network === 'road') return gateway.kind === 'port';
  return gateway.kind === 'port' && !gateway.cityOnly;
}

interface FoldedName {
  whole: string;
  words: string[];
}

/** Names folded once: the same reference data is searched on every keystroke. */
const foldedNames = new Map<string, FoldedName>();
function foldedName(name: string): FoldedName {
  let folded = foldedNames.get(name);
  if (!folded) {
    const whole = turkishFold(name).trim();
    folded = { whole, words: whole.split(/[\s\-/(),.']+/) };
    foldedNames.set(name, folded);
  }
  return folded;
}

/** How well a folded text matches a name: 0 the name itself, 1 its beginning, 2 the beginning of a later word; null none. */
export function matchRank(name: string, foldedText: string): 0 | 1 | 2 | null {
  const { whole, words } = foldedName(name);
  if (whole === foldedText) return 0;
  if (whole.startsWith(foldedText)) return 1;
  return words.some((word) => word.startsWith(foldedText)) ? 2 : null;
}

const bestRank = (names: readonly string[], foldedText: string) =>
  names.reduce<number | null>((best, name) => {
    const rank = matchRank(name, foldedText);
    return rank !== null && (best === null || rank < best) ? rank : best;
  }, null);

/** Great-circle kilometres. */
export function kmBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h = Math.sin(radians(b.lat - a.lat) / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lon - a.lon) / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)));
}

interface Reach {
  gateway: Gateway;
  km: number;
}

/** The gateways of the network with their distance from the locality (road in Türkiye, straight line abroad), nearest first. */
function reachOf(world: PlaceWorld, locality: Locality, network: Network): Reach[] {
  const reach: Reach[] = [];
  for (const gateway of world.gateways) {
    if (!servesNetwork(gateway, network)) continue;
    const km =
      locality.provinceId !== undefined
        ? world.roadKm(locality.provinceId, gateway.code)
        : locality.lat !== undefined && locality.lon !== undefined && gateway.countryCode === locality.countryCode
          ? kmBetween({ lat: locality.lat, lon: locality.lon }, gateway)
          : undefined;
    if (km !== undefined) reach.push({ gateway, km });
  }
  // At the same distance the gateway named after the place comes first (İzmir: the port of İzmir, then Aliağa).
  const namedAfter = (gateway: Gateway) => (foldedName(gateway.name).whole.startsWith(foldedName(locality.name).whole) ? 0 : 1);
  return reach.sort((a, b) => a.km - b.km || namedAfter(a.gateway) - namedAfter(b.gateway) || compareTurkish(a.gateway.name, b.gateway.name));
}

function gatewaySuggestion(gateway: Gateway, onSale: boolean, role: SuggestionRole, areaOf: (gateway: Gateway) => string, serves?: { name: string; km: number | undefined }): PlaceSuggestion {
  return {
    code: gateway.code,
    kind: gateway.kind,
    name: gateway.name,
    countryCode: gateway.countryCode,
    area: areaOf(gateway),
    onSale,
    role,
    ...(serves ? { serves: serves.name } : {}),
    ...(serves?.km !== undefined ? { distanceKm: serves.km } : {}),
  };
}

export interface SuggestOptions {
  network: Network;
  /** Whether a gateway has offers on sale at this end of the search (to the other end, when it is chosen). */
  onSale: (code: string) => boolean;
  /** A Turkish gateway's province name, for its second line. */
  provinceName: (provinceId: number) => string;
  limit?: number;
  /** Only places named exactly so (a name in a sentence, not a prefix typed into a field). */
  exact?: boolean;
}

/**
 * The places a typed text stands for, in the order a shipper should pick them: for each matching city or
 * province, its gateways with offers on sale (nearest first), then — when none near has offers — the
 * province for trucking (door service) and the nearest gateways that do, then the others near it; gateways
 * matched by their own name or code follow. Never a gateway the mode cannot use (a city code as a seaport).
 */
export function suggestPlaces(world: PlaceWorld, text: string, options: SuggestOptions): PlaceSuggestion[] {
  const folded = turkishFold(text).replace(/\s+/g, ' ').trim();
  if (folded.length < 2) return [];
  const { network, onSale, provinceName, limit = SUGGESTION_LIMIT, exact = false } = options;
  const accepted = (rank: number | null): rank is number => rank !== null && (!exact || rank === 0);
  const areaOf = (gateway: Gateway) => (gateway.provinceId !== undefined ? provinceName(gateway.provinceId) : gateway.kind === 'airport' ? gateway.city : '');
  const upper = text.trim().toUpperCase();

  const localities = world.localities
    .map((locality) => ({ locality, rank: bestRank([locality.name, ...locality.aliases], folded) }))
    .filter((match): match is { locality: Locality; rank: number } => accepted(match.rank))
    .sort((a, b) => a.rank - b.rank || compareTurkish(a.locality.name, b.locality.name))
    .slice(0, LOCALITY_LIMIT);
  const direct = world.gateways
    .filter((gateway) => servesNetwork(gateway, network))
    .map((gateway) => ({ gateway, rank: gateway.code === upper ? 0 : (bestRank([gateway.name, gateway.city], folded) ?? (upper.length >= 3 && gateway.code.startsWith(upper) ? 1 : null)) }))
    .filter((match): match is { gateway: Gateway; rank: number } => accepted(match.rank))
    .sort((a, b) => a.rank - b.rank || Number(onSale(b.gateway.code)) - Number(onSale(a.gateway.code)) || compareTurkish(a.gateway.name, b.gateway.name));

  const turkishOnSale = world.gateways.some((gateway) => gateway.countryCode === 'TR' && servesNetwork(gateway, network) && onSale(gateway.code));
  const groups: { rank: number; items: PlaceSuggestion[] }[] = localities.map(({ locality, rank }) => ({ rank, items: localitySuggestions(world, locality, network, onSale, areaOf, turkishOnSale) }));
  groups.push(...direct.map(({ gateway, rank }) => ({ rank, items: [gatewaySuggestion(gateway, onSale(gateway.code), 'gateway', areaOf)] })));
  // Stable: at the same rank a locality's gateways come before a gateway matched by name.
  groups.sort((a, b) => a.rank - b.rank);

  const seen = new Set<string>();
  const suggestions: PlaceSuggestion[] = [];
  for (const item of groups.flatMap((group) => group.items)) {
    if (seen.has(item.code)) continue;
    seen.add(item.code);
    suggestions.push(item);
  }
  return suggestions.slice(0, limit);
}

function localitySuggestions(world: PlaceWorld, locality: Locality, network: Network, onSale: (code: string) => boolean, areaOf: (gateway: Gateway) => string, turkishOnSale: boolean): PlaceSuggestion[] {
  const reach = reachOf(world, locality, network);
  const near = reach.filter((item) => item.km <= (locality.provinceId !== undefined ? NEAR_ROAD_KM : NEAR_KM));
  // A gateway in the province itself, or on the city's spot, is simply there: no distance to show.
  const inPlace = (item: Reach) => (locality.provinceId !== undefined ? item.gateway.provinceId === locality.provinceId : item.km === 0);
  const suggest = (item: Reach, role: SuggestionRole) => gatewaySuggestion(item.gateway, onSale(item.gateway.code), role, areaOf, { name: locality.name, km: inPlace(item) ? undefined : item.km });
  const nearOnSale = near.filter((item) => onSale(item.gateway.code)).slice(0, 4);
  const nearOffSale = near.filter((item) => !onSale(item.gateway.code)).slice(0, 3);
  const door: PlaceSuggestion[] =
    locality.provinceId !== undefined
      ? [{ code: provinceCode(locality.provinceId), kind: 'province', name: locality.name, countryCode: 'TR', area: '', onSale: turkishOnSale, role: 'door' }]
      : [];
  if (nearOnSale.length > 0) return [...nearOnSale.map((item) => suggest(item, 'gateway')), ...door, ...nearOffSale.map((item) => suggest(item, 'gateway'))];
  const fallback = reach.filter((item) => onSale(item.gateway.code) && (locality.provinceId !== undefined || item.km <= FALLBACK_KM)).slice(0, 2);
  return [...door, ...fallback.map((item) => suggest(item, 'nearestOnSale')), ...nearOffSale.map((item) => suggest(item, 'gateway'))];
}

/** One end of a lane without offers: a gateway (its coordinates), or a province of Türkiye whose gateways the search picks. */
export type LaneEnd = { gateway: Gateway } | { provinceId: number };

export interface AlternativeLane {
  origin: string;
  destination: string;
  /** How far the alternative moves the two ends, together (straight line): the smaller, the closer to what was asked. */
  movedKm: number;
}

/**
 * The lanes on sale to offer instead of one without offers, closest first: each end moved as little as possible
 * (a province's end stays the province: any Turkish gateway serves it by truck). Only `lanes` count — pass the
 * lanes of the same mode that sell on the day, as "origin>destination".
 */
export function alternativeLanes(origin: LaneEnd, destination: LaneEnd, lanes: Iterable<string>, gatewayOf: (code: string) => Gateway | undefined): AlternativeLane[] {
  const moved = (end: LaneEnd, code: string): number | undefined => {
    const gateway = gatewayOf(code);
    if (!gateway) return undefined;
    if ('provinceId' in end) return gateway.countryCode === 'TR' ? 0 : undefined;
    return kmBetween(end.gateway, gateway);
  };
  const found = new Map<string, AlternativeLane>();
  for (const lane of lanes) {
    const [from, to] = lane.split('>') as [string, string];
    const fromKm = moved(origin, from);
    const toKm = moved(destination, to);
    if (fromKm === undefined || toKm === undefined || fromKm + toKm === 0) continue;
    const alternative = {
      origin: 'provinceId' in origin ? provinceCode(origin.provinceId) : from,
      destination: 'provinceId' in destination ? provinceCode(destination.provinceId) : to,
      movedKm: fromKm + toKm,
    };
    const key = `${alternative.origin}>${alternative.destination}`;
    if (!found.has(key) || found.get(key)!.movedKm > alternative.movedKm) found.set(key, alternative);
  }
  return [...found.values()].sort((a, b) => a.movedKm - b.movedKm || a.origin.localeCompare(b.origin, 'en') || a.destination.localeCompare(b.destination, 'en'));
}

/** A province of Türkiye as ISO 3166-2:TR (TR-35 is İzmir). */
export const provinceCode = (provinceId: number) => `TR-${String(provinceId).padStart(2, '0')}`;

/** The province of an ISO 3166-2:TR code (TR-35 → 35), or undefined for a port or airport code. */
export function provinceOfCode(code: string): number | undefined {
  const match = /^TR-(\d{2})$/.exec(code);
  const id = Number(match?.[1]);
  return id >= 1 && id <= 81 ? id : undefined;
}
