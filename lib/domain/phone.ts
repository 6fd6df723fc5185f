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
