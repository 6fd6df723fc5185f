import { describe, expect, it } from 'vitest';
import { delayDays, demurrage, isDelivered, isStale, milestoneStates, orderMilestones, planMilestones, type MilestoneTimes } from '@/lib/domain/tracking-view';

const DAY = 86_400_000;
const now = new Date('2026-11-26T12:00:00Z');
const day = (days: number) => new Date(now.getTime() + days * DAY);
const m = (code: MilestoneTimes['code'], planned: number | null, actual: number | null): MilestoneTimes => ({ code, plannedAt: planned === null ? null : day(planned), actualAt: actual === null ? null : day(actual) });

describe('orderMilestones', () => {
  it('puts milestones in their natural order whatever the rows’ order, transshipments by time', () => {
    const ordered = orderMilestones([m('delivered', 5, null), m('transshipment', -2, null), m('booked', null, -9), m('transshipment', -5, -4), m('departed', -8, -8)]);
    expect(ordered.map((row) => `${row.code}${row.code === 'transshipment' ? (row.actualAt ? ':done' : ':planned') : ''}`)).toEqual([
      'booked',
      'departed',
      'transshipment:done',
      'transshipment:planned',
      'delivered',
    ]);
  });
});

describe('milestoneStates', () => {
  it('done for actual times, next for the first open one after the last done, planned for the rest', () => {
    expect(milestoneStates([m('booked', null, -9), m('loaded', -8, -8), m('departed', -7, null), m('arrived', 2, null)])).toEqual(['done', 'done', 'next', 'planned']);
  });
  it('an open milestone before a later done one is not "next" (a skipped step)', () => {
    expect(milestoneStates([m('booked', null, -9), m('gateIn', -8, null), m('departed', -7, -7), m('arrived', 2, null)])).toEqual(['done', 'planned', 'done', 'next']);
  });
  it('everything done: no next', () => {
    expect(milestoneStates([m('booked', null, -2), m('delivered', 0, 0)])).toEqual(['done', 'done']);
  });
});

describe('isStale', () => {
  it('after 48 hours without an event, unless delivered', () => {
    expect(isStale(new Date(now.getTime() - 47 * 3_600_000), now, false)).toBe(false);
    expect(isStale(new Date(now.getTime() - 49 * 3_600_000), now, false)).toBe(true);
    expect(isStale(day(-30), now, true)).toBe(false);
    expect(isDelivered([m('delivered', 0, null)])).toBe(false);
    expect(isDelivered([m('delivered', 0, -1)])).toBe(true);
  });
});

describe('delayDays', () => {
  it('whole days the ETA moved, either way', () => {
    expect(delayDays(day(0), day(3))).toBe(3);
    expect(delayDays(day(0), day(-2))).toBe(-2);
    expect(delayDays(day(0), new Date(now.getTime() + 0.4 * DAY))).toBe(0);
  });
});

describe('demurrage', () => {
  it('counts free days from the actual discharge until delivery', () => {
    expect(demurrage({ dischargedAt: day(-3), deliveredAt: null, freeDays: 5, now })).toEqual({ freeTimeEndsAt: day(2), daysLeft: 2 });
    // A started day counts as a day left; a started day past the end is a day in demurrage.
    expect(demurrage({ dischargedAt: day(-3.5), deliveredAt: null, freeDays: 5, now })?.daysLeft).toBe(2);
    expect(demurrage({ dischargedAt: day(-5), deliveredAt: null, freeDays: 5, now })?.daysLeft).toBe(0);
    expect(demurrage({ dischargedAt: day(-7.5), deliveredAt: null, freeDays: 5, now })?.daysLeft).toBe(-3);
  });
  it('nothing before discharge or after delivery', () => {
    expect(demurrage({ dischargedAt: null, deliveredAt: null, freeDays: 5, now })).toBeNull();
    expect(demurrage({ dischargedAt: day(-3), deliveredAt: day(-1), freeDays: 5, now })).toBeNull();
  });
});

describe('planMilestones', () => {
  it('plans a sea shipment around departure and transit, booked now', () => {
    const plan = planMilestones({ mode: 'SEA_FCL', origin: 'TRMER', destination: 'USNYC', departure: '2026-12-01', transitDays: 21, now });
    expect(plan.eta.toISOString()).toBe('2026-12-22T15:00:00.000Z');
    expect(plan.milestones[0]).toEqual({ code: 'booked', location: 'TRMER', plannedAt: null, actualAt: now, public: true });
    const byCode = Object.fromEntries(plan.milestones.map((row) => [row.code, row]));
    expect(byCode.departed).toMatchObject({ location: 'TRMER', plannedAt: new Date('2026-12-01T15:00:00Z') });
    expect(byCode.arrived).toMatchObject({ location: 'USNYC', plannedAt: plan.eta });
    expect(byCode.customsCleared?.public).toBe(false);
    expect(orderMilestones(plan.milestones).map((row) => row.code)).toEqual(plan.milestones.map((row) => row.code));
  });
  it('an air shipment has no discharge; a road one no gate-in', () => {
    expect(planMilestones({ mode: 'AIR', origin: 'IST', destination: 'JFK', departure: '2026-12-01', transitDays: 2, now }).milestones.some((row) => row.code === 'discharged')).toBe(false);
    expect(planMilestones({ mode: 'ROAD', origin: 'TRIST', destination: 'DEHAM', departure: '2026-12-01', transitDays: 5, now }).milestones.some((row) => row.code === 'gateIn')).toBe(false);
  });
});
