// A private PostgreSQL cluster for the reliability suite (scripts/ci/postgres.sh with a port and directory of
// its own), a fresh database per test file, and direct SQL for counting rows.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Pool } from 'pg';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const script = path.join(root, 'scripts/ci/postgres.sh');
const defaultPort = process.env.RELIABILITY_PG_PORT ?? '55441';

export interface PrivatePostgres {
  /** The fresh database's URL, for DATABASE_URL. */
  url: string;
  /** Direct SQL on the fresh database. */
  sql: <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;
  /** pg_ctl stop -m fast (the cluster's own pid file). */
  stop: () => void;
  /** Starts the stopped cluster again on the same port and directory. */
  start: () => void;
  /** Closes the SQL pool and stops the cluster (afterAll; safe to call twice). */
  close: () => Promise<void>;
}

/**
 * Starts the cluster on `port` (default RELIABILITY_PG_PORT or 55441; its directory `dir`, default
 * /tmp/navlun-reliability-pg-{port}), stopping a leftover one of an aborted run first, and creates the database `name` afresh.
 */
export async function privatePostgres(name: string, { port = defaultPort, dir }: { port?: string; dir?: string } = {}): Promise<PrivatePostgres> {
  const env = { ...process.env, PG_PORT: port, PG_DIR: dir ?? (port === defaultPort ? process.env.RELIABILITY_PG_DIR : undefined) ?? `/tmp/navlun-reliability-pg-${port}` };
  const startCluster = () => execFileSync('bash', [script, 'start'], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  const stopCluster = () => void execFileSync('bash', [script, 'stop'], { env, stdio: 'ignore' });
  stopCluster();
  const adminUrl = startCluster();
  const admin = new Pool({ connectionString: adminUrl, max: 1 });
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  let pool: Pool | null = null;
  const connect = () => {
    pool ??= new Pool({ connectionString: url, max: 2 });
    pool.on('error', () => undefined);
    return pool;
  };
  return {
    url,
    sql: async <T,>(text: string, values?: unknown[]) => (await connect().query(text, values)).rows as T[],
    stop: () => {
      void pool?.end().catch(() => undefined);
      pool = null;
      stopCluster();
    },
    start: () => void startCluster(),
    close: async () => {
      await pool?.end().catch(() => undefined);
      pool = null;
      stopCluster();
    },
  };
}
