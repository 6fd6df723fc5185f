// [E1] The app on a fresh PostgreSQL database and data directory of its own, for the ingestion and outbox parts:
// the bench's private cluster (bench/api.mjs), the embedded provider's signing key (demo users' tokens), the demo
// data with a tenth of the tariffs (they play no part there).
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { signingKeys } from '../idp/keys.mjs';
import { startApp, startPostgres } from './api.mjs';

/**
 * Starts PostgreSQL with database `name` and the app on `port`; answers { app, dataDir, databaseUrl, env, stop }.
 * `env` is the app's (DATABASE_URL included), for a start again on the same database.
 */
export async function startPostgresApp({ root, port, name, workDir = path.join(root, 'bench', '.work'), env: extra = {} }) {
  const dataDir = path.join(workDir, `data-${name}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  await signingKeys(dataDir);
  const postgres = await startPostgres(root, { name: `navlun_bench_${name}`, keep: false });
  const env = { DATABASE_URL: postgres.url, TARIFF_SEED_SCALE: '0.1', ...extra };
  try {
    const app = await startApp({ port, dataDir, env });
    return { app, dataDir, databaseUrl: postgres.url, env, stop: () => postgres.stop() };
  } catch (error) {
    await postgres.stop();
    throw error;
  }
}
