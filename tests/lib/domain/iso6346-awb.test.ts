import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { awbCheckDigit, checkAwbNumber } from '@/lib/domain/awb';
import { checkContainerNumber, containerCheckDigit } from '@/lib/domain/iso6346';

describe('ISO 6346 container numbers', () => {
  it('computes the standard’s vectors', () => {
    expect(containerCheckDigit('CSQU305438')).toBe(3);
    expect(containerCheckDigit('MSKU907032')).toBe(3); // MSKU9070323, a published Maersk box
    expect(containerCheckDigit('BICU123456')).toBe(5); // BICU1234565, the BIC code's own example
  });

  it('accepts a valid number typed loosely and names what is wrong otherwise', () => {
    expect(checkContainerNumber('csqu 305438-3')).toEqual({ ok: true, number: 'CSQU3054383' });
    expect(checkContainerNumber('CSQU3054384')).toEqual({ ok: false, problem: 'checkDigit', expected: 3, given: 4 });
    expect(checkContainerNumber('CSQX3054383')).toEqual({ ok: false, problem: 'category', category: 'X' });
    expect(checkContainerNumber('CSQU30543')).toEqual({ ok: false, problem: 'format' });
  });

  it('finds every single wrong check digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{3}U\d{6}$/), fc.integer({ min: 1, max: 9 }), (firstTen, shift) => {
        const right = containerCheckDigit(firstTen);
        expect(checkContainerNumber(`${firstTen}${right}`).ok).toBe(true);
        expect(checkContainerNumber(`${firstTen}${(right + shift) % 10}`).ok).toBe(false);
      }),
    );
  });
});

describe('air waybill numbers', () => {
  it('uses the serial mod 7', () => {
    expect(awbCheckDigit('1234567')).toBe(1234567 % 7);
    expect(checkAwbNumber('235-12345675')).toEqual({ ok: true, number: '235-12345675' });
    expect(checkAwbNumber('235 1234567 6')).toEqual({ ok: false, problem: 'checkDigit', expected: 5, given: 6 });
    expect(checkAwbNumber('235-123')).toEqual({ ok: false, problem: 'format' });
  });
});
