import { describe, expect, it } from 'vitest';
import { etaLine } from '@/lib/server/chat/assistant/tracking-intent';
import { trackingAnswer, trackingNow } from '../../support/tracking-fixtures';

/** The assistant's arrival line says the ETA's state as the tracking screen does (lib/domain/eta-status.ts), in both languages. */
describe('etaLine', () => {
  it('on schedule', () => {
    expect(etaLine(trackingAnswer(), 'en', trackingNow)).toBe('Estimated arrival: November 29, 2026 — on schedule.');
    expect(etaLine(trackingAnswer(), 'tr', trackingNow)).toBe('Tahmini varış: 29 Kasım 2026 — planlandığı gibi.');
  });

  it('delayed, with the reason of the change', () => {
    const late = trackingAnswer({ plannedEta: '2026-11-27T15:00:00.000Z', etaChanges: [{ from: '2026-11-27T15:00:00.000Z', to: '2026-11-29T15:00:00.000Z', reason: 'portCongestion', note: null, at: '2026-11-24T08:00:00.000Z' }] });
    expect(etaLine(late, 'en', trackingNow)).toBe('Estimated arrival: November 29, 2026 — 2 days late (Port congestion).');
    expect(etaLine(late, 'tr', trackingNow)).toBe('Tahmini varış: 29 Kasım 2026 — 2 gün gecikmeli (Liman yoğunluğu).');
  });

  it('overdue: the day passed with no arrival, never "on schedule"', () => {
    const overdue = trackingAnswer({ eta: '2026-11-25T15:00:00.000Z', plannedEta: '2026-11-25T15:00:00.000Z' });
    expect(etaLine(overdue, 'en', trackingNow)).toBe('Estimated arrival: November 25, 2026 — overdue by 1 day. The estimated arrival has passed and no arrival has been recorded yet.');
    expect(etaLine(overdue, 'tr', trackingNow)).toBe('Tahmini varış: 25 Kasım 2026 — 1 gün geçti. Tahmini varış tarihi geçti ve henüz bir varış kaydı yok.');
  });

  it('arrived: the actual time of the arrival, in Istanbul time', () => {
    const arrived = trackingAnswer({
      eta: '2026-11-25T15:00:00.000Z',
      milestones: [{ code: 'arrived', location: null, plannedAt: '2026-11-25T15:00:00.000Z', actualAt: '2026-11-25T21:00:00.000Z', state: 'done' }],
    });
    expect(etaLine(arrived, 'en', trackingNow)).toBe('Arrived at destination: Nov 26, 2026, 00:00.');
    expect(etaLine(arrived, 'tr', trackingNow)).toBe('Varış yerine ulaştı: 26 Kas 2026 00:00.');
  });
});
