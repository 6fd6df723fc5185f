import type { InsuranceCover } from './pricing';

/**
 * The marketplace's cargo insurance terms, the one place they are set: the premium is 0.3 % of the
 * CIF value (cargo value + freight), at least 25 USD. The server prices with them; the interface may
 * show them.
 */
export const INSURANCE_TERMS: Pick<InsuranceCover, 'percent' | 'minimum'> = {
  percent: 0.3,
  minimum: { amount: 2500, currency: 'USD' },
};
