import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { newsletterTokenSecret } from '../config';

/** What a newsletter link does: confirm a pending subscription, or unsubscribe. */
export type NewsletterPurpose = 'confirm' | 'unsubscribe';

export interface NewsletterTokenClaims {
  /** The subscription's id. */
  subscriptionId: number;
  /** The subscription's nonce when the link was made (token_nonce): a superseded link no longer matches. */
  nonce: string;
  purpose: NewsletterPurpose;
  /** Unix seconds after which the link is refused (confirmation links only). */
  expiresAt?: number;
}

/** A confirmation link is valid for 7 days; an unsubscribe link does not expire. */
export const CONFIRM_LINK_SECONDS = 7 * 86_400;

const PREFIX = 'navlunport.newsletter.v1.';

/** A fresh random nonce for a subscription's links (22 base64url characters, 128 bits). */
export const newNonce = () => randomBytes(16).toString('base64url');

const signature = (payload: string, secret: string) => createHmac('sha256', secret).update(PREFIX + payload).digest();

/** `payload.signature`, both base64url: the payload is `id.nonce.purpose[.expiry]`, signed with HMAC-SHA256. */
export function signNewsletterToken(claims: NewsletterTokenClaims, secret = newsletterTokenSecret()): string {
  const parts = [String(claims.subscriptionId), claims.nonce, claims.purpose, ...(claims.expiresAt ? [String(claims.expiresAt)] : [])];
  const payload = Buffer.from(parts.join('.')).toString('base64url');
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
}

export type TokenCheck = { ok: true; claims: NewsletterTokenClaims } | { ok: false; reason: 'malformed' | 'signature' | 'purpose' | 'expired' };

/**
 * Checks a link's token for one purpose: well formed, signed with our secret (compared in constant
 * time), of that purpose and not expired. Whether its nonce is still the subscription's is the caller's
 * check, against the database.
 */
export function verifyNewsletterToken(token: string, purpose: NewsletterPurpose, now = Date.now(), secret = newsletterTokenSecret()): TokenCheck {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return { ok: false, reason: 'malformed' };
  const [, payload, given] = match as unknown as [string, string, string];
  const expected = signature(payload, secret);
  const received = Buffer.from(given, 'base64url');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return { ok: false, reason: 'signature' };
  const parts = Buffer.from(payload, 'base64url').toString('utf8').split('.');
  const [id, nonce, kind, expiry] = parts;
  const subscriptionId = Number(id);
  if (parts.length > 4 || !Number.isSafeInteger(subscriptionId) || subscriptionId < 1 || !nonce || !/^[A-Za-z0-9_-]{8,64}$/.test(nonce)) return { ok: false, reason: 'malformed' };
  if (kind !== purpose) return { ok: false, reason: 'purpose' };
  const expiresAt = expiry === undefined ? undefined : Number(expiry);
  if (expiresAt !== undefined && (!Number.isSafeInteger(expiresAt) || expiresAt * 1000 <= now)) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { subscriptionId, nonce, purpose, ...(expiresAt ? { expiresAt } : {}) } };
}
