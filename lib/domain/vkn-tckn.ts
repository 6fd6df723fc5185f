/**
 * Turkish tax identity numbers (pure, no I/O):
 * - VKN (vergi kimlik numarası, 10 digits) of a company, checked with the Revenue Administration's (GİB)
 *   algorithm: for each of the first nine digits d at position i (0-based), t = (d + 9 − i) mod 10,
 *   v = t · 2^(9−i) mod 9 (and 9 when t is 9), and the tenth digit is (10 − Σv mod 10) mod 10.
 * - TCKN (T.C. kimlik numarası, 11 digits) of a person: first digit not 0, the 10th is
 *   (7 · (d1+d3+d5+d7+d9) − (d2+d4+d6+d8)) mod 10, the 11th is (d1+…+d10) mod 10.
 */

export type TaxNumberKind = 'vkn' | 'tckn';

/** A typed number as stored: spaces, dots and dashes people type between groups removed. */
export function normalizeTaxNumber(value: string): string {
  return value.replace(/[\s.\-\u00a0]/g, '');
}

const digitsOf = (value: string) => [...value].map(Number);

/** The check digit of a VKN's first nine digits. */
export function vknCheckDigit(firstNine: string): number {
  const digits = digitsOf(firstNine);
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const t = ((digits[i] ?? 0) + 9 - i) % 10;
    sum += t === 9 ? 9 : (t * 2 ** (9 - i)) % 9;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidVkn(value: string): boolean {
  const number = normalizeTaxNumber(value);
  return /^\d{10}$/.test(number) && vknCheckDigit(number.slice(0, 9)) === Number(number[9]);
}

export function isValidTckn(value: string): boolean {
  const number = normalizeTaxNumber(value);
  if (!/^[1-9]\d{10}$/.test(number)) return false;
  const d = digitsOf(number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((7 * odd - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((total, digit) => total + digit, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

export function isValidTaxNumber(kind: TaxNumberKind, value: string): boolean {
  return kind === 'vkn' ? isValidVkn(value) : isValidTckn(value);
}
