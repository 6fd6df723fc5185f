import type { TransportMode } from './pricing';
import { milestoneCodes, STALE_AFTER_HOURS, type MilestoneCode } from './tracking';

/**
 * The pure parts of a tracking answer ([M3]): milestones in order with their state, staleness, delay,
 * the free-time/demurrage countdown of containers at destination, and the planned milestones of a new
 * shipment. No I/O: the server and the tests feed it rows and a clock.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface MilestoneTimes {
  code: MilestoneCode;
  plannedAt: Date | null;
  actualAt: Date | null;
}

export type MilestoneState = 'done' | 'next' | 'planned';

const rank = (code: MilestoneCode) => milestoneCodes.indexOf(code);
const when = (milestone: MilestoneTimes) => (milestone.actualAt ?? milestone.plannedAt)?.getTime() ?? Number.POSITIVE_INFINITY;

/** Milestones in their natural order (booked … delivered); two of a kind (transshipments) by time. */
export function orderMilestones<T extends MilestoneTimes>(milestones: readonly T[]): T[] {
  return [...milestones].sort((a, b) => rank(a.code) - rank(b.code) || when(a) - when(b));
}

/**
 * Each ordered milestone's state: done once it has an actual time, `next` for the first one after the
 * last done milestone that isn't done, `planned` for the rest.
 */
export function milestoneStates(ordered: readonly MilestoneTimes[]): MilestoneState[] {
  let lastDone = -1;
  ordered.forEach((milestone, index) => {
    if (milestone.actualAt) lastDone = index;
  });
  let nextGiven = false;
  return ordered.map((milestone, index) => {
    if (milestone.actualAt) return 'done';
    if (!nextGiven && index > lastDone) {
      nextGiven = true;
      return 'next';
    }
    return 'planned';
  });
}

/** Whether a delivered shipment is done: a delivered milestone with an actual time. */
export const isDelivered = (milestones: readonly MilestoneTimes[]) => milestones.some((milestone) => milestone.code === 'delivered' && milestone.actualAt !== null);

/** "No update since …": the last event is older than STALE_AFTER_HOURS and the shipment isn't delivered. */
export function isStale(lastEventAt: Date, now: Date, delivered: boolean): boolean {
  return !delivered && now.getTime() - lastEventAt.getTime() > STALE_AFTER_HOURS * HOUR;
}

/** Whole days the current ETA lies after the ETA at booking (negative: earlier), rounded. */
export function delayDays(plannedEta: Date, eta: Date): number {
  return Math.round((eta.getTime() - plannedEta.getTime()) / DAY) || 0;
}

export interface Demurrage {
  freeTimeEndsAt: Date;
  /** Whole days of free time left, counting a started day (0: it ends today); negative: days in demurrage. */
  daysLeft: number;
}

/**
 * The free-time countdown of containers at destination: from the actual discharge, `freeDays` days,
 * until delivery. Null before discharge and after delivery.
 */
export function demurrage(input: { dischargedAt: Date | null; deliveredAt: Date | null; freeDays: number; now: Date }): Demurrage | null {
  const { dischargedAt, deliveredAt, freeDays, now } = input;
  if (!dischargedAt || deliveredAt) return null;
  const freeTimeEndsAt = new Date(dischargedAt.getTime() + freeDays * DAY);
  const diff = (freeTimeEndsAt.getTime() - now.getTime()) / DAY;
  const daysLeft = diff >= 0 ? Math.ceil(diff) : Math.floor(diff);
  return { freeTimeEndsAt, daysLeft: daysLeft || 0 };
}

/** The milestones a mode goes through, in order, with their day offset from departure and where they happen. */
const plans: Record<TransportMode, readonly { code: MilestoneCode; days: number; at: 'origin' | 'destination'; public: boolean }[]> = {
  SEA_FCL: [
    { code: 'pickedUp', days: -3, at: 'origin', public: true },
    { code: 'gateIn', days: -2, at: 'origin', public: true },
    { code: 'loaded', days: -0.25, at: 'origin', public: true },
    { code: 'departed', days: 0, at: 'origin', public: true },
    { code: 'arrived', days: 0, at: 'destination', public: true },
    { code: 'discharged', days: 1, at: 'destination', public: true },
    { code: 'customsCleared', days: 3, at: 'destination', public: false },
    { code: 'outForDelivery', days: 4, at: 'destination', public: true },
    { code: 'delivered', days: 5, at: 'destination', public: true },
  ],
  SEA_LCL: [
    { code: 'pickedUp', days: -4, at: 'origin', public: true },
    { code: 'gateIn', days: -2, at: 'origin', public: true },
    { code: 'loaded', days: -0.25, at: 'origin', public: true },
    { code: 'departed', days: 0, at: 'origin', public: true },
    { code: 'arrived', days: 0, at: 'destination', public: true },
    { code: 'discharged', days: 1, at: 'destination', public: true },
    { code: 'customsCleared', days: 4, at: 'destination', public: false },
    { code: 'outForDelivery', days: 5, at: 'destination', public: true },
    { code: 'delivered', days: 6, at: 'destination', public: true },
  ],
  AIR: [
    { code: 'pickedUp', days: -1, at: 'origin', public: true },
    { code: 'gateIn', days: -0.5, at: 'origin', public: true },
    { code: 'loaded', days: -0.1, at: 'origin', public: true },
    { code: 'departed', days: 0, at: 'origin', public: true },
    { code: 'arrived', days: 0, at: 'destination', public: true },
    { code: 'customsCleared', days: 1, at: 'destination', public: false },
    { code: 'outForDelivery', days: 1.5, at: 'destination', public: true },
    { code: 'delivered', days: 2, at: 'destination', public: true },
  ],
  ROAD: [
    { code: 'pickedUp', days: -0.5, at: 'origin', public: true },
    { code: 'departed', days: 0, at: 'origin', public: true },
    { code: 'arrived', days: 0, at: 'destination', public: true },
    { code: 'customsCleared', days: 0.5, at: 'destination', public: false },
    { code: 'delivered', days: 1, at: 'destination', public: true },
  ],
  PARCEL: [
    { code: 'pickedUp', days: 0, at: 'origin', public: true },
    { code: 'departed', days: 0.25, at: 'origin', public: true },
    { code: 'arrived', days: 0, at: 'destination', public: true },
    { code: 'customsCleared', days: 0.25, at: 'destination', public: false },
    { code: 'outForDelivery', days: 0.5, at: 'destination', public: true },
    { code: 'delivered', days: 0.75, at: 'destination', public: true },
  ],
};

export interface PlannedMilestone {
  code: MilestoneCode;
  location: string;
  plannedAt: Date | null;
  actualAt: Date | null;
  public: boolean;
}

/**
 * A new shipment's timeline from its offer: `booked` (actual: now), then the mode's milestones planned
 * around the departure (an ISO date; the vessel or truck leaves at 15:00 UTC, 18:00 in Istanbul) and the
 * transit time; arrival and after count from departure + transit. Answers the planned ETA too.
 */
export function planMilestones(input: { mode: TransportMode; origin: string; destination: string; departure: string; transitDays: number; now: Date }): {
  milestones: PlannedMilestone[];
  eta: Date;
} {
  const departure = new Date(`${input.departure}T15:00:00Z`);
  const arrival = new Date(departure.getTime() + input.transitDays * DAY);
  const milestones: PlannedMilestone[] = [{ code: 'booked', location: input.origin, plannedAt: null, actualAt: input.now, public: true }];
  for (const step of plans[input.mode]) {
    const base = step.at === 'origin' ? departure : arrival;
    const plannedAt = new Date(base.getTime() + step.days * DAY);
    // A step whose planned time already passed at booking (a departure today) stays planned, not invented as done.
    milestones.push({ code: step.code, location: step.at === 'origin' ? input.origin : input.destination, plannedAt, actualAt: null, public: step.public });
  }
  return { milestones, eta: arrival };
}
