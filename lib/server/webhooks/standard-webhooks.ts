import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Symmetric signatures as the Standard Webhooks specification defines them (github.com/standard-webhooks, spec
 * v1): a `whsec_`-prefixed base64 secret; the signed content `webhook-id.webhook-timestamp.body`; HMAC-SHA256, base64,
 * sent as `v1,<signature>` (several, space-separated, while a secret is rotated). Any Standard Webhooks library signs
 * and verifies the same way.
 */

/** How far a message's timestamp may lie from now, either way (the specification's libraries use five minutes). */
export const TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;

const PREFIX = 'whsec_';

/** A new secret: 32 random bytes, base64, with the specification's prefix. */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
}

/** The `webhook-signature` value of a message: `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  return `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}

export type WebhookVerification = { ok: true } | { ok: false; reason: 'missingHeaders' | 'timestamp' | 'signature' };

/**
 * Whether a message carries a valid signature from one of `secrets` (the current one and, during a rotation, the
 * previous), and a timestamp within the tolerance of `now`.
 */
export function verifyWebhook(secrets: readonly string[], headers: { id?: string; timestamp?: string; signature?: string }, body: string, now = new Date()): WebhookVerification {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature) return { ok: false, reason: 'missingHeaders' };
  const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : NaN;
  if (!Number.isFinite(seconds) || Math.abs(now.getTime() / 1000 - seconds) > TIMESTAMP_TOLERANCE_SECONDS) return { ok: false, reason: 'timestamp' };
  const offered = signature
    .split(' ')
    .filter((part) => part.startsWith('v1,'))
    .map((part) => Buffer.from(part.slice(3), 'base64'));
  for (const secret of secrets) {
    const expected = Buffer.from(signWebhook(secret, id, seconds, body).slice(3), 'base64');
    if (offered.some((candidate) => candidate.length === expected.length && timingSafeEqual(candidate, expected))) return { ok: true };
  }
  return { ok: false, reason: 'signature' };
}
