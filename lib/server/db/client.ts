import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Client, Pool } from 'pg';
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
  /**
   * Calls `onNotify` for every notification on `channel` (NOTIFY, `pg_notify`: delivered when the sending transaction
   * commits, from any instance on the same database), and once more whenever a lost listening connection is back, as
   * notifications sent meanwhile are lost. Answers a function that stops listening.
   */
  listen: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
}

/** How long a PostgreSQL listener waits before connecting again after its connection was lost. */
const LISTEN_RECONNECT_MS = 1_000;

/**
 * A PostgreSQL listener: a connection of its own outside the pool (a pooled one would hand LISTEN to whoever takes it
 * next), connected again after a loss.
 */
function postgresListener(url: string) {
  return async (channel: string, onNotify: () => void): Promise<() => Promise<void>> => {
    let stopped = false;
    let current: Client | null = null;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      const client = new Client({ connectionString: url });
      let lost = false;
      const reconnect = () => {
        if (lost || stopped) return;
        lost = true;
        current = null;
        retry = setTimeout(() => void connect(), LISTEN_RECONNECT_MS);
        retry.unref();
      };
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      client.on('error', reconnect);
      client.on('end', reconnect);
      try {
        await client.connect();
        await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
        if (stopped) return void client.end().catch(() => undefined);
        current = client;
        onNotify();
      } catch {
        client.end().catch(() => undefined);
        reconnect();
      }
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await current?.end().catch(() => undefined);
    };
  };
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
  return { db, kind: 'postgres', exclusively, listen: postgresListener(url), close: () => pool.end() };
}

async function openPglite(directory: string): Promise<Connection> {
  mkdirSync(directory, { recursive: true });
  const client = await PGlite.create(directory, { startParams: pgliteStartParams('app', PGlite.defaultStartParams) });
  const pglite = drizzlePglite({ client: readingTextTypes(client) as PGlite, schema });
  await migratePglite(pglite, { migrationsFolder });
  const db = pglite as unknown as Database;
  // One process holds a PGlite directory: nothing else can run beside it.
  const listen = async (channel: string, onNotify: () => void) => {
    const stop = await client.listen(channel, () => onNotify());
    return async () => {
      // Stopping after the database closed (a test's end) has nothing left to stop.
      if (!client.closed) await stop();
    };
  };
  return { db, kind: 'pglite', exclusively: (work) => work(), listen, close: () => client.close() };
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
