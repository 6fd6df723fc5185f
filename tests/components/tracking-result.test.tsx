import { describe, expect, it } from 'vitest';
import { TrackingResult } from '@/components/tracking/TrackingResult';
import { formatInstant } from '@/lib/format';
import type { Locale } from '@/lib/routes';
import type { TrackingAnswer } from '@/lib/schemas/tracking';
import { localeTexts, renderTranslated } from '../support/render-translated';
import { trackingAnswer, trackingNow } from '../support/tracking-fixtures';

/** The tracking result's arrival section: the ETA's state from the milestones and the clock, in both languages. */
const eta = (locale: Locale) => (localeTexts(locale, 'tracking') as { eta: Record<string, string> }).eta;

const render = (value: TrackingAnswer, locale: Locale) => renderTranslated(<TrackingResult answer={value} now={trackingNow} />, locale, ['common', 'tracking'], '/yuk-takip');

const etaSection = (html: string) => /data-testid="tracking-eta"[\s\S]*?(?=data-testid="tracking-timeline"|$)/.exec(html)?.[0] ?? '';
const stateOf = (html: string) => /data-testid="eta-state"[^>]*data-state="(\w+)"|data-state="(\w+)"[^>]*data-testid="eta-state"/.exec(html)?.slice(1).find(Boolean);

for (const locale of ['tr', 'en'] as const) {
  describe(`TrackingResult’s ETA (${locale})`, () => {
    const words = eta(locale);

    it('a future ETA as planned: on schedule', async () => {
      const html = etaSection(await render(trackingAnswer(), locale));
      expect(stateOf(html)).toBe('onSchedule');
      expect(html).toContain(words.onTime);
    });

    it('a past ETA with no arrival: overdue, never "on schedule"', async () => {
      const html = etaSection(await render(trackingAnswer({ eta: '2026-11-24T15:00:00.000Z', plannedEta: '2026-11-24T15:00:00.000Z' }), locale));
      expect(stateOf(html)).toBe('overdue');
      expect(html).toContain(words.overdue_other!.replace('{{count}}', '2'));
      expect(html).toContain(words.overdueNote);
      expect(html).not.toContain(words.onTime);
    });

    it('an arrival that happened: arrived, with its actual time, even with a past ETA', async () => {
      const arrivedAt = '2026-11-25T06:30:00.000Z';
      const value = trackingAnswer({
        eta: '2026-11-24T15:00:00.000Z',
        plannedEta: '2026-11-24T15:00:00.000Z',
        milestones: [{ code: 'arrived', location: null, plannedAt: '2026-11-24T15:00:00.000Z', actualAt: arrivedAt, state: 'done' }],
      });
      const html = etaSection(await render(value, locale));
      expect(stateOf(html)).toBe('arrived');
      expect(html).toContain(words.arrivalTitle);
      expect(html).toContain(words.arrived);
      expect(html).toContain(formatInstant(arrivedAt, locale));
      expect(html).not.toContain(words.onTime);
      expect(html).not.toContain(words.overdueNote);
    });

    it('an ETA moved later and still ahead: delayed, by the days it moved', async () => {
      const value = trackingAnswer({ plannedEta: '2026-11-27T15:00:00.000Z', delayDays: 2, etaChanges: [{ from: '2026-11-27T15:00:00.000Z', to: '2026-11-29T15:00:00.000Z', reason: 'portCongestion', note: null, at: '2026-11-24T08:00:00.000Z' }] });
      const html = etaSection(await render(value, locale));
      expect(stateOf(html)).toBe('delayed');
      expect(html).toContain(words.late_other!.replace('{{count}}', '2'));
    });
  });
}
