import { describe, expect, it } from 'vitest';
import { isValidTaxNumber, isValidTckn, isValidVkn, normalizeTaxNumber, vknCheckDigit } from '@/lib/domain/vkn-tckn';

describe('VKN (GİB algorithm)', () => {
  // 4540536920: python-stdnum's published example (tr.vkn); the others computed with the algorithm and cross-checked there.
  it.each(['4540536920', '1234567890', '9876543217', '3721052062', '0010005300'])('%s is valid', (vkn) => {
    expect(isValidVkn(vkn)).toBe(true);
  });
  it.each(['4540536921', '1234567891', '1111111111', '123456789', '12345678901', 'abcdefghij', ''])('%s is not', (vkn) => {
    expect(isValidVkn(vkn)).toBe(false);
  });
  it('computes the check digit of the first nine digits', () => {
    expect(vknCheckDigit('454053692')).toBe(0);
    expect(vknCheckDigit('987654321')).toBe(7);
  });
  it('accepts the groups people type', () => {
    expect(normalizeTaxNumber(' 454 053 69 20 ')).toBe('4540536920');
    expect(isValidVkn('454-053-6920')).toBe(true);
  });
  it('every last digit but one fails', () => {
    const valid = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((digit) => isValidVkn(`454053692${digit}`));
    expect(valid).toEqual([0]);
  });
});

describe('TCKN', () => {
  // 10000000146: the commonly published test number.
  it.each(['10000000146', '11111111110', '12345678950'])('%s is valid', (tckn) => {
    expect(isValidTckn(tckn)).toBe(true);
  });
  it.each(['10000000147', '10000000156', '01234567890', '1000000014', '100000001460', '1000000014a'])('%s is not', (tckn) => {
    expect(isValidTckn(tckn)).toBe(false);
  });
  it('negative tenth-digit sums wrap around', () => {
    // d1..d9 = 1 9 0 9 0 9 0 9 0 → 7·1 − 36 = −29 → 1; d11 = (1+9+0+9+0+9+0+9+0+1) mod 10 = 8
    expect(isValidTckn('19090909018')).toBe(true);
  });
  it('dispatches by kind', () => {
    expect(isValidTaxNumber('tckn', '10000000146')).toBe(true);
    expect(isValidTaxNumber('vkn', '10000000146')).toBe(false);
    expect(isValidTaxNumber('vkn', '4540536920')).toBe(true);
  });
});
