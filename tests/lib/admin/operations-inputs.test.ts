import { describe, expect, it } from 'vitest';
import { minorUnits } from '@/components/admin/operations/amounts';
import { istanbulInstant, istanbulLocal } from '@/components/admin/operations/ops-call';
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

describe('Istanbul times of the milestone and ETA forms', () => {
  it('reads a datetime-local value as Istanbul time (UTC+03:00) and back', () => {
    expect(istanbulInstant('2026-11-26T09:30')).toBe('2026-11-26T09:30:00+03:00');
    expect(new Date(istanbulInstant('2026-11-26T01:15')).toISOString()).toBe('2026-11-25T22:15:00.000Z');
    expect(istanbulLocal('2026-11-25T22:15:00.000Z')).toBe('2026-11-26T01:15');
  });
});

describe('waitingTime', () => {
  it('counts hours below two days and whole days from there', () => {
    expect(waitingTime('2026-11-26T00:00:00Z', '2026-11-26T04:59:00Z')).toEqual({ unit: 'hours', count: 4, hours: 4 });
    expect(waitingTime('2026-11-24T00:00:00Z', '2026-11-26T00:00:00Z')).toEqual({ unit: 'days', count: 2, hours: 48 });
    expect(waitingTime('2026-11-26T05:00:00Z', '2026-11-26T04:00:00Z')).toEqual({ unit: 'hours', count: 0, hours: 0 });
  });
});
