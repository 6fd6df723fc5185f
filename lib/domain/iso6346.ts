/**
 * ISO 6346 freight container numbers: owner code (3 letters), equipment category (U freight container,
 * J detachable equipment, Z trailer or chassis), a six-digit serial and a check digit. The check digit is
 * the sum of each character's value × 2^position, mod 11, with 10 written as 0. Letter values start at
 * A = 10 and skip the multiples of 11 (11, 22, 33).
 */
export const CONTAINER_CATEGORIES = ['U', 'J', 'Z'] as const;

const LETTER_VALUES: Readonly<Record<string, number>> = (() => {
  const values: Record<string, number> = {};
  let value = 10;
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (value % 11 === 0) value++;
    values[letter] = value++;
  }
  return values;
})();

/** The check digit of the first ten characters (owner code, category, serial), e.g. CSQU305438 → 3. */
export function containerCheckDigit(firstTen: string): number {
  const sum = [...firstTen.toUpperCase()].reduce((total, character, position) => {
    const value = /\d/.test(character) ? Number(character) : LETTER_VALUES[character];
    if (value === undefined) throw new RangeError(`Not an ISO 6346 character: ${character}`);
    return total + value * 2 ** position;
  }, 0);
  return (sum % 11) % 10;
}

export type ContainerNumberProblem =
  | { problem: 'format' }
  | { problem: 'category'; category: string }
  | { problem: 'checkDigit'; expected: number; given: number };

/** A container number as typed (spaces, dashes, lower case allowed) → its 11 characters, or why it is not one. */
export function checkContainerNumber(input: string): { ok: true; number: string } | ({ ok: false } & ContainerNumberProblem) {
  const text = input.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z]{4}\d{7}$/.test(text)) return { ok: false, problem: 'format' };
  const category = text[3]!;
  if (!(CONTAINER_CATEGORIES as readonly string[]).includes(category)) return { ok: false, problem: 'category', category };
  const expected = containerCheckDigit(text.slice(0, 10));
  const given = Number(text[10]);
  return expected === given ? { ok: true, number: text } : { ok: false, problem: 'checkDigit', expected, given };
}
