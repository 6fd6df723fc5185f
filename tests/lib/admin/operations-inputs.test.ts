import { describe, expect, it } from 'vitest';
import { minorUnits } from '@/components/admin/operations/amounts';
import { waitingTime } from '@/components/admin/operations/waiting-time';

describe('minorUnits', () => {
  it.each([
    ['1250,50', 125_050],
    ['1.250,50', 125_050],
    ['1250.50', 125_050],
    ['1,250.50', 125_050],
    ['12,5', 1_250],
    [' 980 ', 98_000],
    ['0', 0],
  ])('reads %s as %i minor units', (text, expected) => expect(minorUnits(text)).toBe(expected));

  it.each(['', 'abc', '-5', '12.345', '1e3', '12,50,1'])('refuses %j', (text) => expect(minorUnits(text)).toBeNaN());
});

describe('waitingTime', () => {
  it('counts hours below two days and whole days from there', () => {
    expect(waitingTime('2026-11-26T00:00:00Z', '2026-11-26T04:59:00Z')).toEqual({ unit: 'hours', count: 4, hours: 4 });
    expect(waitingTime('2026-11-24T00:00:00Z', '2026-11-26T00:00:00Z')).toEqual({ unit: 'days', count: 2, hours: 48 });
    expect(waitingTime('2026-11-26T05:00:00Z', '2026-11-26T04:00:00Z')).toEqual({ unit: 'hours', count: 0, hours: 0 });
  });
});
