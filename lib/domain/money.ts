import type { Locale } from '../routes';

/** An ISO 4217 currency code; the marketplace trades in these three, tariffs may carry others. */
export type CurrencyCode = 'TRY' | 'USD' | 'EUR' | (string & {});

/** An amount of money as an integer count of the currency's minor unit (kuruş, cent), with its currency. */
export interface Money {
  amount: number;
  currency: CurrencyCode;
}

/**
 * Exchange rates as units of TRY per one unit of each currency, e.g. `{ USD: 34.25, EUR: 37.1, TRY: 1 }`.
 * TRY is the pivot: it is 1 whether listed or not, and every cross rate goes through it.
 */
export type FxRates = Readonly<Record<string, number>>;

/**
 * Significant digits an amount is cleaned to before rounding: a double carries 15 faithfully, so the
 * binary noise of a decimal product (100 × 1.005 = 100.49999999999999) is dropped and the product rounds
 * as written (100.5 → 101).
 */
const SIGNIFICANT_DIGITS = 15;

/** Rounds to a whole minor unit, half away from zero (2.5 → 3, −2.5 → −3), never producing −0. */
export function roundHalfAwayFromZero(value: number): number {
  const magnitude = Number(Math.abs(value).toPrecision(SIGNIFICANT_DIGITS));
  return Math.sign(value) * Math.floor(magnitude + 0.5) + 0;
}

/** Money from an amount in minor units; throws unless the amount is a safe integer. */
export function money(amount: number, currency: CurrencyCode): Money {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Money needs an integer amount of minor units, got ${amount} ${currency}`);
  }
  return { amount, currency };
}

function assertSameCurrency(a: Money, currency: CurrencyCode): void {
  if (a.currency !== currency) {
    throw new Error(`Currency mismatch: cannot combine ${a.currency} with ${currency}`);
  }
}

/** The sum of two amounts in the same currency; throws on a currency mismatch. */
export function add(a: Money, b: Money): Money {
  assertSameCurrency(b, a.currency);
  return money(a.amount + b.amount, a.currency);
}

/** The sum of a list in the given currency (zero for an empty list); throws if any item is in another one. */
export function sum(list: readonly Money[], currency: CurrencyCode): Money {
  return list.reduce(add, money(0, currency));
}

/** The amount times a factor, rounded half away from zero to the minor unit. */
export function multiply(m: Money, factor: number): Money {
  return money(roundHalfAwayFromZero(m.amount * factor), m.currency);
}

/** `percent` % of the amount (0.3 means 0.3 %), rounded half away from zero to the minor unit. */
export function percentageOf(m: Money, percent: number): Money {
  return money(roundHalfAwayFromZero((m.amount * percent) / 100), m.currency);
}

const minorUnitDigitsByCurrency = new Map<string, number>();

/**
 * Digits of the currency's minor unit under ISO 4217 (TRY 2, JPY 0, KWD 3), as Intl knows them;
 * remembered per currency, since building a NumberFormat costs ~15 µs and a quote converts dozens of times.
 */
function minorUnitDigits(currency: CurrencyCode): number {
  let digits = minorUnitDigitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    minorUnitDigitsByCurrency.set(currency, digits);
  }
  return digits;
}

/** TRY per one unit of the currency; throws a clear error when the table has no usable rate. */
function tryPerUnit(currency: CurrencyCode, rates: FxRates): number {
  if (currency === 'TRY') return 1;
  const rate = rates[currency];
  if (rate === undefined || !(rate > 0) || !Number.isFinite(rate)) {
    throw new Error(`No exchange rate for ${currency}: the FX table needs TRY per 1 ${currency}`);
  }
  return rate;
}

/**
 * The amount in another currency, through TRY (USD → TRY → EUR), rounded once at the end to the target's
 * minor unit, half away from zero. Throws when either currency has no rate.
 */
export function convert(m: Money, to: CurrencyCode, rates: FxRates): Money {
  if (m.currency === to) return m;
  // amount ÷ 10^from-digits × TRY-per-from ÷ TRY-per-to × 10^to-digits, as a single division
  const numerator = m.amount * tryPerUnit(m.currency, rates) * 10 ** minorUnitDigits(to);
  const denominator = tryPerUnit(to, rates) * 10 ** minorUnitDigits(m.currency);
  return money(roundHalfAwayFromZero(numerator / denominator), to);
}

/**
 * The amount for display in the interface language, e.g. ₺1.234,56 (tr) or $1,234.56 (en): always the currency's
 * symbol (₺ in English too, where Intl would write "TRY 1,234.56" next to "$"), so amounts side by side read alike.
 */
export function formatMoney(m: Money, locale: Locale): string {
  const key = `${locale}:${m.currency}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-US', { style: 'currency', currency: m.currency, currencyDisplay: 'narrowSymbol' });
    moneyFormatters.set(key, formatter);
  }
  return formatter.format(m.amount / 10 ** minorUnitDigits(m.currency));
}
/** Built once per language and currency: creating an Intl formatter costs far more than formatting with one. */
const moneyFormatters = new Map<string, Intl.NumberFormat>();
