import { turkishFold } from '../../../domain/turkish-fold';

/**
 * Quote requests in a message: "İstanbul'dan Hamburg'a 3 palet", "istanbuldan hamburga 2 konteyner",
 * "3 pallets from Istanbul to Hamburg", "Mersin to New York 5 boxes". Places are resolved by a
 * function (ports, airports, provinces of the lookups) so the parsing stays pure and testable.
 */
export type PlaceKind = 'port' | 'airport' | 'province';
export interface Place {
  code: string;
  name: string;
  kind: PlaceKind;
  /** Other places the same name stands for, best first (the lane may be on sale through one of them). */
  alternatives?: Place[];
}
export type PlaceResolver = (foldedName: string, prefer: 'port' | 'airport') => Place | null;

export type QuoteUnit = 'pallet' | 'box' | 'container';
export interface QuoteRequest {
  origin: Place;
  destination: Place;
  quantity: number;
  unit: QuoteUnit;
  mode: 'SEA_LCL' | 'SEA_FCL' | 'AIR';
}

const ORIGIN_SUFFIXES = ['dan', 'den', 'tan', 'ten'];
const DESTINATION_SUFFIXES = ['ya', 'ye', 'a', 'e'];
const APOSTROPHE = /[\u2019\u2018'`´]/g;

const UNITS: [RegExp, QuoteUnit][] = [
  [/^(palet\p{L}*|pallets?|plt)$/u, 'pallet'],
  [/^(koli\p{L}*|kutu\p{L}*|box(es)?|cartons?|parcels?|paket\p{L}*)$/u, 'box'],
  [/^(konteyner\p{L}*|containers?|cntr|40hc|40dc|20dc|40'?|20'?)$/u, 'container'],
];

function unitOf(word: string): QuoteUnit | null {
  for (const [pattern, unit] of UNITS) if (pattern.test(word)) return unit;
  return null;
}

/** The message's words, folded (Turkish rules), apostrophes kept as ' so suffixes stay apart. */
function wordsOf(text: string): string[] {
  return turkishFold(text.replace(APOSTROPHE, "'"))
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** A place ending at word `end` (1 to 3 words), longest first. */
function placeEndingAt(words: string[], end: number, last: string, resolve: PlaceResolver, prefer: 'port' | 'airport'): Place | null {
  for (let size = Math.min(3, end + 1); size >= 1; size -= 1) {
    const name = [...words.slice(end - size + 1, end), last].join(' ');
    const place = resolve(name, prefer);
    if (place) return place;
  }
  return null;
}

/** A place starting at word `start` (1 to 3 words), longest first; returns it and its length. */
function placeStartingAt(words: string[], start: number, resolve: PlaceResolver, prefer: 'port' | 'airport'): Place | null {
  for (let size = Math.min(3, words.length - start); size >= 1; size -= 1) {
    const place = resolve(words.slice(start, start + size).join(' ').replace(/'.*$/, ''), prefer);
    if (place) return place;
  }
  return null;
}

/** "X'dan" / "Xdan": the place without its case suffix, when the suffix is one of `suffixes`. */
function withSuffix(words: string[], index: number, suffixes: string[], resolve: PlaceResolver, prefer: 'port' | 'airport'): Place | null {
  const word = words[index]!;
  const apostrophe = word.indexOf("'");
  if (apostrophe > 0) {
    const suffix = word.slice(apostrophe + 1);
    return suffixes.includes(suffix) ? placeEndingAt(words, index, word.slice(0, apostrophe), resolve, prefer) : null;
  }
  for (const suffix of suffixes) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) {
      const place = placeEndingAt(words, index, word.slice(0, -suffix.length), resolve, prefer);
      if (place) return place;
    }
  }
  return null;
}

function quantityOf(words: string[]): { quantity: number; unit: QuoteUnit } | null {
  for (let index = 0; index < words.length; index += 1) {
    const joined = /^(\d{1,4})([\p{L}']+)$/u.exec(words[index]!);
    if (joined) {
      const unit = unitOf(joined[2]!);
      if (unit) return { quantity: Number(joined[1]), unit };
    }
    if (!/^\d{1,4}$/.test(words[index]!)) continue;
    const next = words[index + 1] === 'x' ? words[index + 2] : words[index + 1];
    const unit = next ? unitOf(next.replace(/'.*$/, '')) : null;
    if (unit) return { quantity: Number(words[index]), unit };
  }
  return null;
}

const AIR_WORDS = /\b(hava|havayolu|ucak|ucakla|air|flight|airfreight)\b/;

/** The quote request a message makes, or null when it names no origin and destination. */
export function parseQuoteRequest(text: string, resolve: PlaceResolver): QuoteRequest | null {
  if (text.length > 300) return null;
  const words = wordsOf(text);
  const prefer = AIR_WORDS.test(words.join(' ')) ? 'airport' : 'port';
  let origin: Place | null = null;
  let destination: Place | null = null;
  // English: from X … to Y.
  const from = words.indexOf('from');
  const to = words.lastIndexOf('to');
  if (to > 0) {
    destination = placeStartingAt(words, to + 1, resolve, prefer);
    origin = from >= 0 && from < to ? placeStartingAt(words, from + 1, resolve, prefer) : placeEndingAt(words, to - 1, words[to - 1]!, resolve, prefer);
  }
  // Turkish: X'dan Y'a (either order).
  if (!origin || !destination) {
    for (let index = 0; index < words.length; index += 1) {
      origin ??= withSuffix(words, index, ORIGIN_SUFFIXES, resolve, prefer);
      if (!destination) {
        const candidate = withSuffix(words, index, DESTINATION_SUFFIXES, resolve, prefer);
        if (candidate && candidate.code !== origin?.code) destination = candidate;
      }
    }
  }
  if (!origin || !destination || origin.code === destination.code) return null;
  const amount = quantityOf(words) ?? { quantity: 1, unit: 'pallet' as const };
  const air = origin.kind === 'airport' || destination.kind === 'airport';
  const mode = air ? 'AIR' : amount.unit === 'container' ? 'SEA_FCL' : 'SEA_LCL';
  return { origin, destination, quantity: Math.min(Math.max(amount.quantity, 1), amount.unit === 'container' ? 50 : 200), unit: air && amount.unit === 'container' ? 'pallet' : amount.unit, mode };
}
