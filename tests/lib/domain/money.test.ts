import { describe, expect, it } from 'vitest';
import { add, convert, formatMoney, money, multiply, percentageOf, roundHalfAwayFromZero, sum } from '@/lib/domain/money';

const rates = { USD: 34.25, EUR: 37.1, TRY: 1 };

describe('money', () => {
  it('accepts integer minor units only', () => {
    expect(money(12345, 'TRY')).toEqual({ amount: 12345, currency: 'TRY' });
    expect(() => money(12.5, 'TRY')).toThrow(/integer/);
    expect(() => money(Number.NaN, 'TRY')).toThrow(/integer/);
  });
});

describe('roundHalfAwayFromZero', () => {
  it.each([
    [2.5, 3],
    [-2.5, -3],
    [3.5, 4],
    [2.4999, 2],
    [-2.4999, -2],
    [0.5, 1],
    [-0.4, 0],
    [100 * 1.005, 101],
  ])('%s → %s', (value, rounded) => {
    expect(roundHalfAwayFromZero(value)).toBe(rounded);
  });

  it('never gives negative zero', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.2), 0)).toBe(true);
  });
});

describe('arithmetic', () => {
  it('adds and sums amounts of one currency', () => {
    expect(add(money(150, 'EUR'), money(250, 'EUR'))).toEqual(money(400, 'EUR'));
    expect(sum([money(100, 'USD'), money(250, 'USD'), money(-50, 'USD')], 'USD')).toEqual(money(300, 'USD'));
    expect(sum([], 'TRY')).toEqual(money(0, 'TRY'));
  });

  it('throws on a currency mismatch', () => {
    expect(() => sum([money(100, 'USD'), money(100, 'EUR')], 'USD')).toThrow(/EUR.*USD|USD.*EUR/);
    expect(() => sum([money(100, 'USD')], 'TRY')).toThrow(/mismatch/);
    expect(() => add(money(1, 'TRY'), money(1, 'USD'))).toThrow(/mismatch/);
  });

  it('multiplies with rounding half away from zero', () => {
    expect(multiply(money(5, 'TRY'), 0.5)).toEqual(money(3, 'TRY'));
    expect(multiply(money(-5, 'TRY'), 0.5)).toEqual(money(-3, 'TRY'));
    expect(multiply(money(7, 'TRY'), 0.5)).toEqual(money(4, 'TRY'));
    expect(multiply(money(100, 'USD'), 1.005)).toEqual(money(101, 'USD'));
    expect(multiply(money(10000, 'EUR'), 1.25)).toEqual(money(12500, 'EUR'));
  });

  it('takes percentages with the same rounding', () => {
    expect(percentageOf(money(1005, 'TRY'), 10)).toEqual(money(101, 'TRY'));
    expect(percentageOf(money(-1005, 'TRY'), 10)).toEqual(money(-101, 'TRY'));
    expect(percentageOf(money(1004, 'TRY'), 10)).toEqual(money(100, 'TRY'));
    expect(percentageOf(money(932181, 'EUR'), 0.3)).toEqual(money(2797, 'EUR'));
  });
});

describe('convert', () => {
  it('converts into and out of TRY', () => {
    expect(convert(money(10000, 'USD'), 'TRY', rates)).toEqual(money(342500, 'TRY'));
    expect(convert(money(500000, 'TRY'), 'EUR', rates)).toEqual(money(13477, 'EUR'));
  });

  it('crosses USD → EUR through TRY: 100.00 USD = 3,425 TRY = 92.32 EUR', () => {
    expect(convert(money(10000, 'USD'), 'EUR', rates)).toEqual(money(9232, 'EUR'));
    expect(convert(money(9232, 'EUR'), 'USD', rates)).toEqual(money(10000, 'USD'));
  });

  it('rounds half away from zero on the target minor unit', () => {
    // at 100 TRY per USD, 50 kuruş is exactly half a cent
    expect(convert(money(50, 'TRY'), 'USD', { USD: 100 })).toEqual(money(1, 'USD'));
    expect(convert(money(49, 'TRY'), 'USD', { USD: 100 })).toEqual(money(0, 'USD'));
    expect(convert(money(-50, 'TRY'), 'USD', { USD: 100 })).toEqual(money(-1, 'USD'));
  });

  it('respects currencies without minor units', () => {
    expect(convert(money(10000, 'USD'), 'JPY', { USD: 34.25, JPY: 0.22 })).toEqual(money(15568, 'JPY'));
  });

  it('leaves an amount already in the target currency alone, without needing rates', () => {
    expect(convert(money(777, 'GBP'), 'GBP', {})).toEqual(money(777, 'GBP'));
  });

  it('throws a clear error for a missing rate', () => {
    expect(() => convert(money(100, 'GBP'), 'TRY', rates)).toThrow('No exchange rate for GBP');
    expect(() => convert(money(100, 'TRY'), 'USD', { EUR: 37.1 })).toThrow('No exchange rate for USD');
    expect(() => convert(money(100, 'TRY'), 'USD', { USD: 0 })).toThrow('No exchange rate for USD');
  });
});

describe('formatMoney', () => {
  it.each([
    [money(123456, 'TRY'), 'tr', '₺1.234,56'],
    [money(123456, 'USD'), 'en', '$1,234.56'],
    [money(-123450, 'EUR'), 'tr', '-€1.234,50'],
    [money(9232, 'EUR'), 'en', '€92.32'],
    [money(15568, 'JPY'), 'en', '¥15,568'],
    // One style beside the others: the lira's symbol in English too, never "TRY 204,332.00" next to "$4,824.00".
    [money(20433200, 'TRY'), 'en', '₺204,332.00'],
    [money(482400, 'USD'), 'tr', '$4.824,00'],
  ] as const)('%o in %s → %s', (amount, locale, text) => {
    expect(formatMoney(amount, locale)).toBe(text);
  });
});
