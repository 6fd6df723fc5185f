import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardBrand, cardExpired, cardNumberProblem, cvcValid, lastFour, luhnCheckDigit, luhnValid } from '@/lib/domain/luhn';

describe('Luhn (ISO/IEC 7812-1)', () => {
  it('accepts the published test numbers', () => {
    // Published test numbers of the card networks and gateways (Stripe, Adyen, iyzico's Troy card).
    for (const number of ['4242424242424242', '4000000000000002', '4000000000009995', '4000000000003220', '5555555555554444', '2223003122003222', '378282246310005', '371449635398431', '9792030394440796', '79927398713']) {
      expect(luhnValid(number), number).toBe(true);
    }
  });

  it('refuses a changed digit and non-digits', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('4242-4242-4242-424x')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
  });

  it('computes the check digit that makes a number valid (any prefix)', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    fc.assert(fc.property(fc.stringMatching(/^\d{11,18}$/), (prefix) => luhnValid(`${prefix}${luhnCheckDigit(prefix)}`)));
  });
});

describe('card brands and checks', () => {
  it('detects Visa, Mastercard (51–55 and 2221–2720), Amex and Troy', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('2721000000000000')).toBeNull();
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('9792030394440796')).toBe('troy');
    expect(cardBrand('6011111111111117')).toBeNull();
  });

  it('names the problem of a number', () => {
    expect(cardNumberProblem('4242424242424242')).toBeNull();
    expect(cardNumberProblem('4242424242424241')).toBe('luhn');
    expect(cardNumberProblem('6011111111111117')).toBe('unknownBrand');
    expect(cardNumberProblem('37828224631000')).toBe('invalid');
    expect(cardNumberProblem('42')).toBe('invalid');
  });

  it('expires after the last day of the expiry month', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(cardExpired(11, 2026, now)).toBe(false);
    expect(cardExpired(10, 2026, now)).toBe(true);
    expect(cardExpired(1, 27, now)).toBe(false);
    expect(cardExpired(12, 25, now)).toBe(true);
  });

  it('wants a 4-digit CVC for Amex, 3 digits otherwise, and keeps only the last four digits', () => {
    expect(cvcValid('123', 'visa')).toBe(true);
    expect(cvcValid('1234', 'visa')).toBe(false);
    expect(cvcValid('1234', 'amex')).toBe(true);
    expect(lastFour('4242 4242 4242 4242')).toBe('4242');
  });
});
