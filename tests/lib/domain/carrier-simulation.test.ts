import { describe, expect, it } from 'vitest';
import { dueCarrierEvents, MAX_ETA_DRIFT_HOURS, type SimulatedShipment } from '@/lib/domain/carrier-simulation';

const now = new Date('2026-11-29T12:00:00Z');
const hours = (value: number) => new Date(now.getTime() + value * 3_600_000).toISOString();
const shipment = (milestones: SimulatedShipment['milestones']): SimulatedShipment => ({ container: 'CSQU3054383', origin: 'TRMER', destination: 'USNYC', eta: hours(240), milestones });

describe('the simulated carrier', () => {
  it('reports every milestone whose planned time has passed as having happened then, in DCSA terms', () => {
    const events = dueCarrierEvents(
      shipment([
        { code: 'booked', location: 'TRMER', plannedAt: null, actualAt: hours(-200) },
        { code: 'gateIn', location: 'TRMER', plannedAt: hours(-30), actualAt: hours(-31) },
        { code: 'loaded', location: null, plannedAt: hours(-10), actualAt: null },
        { code: 'departed', location: 'TRMER', plannedAt: hours(-2), actualAt: null },
        { code: 'arrived', location: 'USNYC', plannedAt: hours(240), actualAt: null },
      ]),
      now,
      () => 0.5,
    );
    expect(events).toEqual([
      { eventType: 'EQUIPMENT', code: 'LOAD', classifier: 'ACT', location: 'TRMER', at: hours(-10) },
      { eventType: 'TRANSPORT', code: 'DEPA', classifier: 'ACT', location: 'TRMER', at: hours(-2) },
    ]);
  });

  it('re-estimates the arrival while at sea, by at most the drift either way, never into the past', () => {
    const atSea = shipment([
      { code: 'departed', location: 'TRMER', plannedAt: hours(-50), actualAt: hours(-49) },
      { code: 'arrived', location: 'USNYC', plannedAt: hours(240), actualAt: null },
    ]);
    const later = dueCarrierEvents(atSea, now, () => 0.99);
    expect(later).toEqual([{ eventType: 'TRANSPORT', code: 'ARRI', classifier: 'EST', location: 'USNYC', at: hours(240 + MAX_ETA_DRIFT_HOURS) }]);
    expect(dueCarrierEvents(atSea, now, () => 0)[0]!.at).toBe(hours(240 - MAX_ETA_DRIFT_HOURS));
    // No drift, no news; an arrival that is due is an actual arrival, not an estimate.
    expect(dueCarrierEvents(atSea, now, () => 0.5)).toEqual([]);
    expect(dueCarrierEvents({ ...atSea, eta: hours(5) }, now, () => 0)).toEqual([]);
  });

  it('says nothing more once the container is delivered', () => {
    const done = shipment([
      { code: 'arrived', location: 'USNYC', plannedAt: hours(-50), actualAt: hours(-49) },
      { code: 'discharged', location: 'USNYC', plannedAt: hours(-40), actualAt: hours(-40) },
      { code: 'delivered', location: 'USNYC', plannedAt: hours(-10), actualAt: hours(-9) },
    ]);
    expect(dueCarrierEvents(done, now, () => 0.9)).toEqual([]);
  });
});
