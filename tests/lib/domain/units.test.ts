import { describe, expect, it } from 'vitest';
import { toCentimetres, toKilograms } from '@/lib/domain/units';

describe('toCentimetres', () => {
  it('converts inches at exactly 2.54 cm: 100 in → 254 cm', () => {
    expect(toCentimetres(100, 'in')).toBe(254);
  });

  it('leaves centimetres as they are', () => {
    expect(toCentimetres(120, 'cm')).toBe(120);
  });
});

describe('toKilograms', () => {
  it('converts pounds at 0.453592 kg: 10 lb → 4.53592 kg', () => {
    expect(toKilograms(10, 'lb')).toBe(4.53592);
  });

  it('leaves kilograms as they are', () => {
    expect(toKilograms(8.2, 'kg')).toBe(8.2);
  });
});
