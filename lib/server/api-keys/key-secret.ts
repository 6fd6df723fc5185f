import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * [E1] The shape of an API key: `nlk_` + an 8-character public id + `_` + a 43-character base64url secret
 * (32 random bytes, 256 bits). The prefix tells a key from an access token (a JWT) without verifying it as one;
 * the public id finds the key's row (a unique index); only the secret's SHA-256 is stored.
 */
export const API_KEY_PREFIX = 'nlk_';

const PUBLIC_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const PUBLIC_ID_LENGTH = 8;
const KEY_SHAPE = /^nlk_([a-z0-9]{8})_([A-Za-z0-9_-]{43})$/;

/** Whether a bearer credential is meant as an API key (it may still be malformed or unknown). */
export const looksLikeApiKey = (credential: string) => credential.startsWith(API_KEY_PREFIX);

/** The visible part of a key: what lists, logs and support questions name. */
export const keyPrefixOf = (publicId: string) => `${API_KEY_PREFIX}${publicId}`;

/** SHA-256 of a key's secret, hex (64 characters): what the row keeps. */
export const hashKeySecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new key: its public id, its secret's hash and the whole key (shown to its creator once, stored nowhere). */
export function generateApiKey(): { publicId: string; secretHash: string; key: string } {
  let publicId = '';
  for (let index = 0; index < PUBLIC_ID_LENGTH; index += 1) publicId += PUBLIC_ID_ALPHABET[randomInt(PUBLIC_ID_ALPHABET.length)];
  const secret = randomBytes(32).toString('base64url');
  return { publicId, secretHash: hashKeySecret(secret), key: `${keyPrefixOf(publicId)}_${secret}` };
}

/** The public id and secret of a well-formed key, or null. */
export function parseApiKey(key: string): { publicId: string; secret: string } | null {
  const match = KEY_SHAPE.exec(key);
  return match ? { publicId: match[1]!, secret: match[2]! } : null;
}

/** Whether `secret` is the one whose hash a row keeps, compared in constant time. */
export function secretMatches(storedHash: string, secret: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const given = Buffer.from(hashKeySecret(secret), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
