import { createHash, createHmac, randomBytes } from 'node:crypto';
import { newsletterTokenSecret } from '../config';

/**
 * [E1] The tokens of tracking-alert links. A confirmation token is 32 random bytes, mailed once and stored as its
 * SHA-256 only. An unsubscribe token must be written into every later alert, so it is derived: HMAC-SHA256 of the
 * subscription's random nonce with the mail-link secret (NEWSLETTER_TOKEN_SECRET); the database keeps the nonce and
 * the token's SHA-256, so neither a database copy nor the secret alone makes a working link.
 */

/** A fresh random secret, base64url (43 characters, 256 bits): a confirmation token or an unsubscribe nonce. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** What the database stores of a token: its SHA-256, hex. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const UNSUBSCRIBE_PREFIX = 'navlunport.tracking-alert.unsubscribe.v1.';

/** The unsubscribe token of a subscription's nonce. */
export function unsubscribeToken(nonce: string, secret = newsletterTokenSecret()): string {
  return createHmac('sha256', secret).update(UNSUBSCRIBE_PREFIX + nonce).digest('base64url');
}

/** Whether a string can be a token at all (43 base64url characters): anything else is refused before a lookup. */
export const wellFormedToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
