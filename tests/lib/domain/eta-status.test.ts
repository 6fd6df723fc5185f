import { describe, expect, it } from 'vitest';
import { arrivalMilestones, etaStatus, type EtaStatusInput } from '@/lib/domain/eta-status';

const DAY = 86_400_000;
/** 12:00 in Istanbul on 26 Nov 2026. */
const now = new Date('2026-11-26T09:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();

const shipment = (overrides: Partial<EtaStatusInput> = {}): EtaStatusInput => ({
  eta: at(3),
  plannedEta: at(3),
  milestones: [
    { code: 'booked', actualAt: at(-10) },
    { code: 'departed', actualAt: at(-5) },
    { code: 'arrived', actualAt: null },
    { code: 'delivered', actualAt: null },
  ],
  etaChanges: [],
  ...overrides,
});

describe('etaStatus', () => {
  it('on schedule: the ETA lies ahead as planned, no arrival yet', () => {
    expect(etaStatus(shipment(), now)).toEqual({ state: 'onSchedule', eta: new Date(at(3)), daysEarly: 0 });
  });

  it('on schedule, early: a change brought the ETA forward', () => {
    const status = etaStatus(shipment({ eta: at(1), plannedEta: at(3), etaChanges: [{ from: at(3), to: at(1), reason: 'scheduleImproved', at: at(-1) }] }), now);
    expect(status).toEqual({ state: 'onSchedule', eta: new Date(at(1)), daysEarly: 2 });
  });

  it('delayed: the ETA lies ahead and later than planned; the reason is the latest change to later', () => {
    const status = etaStatus(
      shipment({
        eta: at(4),
        plannedEta: at(1),
        etaChanges: [
          { from: at(1), to: at(3), reason: 'weather', at: at(-3) },
          { from: at(3), to: at(5), reason: 'portCongestion', at: at(-2) },
          { from: at(5), to: at(4), reason: 'scheduleImproved', at: at(-1) },
        ],
      }),
      now,
    );
    expect(status).toEqual({ state: 'delayed', eta: new Date(at(4)), daysLate: 3, reason: 'portCongestion' });
  });

  it('delayed without a recorded change still says delayed, with no reason', () => {
    expect(etaStatus(shipment({ eta: at(2), plannedEta: at(0) }), now)).toMatchObject({ state: 'delayed', daysLate: 2, reason: null });
  });

  it('overdue: the ETA’s day has passed and no arrival milestone happened (a delayed ETA too)', () => {
    expect(etaStatus(shipment({ eta: at(-2), plannedEta: at(-2) }), now)).toEqual({ state: 'overdue', eta: new Date(at(-2)), daysOverdue: 2 });
    expect(etaStatus(shipment({ eta: at(-1), plannedEta: at(-4), etaChanges: [{ from: at(-4), to: at(-1), reason: 'strike', at: at(-6) }] }), now)).toMatchObject({ state: 'overdue', daysOverdue: 1 });
  });

  it('a planned arrival without an actual time, or a transshipment that happened, is no arrival', () => {
    const status = etaStatus(
      shipment({ eta: at(-1), plannedEta: at(-1), milestones: [{ code: 'departed', actualAt: at(-6) }, { code: 'transshipment', actualAt: at(-3) }, { code: 'arrived', actualAt: null }] }),
      now,
    );
    expect(status.state).toBe('overdue');
  });

  it('arrived: an arrival milestone happened, with its actual time, whatever the ETA says', () => {
    const arrived = etaStatus(shipment({ eta: at(2), milestones: [{ code: 'departed', actualAt: at(-5) }, { code: 'arrived', actualAt: at(-0.5) }] }), now);
    expect(arrived).toEqual({ state: 'arrived', arrivedAt: new Date(at(-0.5)), milestone: 'arrived' });
  });

  it('arrived: a discharge or a delivery proves the arrival too; the earliest actual one is the arrival time', () => {
    const milestones = [
      { code: 'arrived' as const, actualAt: null },
      { code: 'delivered' as const, actualAt: at(-1) },
      { code: 'discharged' as const, actualAt: at(-2) },
    ];
    expect(etaStatus(shipment({ eta: at(-3), milestones }), now)).toEqual({ state: 'arrived', arrivedAt: new Date(at(-2)), milestone: 'discharged' });
    expect(etaStatus(shipment({ milestones: [{ code: 'delivered', actualAt: at(-1) }] }), now)).toMatchObject({ state: 'arrived', milestone: 'delivered' });
  });

  it('counts arrival from the arrived milestone on: everything at destination, nothing before it', () => {
    expect(arrivalMilestones).toEqual(['arrived', 'discharged', 'customsCleared', 'outForDelivery', 'delivered']);
  });

  describe('the day is Istanbul’s, not UTC’s', () => {
    it('an ETA earlier today in Istanbul (yesterday in UTC) is not overdue yet', () => {
      // 09:00 on 29 Nov in Istanbul; the ETA 01:30 on 29 Nov there, 22:30 UTC on the 28th.
      const morning = new Date('2026-11-29T06:00:00Z');
      const status = etaStatus(shipment({ eta: '2026-11-28T22:30:00Z', plannedEta: '2026-11-28T22:30:00Z' }), morning);
      expect(status).toEqual({ state: 'onSchedule', eta: new Date('2026-11-28T22:30:00Z'), daysEarly: 0 });
    });

    it('an ETA yesterday in Istanbul (today in UTC) is overdue', () => {
      // 01:30 on 29 Nov in Istanbul, still the 28th in UTC; the ETA 22:00 on 28 Nov there (19:00 UTC on the 28th).
      const night = new Date('2026-11-28T22:30:00Z');
      const status = etaStatus(shipment({ eta: '2026-11-28T19:00:00Z', plannedEta: '2026-11-28T19:00:00Z' }), night);
      expect(status).toEqual({ state: 'overdue', eta: new Date('2026-11-28T19:00:00Z'), daysOverdue: 1 });
    });

    it('an ETA later today is on schedule, whatever the hour', () => {
      expect(etaStatus(shipment({ eta: '2026-11-26T20:00:00Z', plannedEta: '2026-11-26T20:00:00Z' }), new Date('2026-11-26T20:30:00Z')).state).toBe('onSchedule');
    });
  });

  it('takes Dates as well as ISO strings', () => {
    const status = etaStatus({ eta: new Date(at(-1)), plannedEta: new Date(at(-1)), milestones: [{ code: 'arrived', actualAt: new Date(at(-1)) }], etaChanges: [] }, now);
    expect(status).toMatchObject({ state: 'arrived', milestone: 'arrived' });
  });
});
