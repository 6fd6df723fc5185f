import { mod97 } from './payment-reference';

/** IBAN lengths of the countries we bank with (ISO 13616 registry). */
const lengths: Record<string, number> = { TR: 26, DE: 22, GB: 22, NL: 18, FR: 27 };

/** An IBAN in its electronic form: no spaces, upper case. */
export const compactIban = (iban: string) => iban.replace(/\s/g, '').toUpperCase();

/** ISO 13616: the country's length and the MOD 97-10 check (rearranged, letters as 10…35, remainder 1). */
export function isValidIban(iban: string): boolean {
  const value = compactIban(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(value)) return false;
  const expected = lengths[value.slice(0, 2)];
  if (expected !== undefined && value.length !== expected) return false;
  const rearranged = `${value.slice(4)}${value.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return mod97(rearranged) === 1;
}

/** Groups of four for reading aloud or printing: TR33 0006 1005 … */
export const formatIban = (iban: string) => compactIban(iban).replace(/(.{4})/g, '$1 ').trim();
