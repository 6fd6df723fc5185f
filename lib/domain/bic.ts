/**
 * A business identifier code (SWIFT/BIC, ISO 9362): 4 letters of the institution, the ISO 3166 country (2 letters),
 * 2 letters or digits of the location, and optionally 3 of the branch (XXX: the head office). 8 or 11 characters.
 */
const PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** A BIC in its electronic form: no spaces, upper case. */
export const compactBic = (bic: string) => bic.replace(/\s/g, '').toUpperCase();

/** Whether `bic` has the form ISO 9362 gives it (spaces and case forgiven). */
export const isValidBic = (bic: string): boolean => PATTERN.test(compactBic(bic));
