import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, daysBetween, istanbulDay, istanbulDayStart, istanbulToday, nextDay } from '@/lib/domain/business-date';

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
