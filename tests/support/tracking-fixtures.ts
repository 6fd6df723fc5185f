import type { TrackingAnswer } from '@/lib/schemas/tracking';

/** 12:00 in Istanbul on 26 Nov 2026: the clock the tracking answers below are read at. */
export const trackingNow = new Date('2026-11-26T09:00:00Z');

/**
 * A public tracking answer: sea freight Mersin → Rotterdam, departed on 20 Nov, arriving on 29 Nov as planned (after
 * `trackingNow`), no arrival recorded yet; `overrides` give a test the state it is about.
 */
export function trackingAnswer(overrides: Partial<TrackingAnswer> = {}): TrackingAnswer {
  const mersin = { code: 'TRMER', name: 'Mersin', country: 'Türkiye' };
  return {
    reference: 'BK-2026-000042',
    matched: { kind: 'booking', number: 'BK-2026-000042' },
    mode: 'SEA_FCL',
    origin: mersin,
    destination: { code: 'NLRTM', name: 'Rotterdam', country: 'Hollanda' },
    carrier: 'Arkas Line',
    vessel: null,
    voyageNumber: null,
    flightNumber: null,
    billOfLading: null,
    airWaybill: null,
    containers: [],
    eta: '2026-11-29T15:00:00.000Z',
    plannedEta: '2026-11-29T15:00:00.000Z',
    etaChanges: [],
    delayDays: 0,
    freeDays: 7,
    lastEventAt: '2026-11-20T10:00:00.000Z',
    stale: false,
    delivered: false,
    milestones: [
      { code: 'departed', location: mersin, plannedAt: '2026-11-20T10:00:00.000Z', actualAt: '2026-11-20T10:00:00.000Z', state: 'done' },
      { code: 'arrived', location: null, plannedAt: '2026-11-29T15:00:00.000Z', actualAt: null, state: 'next' },
    ],
    view: 'public',
    ...overrides,
  };
}
