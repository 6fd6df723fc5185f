import path from 'node:path';

import { EMBEDDED_SERVICE_KEY } from '../api/service-key';

/** Server configuration from the environment, with the embedded defaults documented in docs/OPERATIONS.md "Configuration". */

export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR ?? 'data');
}

export function databaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

/** The fixed service key the front end sends (X-Service-Key header of Language/GetList). */
export function serviceKey(): string {
  return process.env.SERVICE_KEY || process.env.NEXT_PUBLIC_SERVICE_KEY || EMBEDDED_SERVICE_KEY;
}

export function logLevel(): string {
  return process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info');
}

/**
 * How much of the generated demo tariff set the start seed writes (TARIFF_SEED_SCALE): 1, the default,
 * is the full set (≥ 100,000 rows); a fraction keeps the most important ports and airports of each
 * region (the API tests use 0.1, about 5,000 rows); 0 writes no demo tariffs (and removes seeded ones).
 */
export function tariffSeedScale(): number {
  const raw = process.env.TARIFF_SEED_SCALE?.trim();
  if (!raw) return 1;
  const scale = Number(raw);
  if (!Number.isFinite(scale) || scale < 0 || scale > 1) throw new Error(`TARIFF_SEED_SCALE must be a number from 0 to 1, got "${raw}"`);
  return scale;
}

/**
 * How long an anonymous tracking answer is reused (TRACKING_CACHE_SECONDS, default 5; 0 reads the
 * database on every call, which the benchmark uses to measure the lookup itself).
 */
export function trackingCacheSeconds(): number {
  const raw = process.env.TRACKING_CACHE_SECONDS?.trim();
  if (!raw) return 5;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 300) throw new Error(`TRACKING_CACHE_SECONDS must be a number from 0 to 300, got "${raw}"`);
  return seconds;
}

/** Where contact-form messages go (OPERATIONS_EMAIL). */
export function operationsEmail(): string {
  return process.env.OPERATIONS_EMAIL?.trim() || 'operations@navlunport.test';
}

/**
 * The key newsletter links are signed with (NEWSLETTER_TOKEN_SECRET, HMAC-SHA256). The embedded default
 * is for development only: set a long random secret in production. A link also has to carry the
 * subscription's current random nonce, so a signature alone never confirms or unsubscribes anyone.
 */
export function newsletterTokenSecret(): string {
  return process.env.NEWSLETTER_TOKEN_SECRET || 'navlunport-embedded-newsletter-secret';
}
