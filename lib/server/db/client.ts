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
import { pgliteForDrizzle } from './pglite-drizzle-client';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface Connection {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Runs `work` while no other instance on the same database runs its own (migrations, start seeds). */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  /** A session that lasts as long as the process (see LastingSession). */
  lastingSession: (options: LastingSessionOptions) => Promise<LastingSession>;
  close: () => Promise<void>;
}

export interface LastingSessionOptions {
  /** Its notifications (NOTIFY, `pg_notify`: sent when the sending transaction commits, from any instance) call `onNotify`. */
  channel: string;
  /** Called for each notification, and once more whenever a lost session is back: what was sent meanwhile is lost. */
  onNotify: () => void;
  /** Run on the session once it is (again) up, e.g. taking a session-level advisory lock that tells others this process lives. */
  setup?: readonly string[];
}

/**
 * A session of its own for what must outlast single statements: LISTEN and session-level locks. On PostgreSQL a
 * connection outside the pool (a pooled one would hand them to whoever takes it next), connected again after a loss;
 * on PGlite the database's one session.
 */
export interface LastingSession {
  /** Whether the session is up now (its locks held, its notifications heard). */
  connected: () => boolean;
  stop: () => Promise<void>;
}

/** How long a PostgreSQL lasting session waits before connecting again after its connection was lost. */
const RECONNECT_MS = 1_000;

function postgresLastingSession(url: string) {
  return async ({ channel, onNotify, setup = [] }: LastingSessionOptions): Promise<LastingSession> => {
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
        retry = setTimeout(() => void connect(), RECONNECT_MS);
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
        for (const statement of setup) await client.query(statement);
        if (stopped) return void client.end().catch(() => undefined);
        current = client;
        onNotify();
      } catch {
        client.end().catch(() => undefined);
        reconnect();
      }
    };
    await connect();
    return {
      connected: () => current !== null,
      stop: async () => {
        stopped = true;
        clearTimeout(retry);
        const client = current;
        current = null;
        await client?.end().catch(() => undefined);
      },
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
  return { db, kind: 'postgres', exclusively, lastingSession: postgresLastingSession(url), close: () => pool.end() };
}

async function openPglite(directory: string): Promise<Connection> {
  mkdirSync(directory, { recursive: true });
  const client = await PGlite.create(directory, { startParams: pgliteStartParams('app', PGlite.defaultStartParams) });
  const pglite = drizzlePglite({ client: pgliteForDrizzle(client) as PGlite, schema });
  await migratePglite(pglite, { migrationsFolder });
  const db = pglite as unknown as Database;
  // One process holds a PGlite directory: nothing else can run beside it.
  const lastingSession = async ({ channel, onNotify, setup = [] }: LastingSessionOptions): Promise<LastingSession> => {
    const stopListening = await client.listen(channel, () => onNotify());
    for (const statement of setup) await client.exec(statement);
    return {
      connected: () => !client.closed,
      // Stopping after the database closed (a test's end) has nothing left to stop.
      stop: async () => {
        if (!client.closed) await stopListening();
      },
    };
  };
  return { db, kind: 'pglite', exclusively: (work) => work(), lastingSession, close: () => client.close() };
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
