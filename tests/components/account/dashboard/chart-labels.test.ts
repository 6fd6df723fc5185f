import { describe, expect, it } from 'vitest';
import { compactLiraLabel, monthLabel } from '@/components/account/dashboard/chart-labels';

/** The bookings chart's axis labels stay short in both languages (a 390 px phone's axis has room for about six characters). */
describe('the bookings chart’s labels', () => {
  it('writes lira amounts in the language’s compact form (Turkish keeps the unit with a no-break space)', () => {
    expect([0, 950, 40_000, 125_000, 1_250_000].map((lira) => compactLiraLabel(lira, 'tr'))).toEqual(['₺0', '₺950', '₺40\u00a0B', '₺125\u00a0B', '₺1,3\u00a0Mn']);
    expect([0, 950, 40_000, 125_000, 1_250_000].map((lira) => compactLiraLabel(lira, 'en'))).toEqual(['₺0', '₺950', '₺40K', '₺125K', '₺1.3M']);
    for (const locale of ['tr', 'en'] as const) for (const lira of [40_000, 987_654, 12_345_678]) expect(compactLiraLabel(lira, locale).length).toBeLessThanOrEqual(8);
  });

  it('names a month with its year, whatever the time zone', () => {
    expect(['2026-06', '2026-11', '2027-01'].map((month) => monthLabel(month, 'tr'))).toEqual(['Haz 26', 'Kas 26', 'Oca 27']);
    expect(['2026-06', '2026-11', '2027-01'].map((month) => monthLabel(month, 'en'))).toEqual(['Jun 26', 'Nov 26', 'Jan 27']);
  });
});
