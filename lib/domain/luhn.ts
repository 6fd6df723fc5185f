/**
 * Card number checks done before anything reaches a payment gateway: the Luhn (mod 10) check digit
 * (ISO/IEC 7812-1), the brand from the issuer prefix, expiry and CVC. Pure; no number is ever kept.
 */
export const cardBrands = ['visa', 'mastercard', 'amex', 'troy'] as const;
export type CardBrand = (typeof cardBrands)[number];

/** Digits only (spaces and dashes a person types are dropped). */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** Whether a string of digits passes the Luhn check. */
export function luhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{2,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The Luhn check digit to append to a partial number. */
export function luhnCheckDigit(partial: string): number {
  for (let digit = 0; digit <= 9; digit++) if (luhnValid(`${cardDigits(partial)}${digit}`)) return digit;
  throw new Error('unreachable');
}

/** The brand by issuer identification number (Visa 4; Mastercard 51–55, 2221–2720; Amex 34, 37; Troy 9792), or null. */
export function cardBrand(number: string): CardBrand | null {
  const digits = cardDigits(number);
  if (/^9792/.test(digits)) return 'troy';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return null;
}

/** The lengths each brand issues. */
const lengths: Record<CardBrand, readonly number[]> = { visa: [13, 16, 19], mastercard: [16], amex: [15], troy: [16] };

export type CardNumberProblem = 'invalid' | 'unknownBrand' | 'luhn';

/** Why a card number can't be charged, or null when it looks chargeable. */
export function cardNumberProblem(number: string): CardNumberProblem | null {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return 'invalid';
  const brand = cardBrand(digits);
  if (!brand) return 'unknownBrand';
  if (!lengths[brand].includes(digits.length)) return 'invalid';
  return luhnValid(digits) ? null : 'luhn';
}

/** A card is valid through the last day of its expiry month. `year` may be two or four digits. */
export function cardExpired(month: number, year: number, now = new Date()): boolean {
  const fullYear = year < 100 ? 2000 + year : year;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return fullYear * 12 + month < current;
}

/** Amex: 4 digits; others: 3. */
export const cvcValid = (cvc: string, brand: CardBrand | null) => (brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(cvc);

/** The last four digits: the only part of a number that is ever stored or shown. */
export const lastFour = (number: string) => cardDigits(number).slice(-4);
