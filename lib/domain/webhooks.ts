/** [E1] The events a webhook endpoint can subscribe to (payloads: lib/schemas/webhook.ts). */
export const webhookEventTypes = [
  'request.quoted',
  'reservation.created',
  'reservation.confirmed',
  'payment.received',
  'payment.refused',
  'shipment.milestone',
  'shipment.eta_changed',
  'shipment.delivered',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The payload version every delivery carries (`version` in the body). */
export const WEBHOOK_PAYLOAD_VERSION = 1;

/** How long an event is retried before it is given up and its endpoint disabled (its company admins are mailed). */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60_000;

/** How long an attempt waits for the receiver's answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** How much of a receiver's answer the log keeps. */
export const WEBHOOK_RESPONSE_KEPT_BYTES = 1024;

/** How long the secret before a rotation still signs, beside the new one. */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * 60 * 60_000;

/**
 * The wait before try `attempt + 1` after `attempt` failed ones: 5 s doubling (5 s, 10 s, 20 s … about 1.4 h at the
 * eleventh), then every 2 hours until the retry window ends: about 20 tries in 24 hours. Jitter of up to a tenth
 * keeps endpoints that failed together from being retried together.
 */
export function webhookRetryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(5_000 * 2 ** Math.max(0, attempt - 1), 2 * 60 * 60_000);
  return Math.round(base * (1 + random() / 10));
}

/** Whether deliveries failing since `failingSince` have been failing for the whole retry window at `now`. */
export function retryWindowOver(failingSince: Date, now: Date): boolean {
  return now.getTime() - failingSince.getTime() >= WEBHOOK_RETRY_WINDOW_MS;
}
