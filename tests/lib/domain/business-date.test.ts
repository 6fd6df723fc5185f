import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, daysBetween, fromIstanbulInput, istanbulDay, istanbulDayStart, istanbulToday, nextDay, toIstanbulInput } from '@/lib/domain/business-date';

describe('business dates (Istanbul)', () => {
  afterEach(() => vi.useRealTimers());

  it('takes the Istanbul day of an instant: from 21:00 UTC it is already tomorrow there', () => {
    expect(istanbulDay(new Date('2026-11-25T20:59:59Z'))).toBe('2026-11-25');
    expect(istanbulDay(new Date('2026-11-25T21:00:00Z'))).toBe('2026-11-26');
    expect(istanbulDay(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
  });

  it('counts today and today + n from the current instant, in Istanbul', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T22:30:00Z'));
    expect(istanbulToday()).toBe('2026-11-28');
    expect(istanbulToday(7)).toBe('2026-12-05');
    expect(istanbulToday(-1)).toBe('2026-11-27');
    vi.setSystemTime(new Date('2026-11-28T00:30:00Z'));
    expect(istanbulToday()).toBe('2026-11-28');
  });

  it('takes an explicit instant instead of the clock', () => {
    expect(istanbulToday(2, new Date('2026-02-27T21:30:00Z'))).toBe('2026-03-02');
  });

  it('adds days across months, leap days and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
    expect(daysBetween('2026-11-27', '2027-01-03')).toBe(37);
    expect(daysBetween('2026-11-27', '2026-11-20')).toBe(-7);
  });

  it('starts an Istanbul day at 21:00 UTC the day before', () => {
    expect(istanbulDayStart('2026-11-28').toISOString()).toBe('2026-11-27T21:00:00.000Z');
  });
});

describe('Istanbul wall-clock times of datetime-local inputs (content scheduling, milestones, ETA)', () => {
  it('shows an instant in Istanbul and reads it back with the +03:00 offset', () => {
    expect(toIstanbulInput('2026-11-26T21:30:00Z')).toBe('2026-11-27T00:30');
    expect(toIstanbulInput(new Date('2026-11-25T22:15:00.000Z'))).toBe('2026-11-26T01:15');
    expect(toIstanbulInput('2026-11-26T09:05:59.999Z')).toBe('2026-11-26T12:05');
    expect(fromIstanbulInput('2026-11-27T00:30')).toBe('2026-11-27T00:30:00+03:00');
    expect(Date.parse(fromIstanbulInput('2026-11-27T00:30')!)).toBe(Date.parse('2026-11-26T21:30:00Z'));
    expect(fromIstanbulInput('2026-11-27')).toBeNull();
    expect(fromIstanbulInput('2026-13-45T99:99')).toBeNull();
  });

  it('round-trips any minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('2020-01-01T00:00:00Z') / 60_000, max: Date.parse('2035-01-01T00:00:00Z') / 60_000 }), (minute) => {
        const instant = new Date(minute * 60_000);
        expect(Date.parse(fromIstanbulInput(toIstanbulInput(instant))!)).toBe(instant.getTime());
      }),
    );
  });
});
