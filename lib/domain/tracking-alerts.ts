import { daysBetween, istanbulDay } from './business-date';
import type { MilestoneCode } from './tracking';

/**
 * [E1] Tracking alerts ("Notify me" on the public tracking page): which shipment events mail a
 * subscriber, and the key that makes each event one alert per subscription (the unique
 * tracking_alert_deliveries row). Pure: the server feeds it the event and a clock.
 */

export const trackingAlertKinds = ['etaChanged', 'arrived', 'delivered', 'freeTimeEnding'] as const;
export type TrackingAlertKind = (typeof trackingAlertKinds)[number];

/** An ETA move mails subscribers when it is more than this, either way. */
export const ETA_ALERT_THRESHOLD_HOURS = 12;
/** Subscribers hear of the containers' free time ending when its end is this many Istanbul days away, or fewer. */
export const FREE_TIME_WARNING_DAYS = 2;
/** How long a confirmation link lasts. */
export const CONFIRM_LINK_HOURS = 48;
/** Alerts (pending and active subscriptions) one address may hold at once, over every shipment. */
export const MAX_SUBSCRIPTIONS_PER_EMAIL = 20;
/** Subscriptions (pending and active) one shipment may have. */
export const MAX_SUBSCRIPTIONS_PER_SHIPMENT = 50;

const HOUR = 3_600_000;

/**
 * Whether an ETA is worth an alert against the ETA the subscriber last knew: more than ETA_ALERT_THRESHOLD_HOURS later
 * or earlier (exactly 12 h is not).
 */
export function etaMoveAlerts(previousEta: Date, newEta: Date): boolean {
  return Math.abs(newEta.getTime() - previousEta.getTime()) > ETA_ALERT_THRESHOLD_HOURS * HOUR;
}

/**
 * The alert a milestone write makes: arrival and delivery once they have an actual time, and only when
 * the public sees the milestone (a hidden one is never told to subscribers); none for the others.
 */
export function milestoneAlertKind(milestone: { code: MilestoneCode; actualAt: Date | null; public: boolean }): 'arrived' | 'delivered' | null {
  if (!milestone.actualAt || !milestone.public) return null;
  if (milestone.code === 'arrived') return 'arrived';
  if (milestone.code === 'delivered') return 'delivered';
  return null;
}

/**
 * Whether the free-time warning is due: the free time has not ended yet and its end falls on today, tomorrow or
 * the day after in Istanbul (FREE_TIME_WARNING_DAYS), counted in Istanbul calendar days (lib/domain/business-date.ts).
 */
export function freeTimeAlertDue(freeTimeEndsAt: Date, now: Date): boolean {
  if (freeTimeEndsAt.getTime() <= now.getTime()) return false;
  return daysBetween(istanbulDay(now), istanbulDay(freeTimeEndsAt)) <= FREE_TIME_WARNING_DAYS;
}

/**
 * The event an alert is about, unique per subscription and kind: one ETA change (its row id), the arrival and the
 * delivery (once per shipment: a corrected time does not mail again), the free time ending on one Istanbul day (a
 * new discharge time that moves it is a new event).
 */
export function alertEventKey(event: { kind: 'etaChanged'; changeId: number } | { kind: 'arrived' | 'delivered' } | { kind: 'freeTimeEnding'; freeTimeEndsAt: Date }): string {
  switch (event.kind) {
    case 'etaChanged':
      return `eta:${event.changeId}`;
    case 'freeTimeEnding':
      return `freeTime:${istanbulDay(event.freeTimeEndsAt)}`;
    default:
      return event.kind;
  }
}
