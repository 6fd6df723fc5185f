// A private PostgreSQL cluster for the reliability suite (scripts/ci/postgres.sh with a port and directory of
// its own), a fresh database per test file, and direct SQL for counting rows.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Pool } from 'pg';
import { freePort } from '../../support/free-port';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const script = path.join(root, 'scripts/ci/postgres.sh');

export interface PrivatePostgres {
  /** The fresh database's URL, for DATABASE_URL. */
  url: string;
  /** Direct SQL on the fresh database. */
  sql: <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;
  /** pg_ctl stop -m fast (the cluster's own pid file). */
  stop: () => void;
  /** Starts the stopped cluster again on the same port and directory. */
  start: () => void;
  /** Closes the SQL pool and stops the cluster (afterAll; safe to call twice); one on a port and directory picked here is deleted too. */
  close: () => Promise<void>;
}

/**
 * Starts the cluster on `port` (default RELIABILITY_PG_PORT, else a port free at this moment, so two runs on one
 * machine never stop each other's database; its directory `dir`, default RELIABILITY_PG_DIR, else
 * /tmp/navlun-reliability-pg-{port}), stopping a leftover one of an aborted run first, and creates the database
 * `name` afresh.
 */
export async function privatePostgres(name: string, options: { port?: string; dir?: string } = {}): Promise<PrivatePostgres> {
  const configuredPort = options.port ?? process.env.RELIABILITY_PG_PORT;
  const configuredDir = options.dir ?? (options.port === undefined ? process.env.RELIABILITY_PG_DIR : undefined);
  const port = configuredPort ?? String(await freePort());
  // A cluster on a port and in a directory of its own is deleted when closed; a configured one is kept.
  const owned = !configuredPort && !configuredDir;
  const env = { ...process.env, PG_PORT: port, PG_DIR: configuredDir ?? `/tmp/navlun-reliability-pg-${port}` };
  const startCluster = () => execFileSync('bash', [script, 'start'], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  const stopCluster = (command: 'stop' | 'remove' = 'stop') => void execFileSync('bash', [script, command], { env, stdio: 'ignore' });
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
      stopCluster(owned ? 'remove' : 'stop');
    },
  };
}
