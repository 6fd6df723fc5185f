import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { databaseUrl, dataDir } from '../config';
import * as schema from './schema';
import { seedContent } from './seed/content/seed-content';
import { seedFreightData } from './seed/freight';
import { seedReferenceData } from './seed/reference';
import { seedTrackingData } from './seed/tracking';
import { authConfig } from '../auth/config';
import { seedDemoUsers } from '../users/seed-demo-users';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

interface Connection {
  db: Database;
  kind: 'postgres' | 'pglite';
  close: () => Promise<void>;
}

const migrationsFolder = path.resolve('lib/server/db/migrations');
/** Serialises migrations when several instances start together on one PostgreSQL. */
const MIGRATION_LOCK = 7_420_001;

/**
 * What every start needs: the reference data, the freight data (FX, trucking bands, demo tariffs), and
 * the demo users while the embedded provider is in use, the tracking demo data (ship program, shipments)
 * and the site content (lib/server/db/seed/content).
 */
async function seedStartData(db: Database) {
  await seedReferenceData(db);
  await seedFreightData(db);
  if (authConfig().embedded) await seedDemoUsers(db);
  // After the demo users: a quarter of the demo shipments are theirs.
  await seedTrackingData(db);
  // The site content (blog, FAQ, glossary, legal texts …): inserted once, never overwriting an editor's change.
  await seedContent(db);
}

async function openPostgres(url: string): Promise<Connection> {
  const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  pool.on('error', () => undefined); // an idle client's connection dropped; the next query reconnects
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(lock, { schema }), { migrationsFolder });
    await seedStartData(db);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(directory: string): Promise<Connection> {
  mkdirSync(directory, { recursive: true });
  const client = await PGlite.create(directory);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  await seedStartData(db);
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * The process's one database connection, opened (and migrated) on first use: PostgreSQL when
 * DATABASE_URL is set, otherwise PGlite in DATA_DIR/pglite. Kept on globalThis because Next bundles
 * this module into several route chunks, and a PGlite directory can be open in one place only.
 */
const holder = globalThis as typeof globalThis & { __navlunDb?: Promise<Connection> };

export function connection(): Promise<Connection> {
  if (!holder.__navlunDb) {
    const url = databaseUrl();
    holder.__navlunDb = (url ? openPostgres(url) : openPglite(path.join(dataDir(), 'pglite'))).catch((error: unknown) => {
      holder.__navlunDb = undefined;
      throw error;
    });
  }
  return holder.__navlunDb;
}

export async function getDb(): Promise<Database> {
  return (await connection()).db;
}

export async function closeDb(): Promise<void> {
  const pending = holder.__navlunDb;
  holder.__navlunDb = undefined;
  if (pending) await (await pending).close();
}

export { schema };
