/**
 * The logistics dictionary's letter index: terms grouped by their first letter in the page language's
 * alphabet order (Turkish: A B C Ç D E F G Ğ H I İ J K L M N O Ö P R S Ş T U Ü V Y Z; English A–Z).
 * Terms starting with anything else (a digit, Q/W/X in Turkish) go to a last group, OTHER_LETTER.
 * Pure: no I/O.
 */
import { compareTurkish } from '../domain/turkish-fold';
import { htmlText } from './heading-anchors';
import type { Locale } from '../routes';

export const dictionaryAlphabets: Record<Locale, readonly string[]> = {
  tr: ['A', 'B', 'C', 'Ç', 'D', 'E', 'F', 'G', 'Ğ', 'H', 'I', 'İ', 'J', 'K', 'L', 'M', 'N', 'O', 'Ö', 'P', 'R', 'S', 'Ş', 'T', 'U', 'Ü', 'V', 'Y', 'Z'],
  en: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''),
};

/** The group of terms that start with no letter of the alphabet. */
export const OTHER_LETTER = '#';

const stripMarks = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');

/**
 * The index letter a term is listed under: its first letter, upper-cased with the language's rules
 * (Turkish "ılık" → I, "izin" → İ); letters outside the alphabet lose their marks (English "Ölçü" → O).
 */
export function initialLetter(term: string, locale: Locale): string {
  const first = [...term.trim()][0];
  if (!first) return OTHER_LETTER;
  const alphabet = dictionaryAlphabets[locale];
  const upper = first.toLocaleUpperCase(locale === 'tr' ? 'tr' : 'en');
  if (alphabet.includes(upper)) return upper;
  const plain = stripMarks(upper);
  return alphabet.includes(plain) ? plain : OTHER_LETTER;
}

/** Sorts terms as the language does (Turkish: c < ç < d, ı < i, o < ö). */
export function compareTerms(a: string, b: string, locale: Locale): number {
  return locale === 'tr' ? compareTurkish(a, b) : a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });
}

export interface LetterGroup<T> {
  letter: string;
  terms: T[];
}

/** The terms grouped by initial letter, groups in alphabet order (OTHER_LETTER last), terms sorted in each. */
export function groupByLetter<T extends { term: string }>(terms: readonly T[], locale: Locale): LetterGroup<T>[] {
  const order = [...dictionaryAlphabets[locale], OTHER_LETTER];
  const groups = new Map<string, T[]>();
  for (const term of terms) {
    const letter = initialLetter(term.term, locale);
    const group = groups.get(letter);
    if (group) group.push(term);
    else groups.set(letter, [term]);
  }
  return order.filter((letter) => groups.has(letter)).map((letter) => ({ letter, terms: groups.get(letter)!.sort((a, b) => compareTerms(a.term, b.term, locale)) }));
}

/** The index row: every letter of the alphabet, enabled when it has terms (OTHER_LETTER only when it has). */
export function letterIndex(groups: readonly LetterGroup<unknown>[], locale: Locale): { letter: string; enabled: boolean }[] {
  const present = new Set(groups.filter((group) => group.terms.length > 0).map((group) => group.letter));
  const letters = dictionaryAlphabets[locale].map((letter) => ({ letter, enabled: present.has(letter) }));
  return present.has(OTHER_LETTER) ? [...letters, { letter: OTHER_LETTER, enabled: true }] : letters;
}

/** The anchor id of a letter's section: "letter-Ç" (an id may hold any letter), "letter-other" for OTHER_LETTER. */
export function letterAnchor(letter: string): string {
  return letter === OTHER_LETTER ? 'letter-other' : `letter-${letter}`;
}

const DESCRIPTION_LIMIT = 300;

/** A definition as one line of text of at most 300 characters (cut at a word), for DefinedTerm's description. */
export function termDescription(definitionHtml: string): string {
  const text = htmlText(definitionHtml);
  if (text.length <= DESCRIPTION_LIMIT) return text;
  const cut = text.slice(0, DESCRIPTION_LIMIT - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LIMIT / 2))}…`;
}
