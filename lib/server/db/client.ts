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
import { pgliteStartParams } from '../../pglite-memory.mjs';
import { readingTextTypes } from './pglite-text-types';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface Connection {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Runs `work` while no other instance on the same database runs its own (migrations, start seeds). */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
}

const migrationsFolder = path.resolve('lib/server/db/migrations');
/** Serialises migrations and start seeds when several instances start together on one PostgreSQL. */
const START_LOCK = 7_420_001;

async function openPostgres(url: string): Promise<Connection> {
  const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  pool.on('error', () => undefined); // an idle client's connection dropped; the next query reconnects
  const pgDb = drizzlePg(pool, { schema });
  const db = pgDb as unknown as Database;
  const exclusively = async <T>(work: () => Promise<T>): Promise<T> => {
    const lock = await pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [START_LOCK]);
      return await work();
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [START_LOCK]).catch(() => undefined);
      lock.release();
    }
  };
  await exclusively(() => migratePg(pgDb, { migrationsFolder }));
  return { db, kind: 'postgres', exclusively, close: () => pool.end() };
}

async function openPglite(directory: string): Promise<Connection> {
  mkdirSync(directory, { recursive: true });
  const client = await PGlite.create(directory, { startParams: pgliteStartParams('app', PGlite.defaultStartParams) });
  const pglite = drizzlePglite({ client: readingTextTypes(client) as PGlite, schema });
  await migratePglite(pglite, { migrationsFolder });
  const db = pglite as unknown as Database;
  // One process holds a PGlite directory: nothing else can run beside it.
  return { db, kind: 'pglite', exclusively: (work) => work(), close: () => client.close() };
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

/** Runs `work` while no other instance on the same database runs its own (see Connection.exclusively). */
export async function exclusively<T>(work: () => Promise<T>): Promise<T> {
  return (await connection()).exclusively(work);
}

export async function closeDb(): Promise<void> {
  const pending = holder.__navlunDb;
  holder.__navlunDb = undefined;
  if (pending) await (await pending).close();
}

export { schema };
