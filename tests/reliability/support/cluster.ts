// [Q1] (d) A scaled-out deployment for the reliability suite: a private PostgreSQL (scripts/ci/postgres.sh on a
// port and directory of its own), a Redis, N app instances and nginx in front rendered from deploy/nginx.conf
// (scripts/ops/cluster.mjs). Everything started here is stopped by its PID or pid file.
import { ensureOpsTools, startCluster } from '../../../scripts/ops/cluster.mjs';
import { freshDataDir } from './app';
import { privatePostgres } from './postgres';

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

export interface ScaleOut {
  cluster: Cluster;
  dataDir: string;
  databaseUrl: string;
  /** Stops nginx, the instances, Redis and PostgreSQL (safe to call twice). */
  stop: () => Promise<void>;
}

export interface ScaleOutOptions {
  name: string;
  instances?: number;
  /** One port per instance (free ports). */
  appPorts: number[];
  nginxPort: number;
  redisPort: number;
  env?: Record<string, string>;
}

/**
 * PostgreSQL + Redis + `instances` app instances + nginx, the app with TRUST_PROXY=1 and the real rate limits.
 * PostgreSQL's port and directory: SCALE_PG_PORT and SCALE_PG_DIR when set, else free ones (privatePostgres).
 */
export async function startScaleOut({ name, instances = 2, appPorts, nginxPort, redisPort, env = {} }: ScaleOutOptions): Promise<ScaleOut> {
  await ensureOpsTools();
  const pg = await privatePostgres(name, { port: process.env.SCALE_PG_PORT, dir: process.env.SCALE_PG_DIR });
  const dataDir = await freshDataDir(name);
  let cluster: Cluster;
  try {
    cluster = await startCluster({
      instances,
      appPorts,
      nginxPort,
      redisPort,
      databaseUrl: pg.url,
      dataDir,
      startTimeoutMs: 180_000,
      env: { RATE_LIMIT_MULTIPLIER: '1', TARIFF_SEED_SCALE: '0.1', ...env },
    });
  } catch (error) {
    await pg.close();
    throw error;
  }
  let stopped = false;
  return {
    cluster,
    dataDir,
    databaseUrl: pg.url,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await cluster.stop();
      await pg.close();
    },
  };
}
