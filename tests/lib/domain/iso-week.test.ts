import { describe, expect, it } from 'vitest';
import { addDays, istanbulDay, istanbulDayStart } from '@/lib/domain/business-date';
import { isoWeekAt, isoWeekOfDay, isoWeekRange, nextIsoWeeks, parseIsoWeek, weeksBetween, weeksInYear, weekWithinSearchWindow } from '@/lib/domain/iso-week';
import { countryRouteOf, laneSlug, parseLaneSlug, typicalTransitDays } from '@/lib/domain/ship-lane';

const week = (day: string) => {
  const { year, week: number } = isoWeekOfDay(day);
  return `${year}-W${String(number).padStart(2, '0')}`;
};

describe('ISO weeks', () => {
  it('numbers the days across year boundaries as ISO 8601 does', () => {
    expect(week('2026-12-31')).toBe('2026-W53');
    expect(week('2027-01-03')).toBe('2026-W53');
    expect(week('2027-01-04')).toBe('2027-W01');
    expect(week('2024-12-30')).toBe('2025-W01');
    expect(week('2021-01-03')).toBe('2020-W53');
    expect(week('2026-01-01')).toBe('2026-W01');
    expect(week('2025-12-29')).toBe('2026-W01');
    expect(week('2026-11-26')).toBe('2026-W48');
  });

  it('knows the long years', () => {
    expect(weeksInYear(2026)).toBe(53);
    expect(weeksInYear(2020)).toBe(53);
    expect(weeksInYear(2027)).toBe(52);
    expect(weeksInYear(2025)).toBe(52);
  });

  it('parses only weeks that exist', () => {
    expect(parseIsoWeek('2026-W53')).toEqual({ year: 2026, week: 53 });
    expect(parseIsoWeek('2027-W53')).toBeNull();
    expect(parseIsoWeek('2026-W00')).toBeNull();
    expect(parseIsoWeek('2026-W7')).toBeNull();
    expect(parseIsoWeek('2026W07')).toBeNull();
  });

  it('turns a week into its Monday to Sunday', () => {
    expect(isoWeekRange('2026-W53')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(isoWeekRange('2027-W01')).toEqual({ from: '2027-01-04', to: '2027-01-10' });
    expect(isoWeekRange('2026-W01')).toEqual({ from: '2025-12-29', to: '2026-01-04' });
    expect(isoWeekRange('2026-W49')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(() => isoWeekRange('2027-W53')).toThrow(RangeError);
  });

  it('counts in Istanbul: Sunday 22:00 UTC is already Monday there', () => {
    const sundayNight = new Date('2026-12-27T22:00:00Z');
    expect(istanbulDay(sundayNight)).toBe('2026-12-28');
    expect(isoWeekAt(sundayNight)).toBe('2026-W53');
    expect(isoWeekAt(new Date('2026-12-27T20:59:59Z'))).toBe('2026-W52');
    expect(istanbulDayStart('2026-12-28').toISOString()).toBe('2026-12-27T21:00:00.000Z');
  });

  it('lists the next twelve weeks from the current one, over the new year', () => {
    const weeks = nextIsoWeeks(new Date('2026-12-10T09:00:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ week: '2026-W50', from: '2026-12-07', to: '2026-12-13' });
    expect(weeks.map((entry) => entry.week).slice(2, 5)).toEqual(['2026-W52', '2026-W53', '2027-W01']);
    expect(weeks[11]!.week).toBe('2027-W08');
    for (const [index, entry] of weeks.entries()) expect(entry.from).toBe(addDays('2026-12-07', index * 7));
  });

  it('measures weeks between weeks and bounds the search window to 2 back and 12 ahead', () => {
    expect(weeksBetween('2026-W52', '2027-W01')).toBe(2);
    expect(weeksBetween('2027-W01', '2026-W52')).toBe(-2);
    const now = new Date('2026-11-26T12:00:00Z'); // 2026-W48
    expect(weekWithinSearchWindow('2026-W46', now)).toBe(true);
    expect(weekWithinSearchWindow('2026-W45', now)).toBe(false);
    expect(weekWithinSearchWindow('2027-W07', now)).toBe(true);
    expect(weekWithinSearchWindow('2027-W08', now)).toBe(false);
    expect(weekWithinSearchWindow('2027-W53', now)).toBe(false);
  });
});

describe('ship lanes', () => {
  it('writes and reads lane page codes', () => {
    expect(laneSlug('TRMER', 'USNYC')).toBe('trmer-usnyc');
    expect(parseLaneSlug('trmer-usnyc')).toEqual({ pol: 'TRMER', pod: 'USNYC' });
    expect(parseLaneSlug('TRMER-USNYC')).toBeNull();
    expect(parseLaneSlug('trmer-trmer')).toBeNull();
    expect(parseLaneSlug('trmer-usny')).toBeNull();
    expect(parseLaneSlug('trmer-usnyc-x')).toBeNull();
  });

  it('links the foreign end’s country route and takes the median transit', () => {
    expect(countryRouteOf('TR', 'US')).toBe('turkeyAmerica');
    expect(countryRouteOf('CN', 'TR')).toBe('chinaTurkey');
    expect(countryRouteOf('TR', 'DE')).toBeNull();
    expect(typicalTransitDays([30, 18, 21])).toBe(21);
    expect(typicalTransitDays([18, 21, 30, 40])).toBe(21);
    expect(typicalTransitDays([])).toBeNull();
  });
});
