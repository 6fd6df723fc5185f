/**
 * The reference a bank transfer carries so a payment finds its reservation: NP + 9 digits (the
 * reservation id, zero-padded) + 2 check digits by ISO 7064 MOD 97-10 (as IBAN), e.g. NP00000004285.
 * Unique because the id is; a mistyped digit or swapped pair fails the check.
 */
const PATTERN = /^NP(\d{9})(\d{2})$/;

/** ISO 7064 MOD 97-10 of a digit string, with big numbers folded piecewise. */
export function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/** The two check digits of ISO 7064 MOD 97-10 for `digits`. */
export const mod97CheckDigits = (digits: string) => String(98 - mod97(`${digits}00`)).padStart(2, '0');

export function paymentReference(id: number): string {
  if (!Number.isInteger(id) || id <= 0 || id >= 1e9) throw new RangeError('the id must be 1 … 999,999,999');
  const body = String(id).padStart(9, '0');
  return `NP${body}${mod97CheckDigits(body)}`;
}

/** Whether a reference is well formed and its check digits match (spaces and case forgiven). */
export function isValidPaymentReference(value: string): boolean {
  const match = PATTERN.exec(value.replace(/\s/g, '').toUpperCase());
  return !!match && mod97(`${match[1]}${match[2]}`) === 1;
}
