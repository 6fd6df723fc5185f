/**
 * Phone numbers as typed in Türkiye and abroad, normalised to E.164 (pure, no I/O):
 * - Turkish: `0532 123 45 67`, `532 123 45 67`, `(0212) 555 12 34`, `+90 532 …`, `0090 532 …` → `+905321234567`
 *   (ten national digits, the first 2–5 or 8: landlines, mobiles, 850 numbers);
 * - international: `+` or `00` then the country code and number, 8 to 15 digits in all → `+4930123456`.
 * Anything else is null (the caller reports it as invalid).
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[+\d\s().\-/]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') || digits.startsWith('00');
  if (international) {
    digits = trimmed.startsWith('+') ? digits : digits.slice(2);
    if (digits.startsWith('90')) return turkish(digits.slice(2));
    return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
  }
  if (digits.startsWith('0')) digits = digits.slice(1);
  return turkish(digits);
}

function turkish(national: string): string | null {
  return /^[2-58]\d{9}$/.test(national) ? `+90${national}` : null;
}

export const isValidPhone = (input: string) => normalizePhone(input) !== null;

/** ITU-T E.164 country codes of one and two digits; every other code has three. */
const shortCountryCodes = new Set(['1', '7', '20', '27', '30', '31', '32', '33', '34', '36', '39', '40', '41', '43', '44', '45', '46', '47', '48', '49', '51', '52', '53', '54', '55', '56', '57', '58', '60', '61', '62', '63', '64', '65', '66', '81', '82', '84', '86', '90', '91', '92', '93', '94', '95', '98']);

/** Digits in groups of three, the end balanced so no group is shorter than two: 2025550123 → 202 555 0123. */
function groupDigits(digits: string): string[] {
  const groups: string[] = [];
  let rest = digits;
  while (rest.length > 4) {
    // 5 left → 2 + 3 would end on a three; 8 left → 4 + 4 reads better than 3 + 3 + 2.
    const size = rest.length === 8 ? 4 : rest.length === 5 ? 2 : 3;
    groups.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  if (rest) groups.push(rest);
  return groups;
}

/**
 * A stored E.164 number as people read it: Türkiye's as `+90 532 123 45 67` (area or operator code,
 * then 3-2-2), any other as its country code and the national digits grouped (`+1 202 555 0123`,
 * `+49 3012 3456`). Anything that is not E.164 is shown as it is; empty stays empty.
 */
export function formatPhone(e164: string | null | undefined): string {
  const value = (e164 ?? '').trim();
  if (!/^\+[1-9]\d{6,14}$/.test(value)) return value;
  const digits = value.slice(1);
  if (digits.startsWith('90') && digits.length === 12) {
    const national = digits.slice(2);
    return `+90 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`;
  }
  const codeLength = shortCountryCodes.has(digits.slice(0, 1)) ? 1 : shortCountryCodes.has(digits.slice(0, 2)) ? 2 : 3;
  return [`+${digits.slice(0, codeLength)}`, ...groupDigits(digits.slice(codeLength))].join(' ');
}
