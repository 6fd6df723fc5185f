import { describe, expect, it } from 'vitest';
import { formatDay, formatDayRange, formatEtaMove, formatFileSize, formatInstant, formatMoney, formatNumber, formatPercentChange, formatPrice } from '@/lib/format';

/** 14:05 in Istanbul on Saturday 28 November 2026. */
const afternoon = '2026-11-28T11:05:00Z';
/** 21:30 UTC on the 27th: already 00:30 on the 28th in Istanbul (UTC+3). */
const lateEvening = '2026-11-27T21:30:00Z';

describe('formatInstant', () => {
  it('writes each style in Turkish, in Istanbul time', () => {
    expect(formatInstant(afternoon, 'tr')).toBe('28 Kas 2026 14:05');
    expect(formatInstant(afternoon, 'tr', 'dateTime')).toBe('28 Kas 2026 14:05');
    expect(formatInstant(afternoon, 'tr', 'shortDateTime')).toBe('28 Kas 14:05');
    expect(formatInstant(afternoon, 'tr', 'time')).toBe('14:05');
    expect(formatInstant(afternoon, 'tr', 'zonedTime')).toBe('14:05 GMT+3');
    expect(formatInstant(afternoon, 'tr', 'day')).toBe('28 Kas 2026');
    expect(formatInstant(afternoon, 'tr', 'longDay')).toBe('28 Kasım 2026');
    expect(formatInstant(afternoon, 'tr', 'weekday')).toBe('28 Kas 2026 Cmt');
    expect(formatInstant(afternoon, 'tr', 'shortDay')).toBe('28 Kas');
  });

  it('writes each style in English, on a 24-hour clock', () => {
    expect(formatInstant(afternoon, 'en')).toBe('Nov 28, 2026, 14:05');
    expect(formatInstant(afternoon, 'en', 'shortDateTime')).toBe('Nov 28, 14:05');
    expect(formatInstant(afternoon, 'en', 'time')).toBe('14:05');
    expect(formatInstant(afternoon, 'en', 'zonedTime')).toBe('14:05 GMT+3');
    expect(formatInstant(afternoon, 'en', 'day')).toBe('Nov 28, 2026');
    expect(formatInstant(afternoon, 'en', 'longDay')).toBe('November 28, 2026');
    expect(formatInstant(afternoon, 'en', 'weekday')).toBe('Sat, Nov 28, 2026');
    expect(formatInstant(afternoon, 'en', 'shortDay')).toBe('Nov 28');
  });

  it('shows 21:30 UTC as the next day in Istanbul, whatever zone the process runs in', () => {
    expect(formatInstant(lateEvening, 'tr')).toBe('28 Kas 2026 00:30');
    expect(formatInstant(new Date(lateEvening), 'en', 'weekday')).toBe('Sat, Nov 28, 2026');
    expect(formatInstant(lateEvening, 'en', 'time')).toBe('00:30');
  });

  it('answers an empty string for a missing or invalid instant', () => {
    expect(formatInstant(null, 'tr')).toBe('');
    expect(formatInstant(undefined, 'en')).toBe('');
    expect(formatInstant('', 'tr')).toBe('');
    expect(formatInstant('not a date', 'tr')).toBe('');
    expect(formatInstant(new Date(Number.NaN), 'en', 'day')).toBe('');
  });
});

describe('formatEtaMove', () => {
  it('writes a move to another day as the two days', () => {
    expect(formatEtaMove('2026-12-16T06:00:00Z', '2026-12-18T06:00:00Z', 'tr')).toEqual({ from: '16 Ara 2026 Çar', to: '18 Ara 2026 Cum' });
    expect(formatEtaMove('2026-12-16T06:00:00Z', '2026-12-18T06:00:00Z', 'en')).toEqual({ from: 'Wed, Dec 16, 2026', to: 'Fri, Dec 18, 2026' });
  });

  it('writes a move within one Istanbul day as the day once and both times', () => {
    expect(formatEtaMove('2026-12-16T06:00:00Z', '2026-12-16T15:00:00Z', 'tr')).toEqual({ from: '16 Ara 2026 Çar 09:00', to: '18:00' });
    expect(formatEtaMove('2026-12-16T06:00:00Z', '2026-12-16T15:00:00Z', 'en')).toEqual({ from: 'Wed, Dec 16, 2026 09:00', to: '18:00' });
    // A mail names the days without their weekdays.
    expect(formatEtaMove('2026-12-16T06:00:00Z', '2026-12-16T15:00:00Z', 'tr', 'day')).toEqual({ from: '16 Ara 2026 09:00', to: '18:00' });
    expect(formatEtaMove('2026-12-16T06:00:00Z', '2026-12-18T06:00:00Z', 'en', 'day')).toEqual({ from: 'Dec 16, 2026', to: 'Dec 18, 2026' });
  });

  it('decides "one day" by Istanbul’s calendar, not UTC’s', () => {
    // 01:30 and 23:00 of 16 December in Istanbul: two UTC days, one Istanbul day.
    expect(formatEtaMove('2026-12-15T22:30:00Z', '2026-12-16T20:00:00Z', 'en')).toEqual({ from: 'Wed, Dec 16, 2026 01:30', to: '23:00' });
    // 23:30 on the 15th and 00:30 on the 16th in Istanbul: one UTC day, two Istanbul days.
    expect(formatEtaMove('2026-12-15T20:30:00Z', '2026-12-15T21:30:00Z', 'tr')).toEqual({ from: '15 Ara 2026 Sal', to: '16 Ara 2026 Çar' });
  });
});

describe('formatDay', () => {
  it('writes a calendar day in each day style and language', () => {
    expect(formatDay('2026-11-28', 'tr')).toBe('28 Kas 2026');
    expect(formatDay('2026-11-28', 'tr', 'longDay')).toBe('28 Kasım 2026');
    expect(formatDay('2026-11-28', 'tr', 'weekday')).toBe('28 Kas 2026 Cmt');
    expect(formatDay('2026-11-28', 'tr', 'shortDay')).toBe('28 Kas');
    expect(formatDay('2026-11-28', 'en')).toBe('Nov 28, 2026');
    expect(formatDay('2026-11-28', 'en', 'longDay')).toBe('November 28, 2026');
    expect(formatDay('2026-11-28', 'en', 'weekday')).toBe('Sat, Nov 28, 2026');
    expect(formatDay('2026-11-28', 'en', 'shortDay')).toBe('Nov 28');
  });

  it('never shifts a calendar day by a time zone: the first and last days of a year stay theirs', () => {
    expect(formatDay('2027-01-01', 'en', 'longDay')).toBe('January 1, 2027');
    expect(formatDay('2026-12-31', 'tr', 'longDay')).toBe('31 Aralık 2026');
    expect(formatDay('2026-03-29', 'en', 'weekday')).toBe('Sun, Mar 29, 2026');
  });

  it('reads a timestamp as its Istanbul day', () => {
    expect(formatDay(lateEvening, 'tr', 'longDay')).toBe('28 Kasım 2026');
  });

  it('answers an empty string for a missing, malformed or impossible day', () => {
    expect(formatDay(null, 'tr')).toBe('');
    expect(formatDay(undefined, 'en')).toBe('');
    expect(formatDay('', 'tr')).toBe('');
    expect(formatDay('tomorrow', 'en')).toBe('');
    expect(formatDay('2026-02-30', 'tr')).toBe('');
    expect(formatDay('2026-13-01', 'en')).toBe('');
  });
});

describe('formatDayRange', () => {
  it('writes the year once when both days share it', () => {
    expect(formatDayRange('2026-11-30', '2026-12-06', 'tr')).toBe('30 Kas – 6 Ara 2026');
    expect(formatDayRange('2026-11-30', '2026-12-06', 'en')).toBe('Nov 30 – Dec 6, 2026');
  });

  it('gives each day its year across a new year', () => {
    expect(formatDayRange('2026-12-28', '2027-01-03', 'tr')).toBe('28 Ara 2026 – 3 Oca 2027');
    expect(formatDayRange('2026-12-28', '2027-01-03', 'en')).toBe('Dec 28, 2026 – Jan 3, 2027');
  });

  it('answers an empty string when either end is missing or invalid', () => {
    expect(formatDayRange('', '2026-12-06', 'tr')).toBe('');
    expect(formatDayRange('2026-11-30', null, 'en')).toBe('');
    expect(formatDayRange('2026-11-30', '2026-02-30', 'en')).toBe('');
  });
});

describe('numbers', () => {
  it('groups digits and writes decimals as each language does', () => {
    expect(formatNumber(1234567.891, 'tr')).toBe('1.234.567,89');
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.89');
    expect(formatNumber(5.76, 'tr', 3)).toBe('5,76');
    expect(formatNumber(1800, 'tr', 1)).toBe('1.800');
    expect(formatNumber(0.5, 'en', 2, 2)).toBe('0.50');
    expect(formatNumber(2.345, 'en', 0)).toBe('2');
  });

  it('answers an empty string for a missing or non-finite number', () => {
    expect(formatNumber(null, 'tr')).toBe('');
    expect(formatNumber(undefined, 'en')).toBe('');
    expect(formatNumber(Number.NaN, 'tr')).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'en')).toBe('');
  });

  it('writes a change as a signed percentage, the sign where each language puts it', () => {
    expect(formatPercentChange(0.0153, 'tr')).toBe('+%1,53');
    expect(formatPercentChange(0.0153, 'en')).toBe('+1.53%');
    expect(formatPercentChange(-0.004, 'tr')).toBe('-%0,4');
    expect(formatPercentChange(0, 'en')).toBe('0%');
  });

  it('writes a file size in kilobytes, megabytes from 1 MB', () => {
    expect(formatFileSize(12_634, 'tr')).toBe('12,3 kB');
    expect(formatFileSize(12_634, 'en')).toBe('12.3 kB');
    expect(formatFileSize(3, 'en')).toBe('0.1 kB');
    expect(formatFileSize(3 * 1024 * 1024, 'tr')).toBe('3 MB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
  });
});

describe('money', () => {
  it('writes an amount with its symbol in both languages', () => {
    expect(formatMoney({ amount: 123_456, currency: 'TRY' }, 'tr')).toBe('₺1.234,56');
    expect(formatMoney({ amount: 123_456, currency: 'TRY' }, 'en')).toBe('₺1,234.56');
    expect(formatMoney({ amount: 123_400, currency: 'USD' }, 'en')).toBe('$1,234.00');
  });

  it('writes a headline price in whole units unless it has cents', () => {
    expect(formatPrice({ amount: 125_000, currency: 'TRY' }, 'tr')).toBe('₺1.250');
    expect(formatPrice({ amount: 125_000, currency: 'TRY' }, 'en')).toBe('₺1,250');
    expect(formatPrice({ amount: 125_050, currency: 'EUR' }, 'tr')).toBe('€1.250,50');
    expect(formatPrice({ amount: 125_000, currency: 'USD' }, 'en')).toBe('$1,250');
    expect(formatPrice({ amount: 1_250, currency: 'JPY' }, 'en')).toBe('¥1,250');
  });
});
