import { daysBetween, istanbulDay } from './business-date';
import { milestoneCodes, type EtaChangeReason, type MilestoneCode } from './tracking';
import { delayDays } from './tracking-view';

/**
 * The state of a shipment's ETA, from its milestones and the clock alone ([J2]): what the tracking screen and the
 * assistant say beside the estimated arrival. Pure: the answer's times (ISO strings or Dates) and `now` in, a state out.
 *
 * - `arrived`: an arrival milestone happened (arrived, or anything after it at destination: discharged, customs
 *   cleared, out for delivery, delivered); `arrivedAt` is the first of their actual times.
 * - `overdue`: no arrival yet, and the ETA's day (in Istanbul, the day the screens show) is before today's.
 * - `delayed`: the ETA lies ahead (today or later) and later than planned at booking, which only an ETA change to later
 *   brings about; `daysLate` as the answer's delayDays counts it, `reason` the latest such change's.
 * - `onSchedule`: the ETA lies ahead, not later than planned; `daysEarly` > 0 when a change brought it forward.
 */
export type EtaStatus =
  | { state: 'arrived'; arrivedAt: Date; milestone: MilestoneCode }
  | { state: 'overdue'; eta: Date; daysOverdue: number }
  | { state: 'delayed'; eta: Date; daysLate: number; reason: EtaChangeReason | null }
  | { state: 'onSchedule'; eta: Date; daysEarly: number };

export type EtaState = EtaStatus['state'];

type Instant = Date | string;

export interface EtaStatusInput {
  eta: Instant;
  plannedEta: Instant;
  milestones: readonly { code: MilestoneCode; actualAt: Instant | null }[];
  etaChanges: readonly { from: Instant; to: Instant; reason: EtaChangeReason; at: Instant }[];
}

const dateOf = (instant: Instant) => (typeof instant === 'string' ? new Date(instant) : instant);

/** The milestones that can only happen once the shipment is at destination: arrived and every one after it. */
export const arrivalMilestones: readonly MilestoneCode[] = milestoneCodes.slice(milestoneCodes.indexOf('arrived'));

/** The first actual arrival of the shipment (see `arrivalMilestones`), or null while none happened. */
function firstArrival(milestones: EtaStatusInput['milestones']): { at: Date; milestone: MilestoneCode } | null {
  let first: { at: Date; milestone: MilestoneCode } | null = null;
  for (const { code, actualAt } of milestones) {
    if (!actualAt || !arrivalMilestones.includes(code)) continue;
    const at = dateOf(actualAt);
    if (!first || at.getTime() < first.at.getTime()) first = { at, milestone: code };
  }
  return first;
}

/** The ETA's state for a shipment (its milestones as the caller sees them, its ETA, plan and changes) at `now`. */
export function etaStatus(shipment: EtaStatusInput, now: Date): EtaStatus {
  const arrival = firstArrival(shipment.milestones);
  if (arrival) return { state: 'arrived', arrivedAt: arrival.at, milestone: arrival.milestone };
  const eta = dateOf(shipment.eta);
  const daysAhead = daysBetween(istanbulDay(now), istanbulDay(eta));
  if (daysAhead < 0) return { state: 'overdue', eta, daysOverdue: -daysAhead };
  const late = delayDays(dateOf(shipment.plannedEta), eta);
  if (late > 0) {
    const later = shipment.etaChanges.filter((change) => dateOf(change.to).getTime() > dateOf(change.from).getTime());
    const latest = later.reduce<(typeof later)[number] | null>((found, change) => (!found || dateOf(change.at).getTime() >= dateOf(found.at).getTime() ? change : found), null);
    return { state: 'delayed', eta, daysLate: late, reason: latest?.reason ?? null };
  }
  return { state: 'onSchedule', eta, daysEarly: late < 0 ? -late : 0 };
}
