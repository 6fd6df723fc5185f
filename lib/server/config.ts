import path from 'node:path';

import { EMBEDDED_SERVICE_KEY } from '../api/service-key';

/** Server configuration from the environment, with the embedded defaults documented in the README. */

export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR ?? 'data');
}

export function databaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

/** The fixed service key of SPEC §7 (X-Service-Key header of Language/GetList). */
export function serviceKey(): string {
  return process.env.SERVICE_KEY || process.env.NEXT_PUBLIC_SERVICE_KEY || EMBEDDED_SERVICE_KEY;
}

export function logLevel(): string {
  return process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info');
}
