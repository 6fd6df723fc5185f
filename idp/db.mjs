// @ts-check
/**
 * The directory's database: an embedded PGlite of its own in `${dataDir}/idp/pglite` (one PGlite directory
 * can be open in one process only, so it is separate from the app's), or schema `idp` of the PostgreSQL
 * named by DATABASE_URL. Either way the tables live in schema `idp` and are created when missing.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pgliteStartParams } from '../lib/pglite-memory.mjs';

/**
 * @typedef {object} Database
 * @property {'pglite' | 'postgres'} kind
 * @property {<T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>} query
 * @property {() => Promise<void>} close
 */

/** Serialises schema creation when several provider instances start together on one PostgreSQL. */
const SCHEMA_LOCK = 7_420_101;

const SCHEMA = `
CREATE SCHEMA IF NOT EXISTS idp;
CREATE TABLE IF NOT EXISTS idp.users (
  id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  first_name text NOT NULL,
  last_name text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  kvkk_consent_at timestamptz
);
-- true once the holder of the address proved it: the sign-up code, or a password reset through a mailed link.
ALTER TABLE idp.users ADD COLUMN IF NOT EXISTS email_verified boolean NOT NULL DEFAULT false;
CREATE TABLE IF NOT EXISTS idp.signup_codes (
  interaction_uid text PRIMARY KEY,
  email text NOT NULL CHECK (email = lower(email)),
  first_name text NOT NULL,
  last_name text NOT NULL,
  password_hash text NOT NULL,
  kvkk_consent_at timestamptz NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS idp.password_resets (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES idp.users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS password_resets_user_idx ON idp.password_resets (user_id);
CREATE TABLE IF NOT EXISTS idp.oidc_payloads (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX IF NOT EXISTS oidc_payloads_grant_idx ON idp.oidc_payloads (grant_id);
CREATE INDEX IF NOT EXISTS oidc_payloads_uid_idx ON idp.oidc_payloads (model, uid);
CREATE INDEX IF NOT EXISTS oidc_payloads_user_code_idx ON idp.oidc_payloads (model, user_code);
CREATE INDEX IF NOT EXISTS oidc_payloads_expires_idx ON idp.oidc_payloads (expires_at);
`;

/**
 * @param {string} directory
 * @returns {Promise<Database>}
 */
async function openPglite(directory) {
  mkdirSync(directory, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(directory, { startParams: pgliteStartParams('idp', PGlite.defaultStartParams) });
  await client.exec(SCHEMA);
  return {
    kind: 'pglite',
    async query(text, params = []) {
      const result = await client.query(text, params);
      return /** @type {any[]} */ (result.rows);
    },
    close: () => client.close(),
  };
}

/**
 * @param {string} url
 * @returns {Promise<Database>}
 */
async function openPostgres(url) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  pool.on('error', () => undefined); // an idle client's connection dropped; the next query reconnects
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK]);
    await lock.query(SCHEMA);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK]).catch(() => undefined);
    lock.release();
  }
  return {
    kind: 'postgres',
    async query(text, params = []) {
      const result = await pool.query(text, /** @type {any[]} */ (params));
      return result.rows;
    },
    close: () => pool.end(),
  };
}

/**
 * Opens (and creates the schema of) the directory database.
 * @param {{ dataDir: string, databaseUrl?: string }} options
 * @returns {Promise<Database>}
 */
export function openDatabase({ dataDir, databaseUrl }) {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(path.join(dataDir, 'idp', 'pglite'));
}

/**
 * True when `error` is a unique-constraint violation (SQLSTATE 23505), from PGlite or node-postgres.
 * @param {unknown} error
 */
export const isUniqueViolation = (error) => typeof error === 'object' && error !== null && /** @type {{ code?: unknown }} */ (error).code === '23505';
