import type { MilestoneCode } from './tracking';

/**
 * [E1] The demo's simulated carrier (scripts/carrier-simulator.mts): what a carrier's system would publish about one
 * container now, read from what the public tracking page shows. Every milestone whose planned time has passed without
 * an actual one happens now as planned (an ACT event at the planned time); while the vessel is at sea, the carrier
 * re-estimates its arrival (an EST event), drifting from the current ETA by a few hours either way. Pure: the caller
 * gives the clock and the random numbers.
 */

export interface SimulatedMilestone {
  code: MilestoneCode;
  location: string | null;
  plannedAt: string | null;
  actualAt: string | null;
}

export interface SimulatedShipment {
  container: string;
  origin: string;
  destination: string;
  eta: string;
  milestones: readonly SimulatedMilestone[];
}

/** The DCSA event that reports each milestone, equipment or transport. */
const EVENT_OF: Partial<Record<MilestoneCode, { eventType: 'EQUIPMENT'; code: 'GTIN' | 'LOAD' | 'DISC' | 'GTOT' } | { eventType: 'TRANSPORT'; code: 'DEPA' | 'ARRI' }>> = {
  gateIn: { eventType: 'EQUIPMENT', code: 'GTIN' },
  loaded: { eventType: 'EQUIPMENT', code: 'LOAD' },
  departed: { eventType: 'TRANSPORT', code: 'DEPA' },
  arrived: { eventType: 'TRANSPORT', code: 'ARRI' },
  discharged: { eventType: 'EQUIPMENT', code: 'DISC' },
  outForDelivery: { eventType: 'EQUIPMENT', code: 'GTOT' },
};

/** The most a re-estimate moves the ETA, in hours, either way. */
export const MAX_ETA_DRIFT_HOURS = 18;

const HOUR_MS = 3_600_000;

export interface PlannedCarrierEvent {
  eventType: 'EQUIPMENT' | 'TRANSPORT';
  code: string;
  classifier: 'ACT' | 'EST';
  location: string;
  at: string;
}

/** The events the carrier publishes about the container now; `random` gives numbers in [0, 1). */
export function dueCarrierEvents(shipment: SimulatedShipment, now: Date, random: () => number): PlannedCarrierEvent[] {
  const events: PlannedCarrierEvent[] = [];
  for (const milestone of shipment.milestones) {
    const event = EVENT_OF[milestone.code];
    if (!event || milestone.actualAt || !milestone.plannedAt || new Date(milestone.plannedAt) > now) continue;
    const location = milestone.location ?? (milestone.code === 'gateIn' || milestone.code === 'loaded' || milestone.code === 'departed' ? shipment.origin : shipment.destination);
    events.push({ eventType: event.eventType, code: event.code, classifier: 'ACT', location, at: milestone.plannedAt });
  }
  const departed = shipment.milestones.some((milestone) => milestone.code === 'departed' && (milestone.actualAt || events.some((event) => event.code === 'DEPA')));
  const arrived = shipment.milestones.some((milestone) => milestone.code === 'arrived' && (milestone.actualAt || events.some((event) => event.code === 'ARRI')));
  if (departed && !arrived) {
    const drift = Math.round((random() * 2 - 1) * MAX_ETA_DRIFT_HOURS);
    const eta = new Date(new Date(shipment.eta).getTime() + drift * HOUR_MS);
    if (drift !== 0 && eta > now) events.push({ eventType: 'TRANSPORT', code: 'ARRI', classifier: 'EST', location: shipment.destination, at: eta.toISOString() });
  }
  return events;
}
