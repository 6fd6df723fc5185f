import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../idp/db.mjs';
import { keyPaths } from '../../idp/keys.mjs';
import { PROVIDER_NODE_FLAGS } from '../../scripts/server-flags.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'navlun-idp-prepare-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// [P1] `npm start` runs each server's start step alone first (scripts/start.mjs), in a process that then ends: the
// provider's `--prepare` makes its directory and keys and seeds the demo users, without listening.
// The embedded provider's step, on PGlite: once, not again in the PostgreSQL project (its database is the same code's).
it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('idp/server.mjs --prepare makes the directory, its demo users and the keys, listens nowhere, and ends with 0', async () => {
  const run = spawnSync(process.execPath, [...PROVIDER_NODE_FLAGS, 'idp/server.mjs', '--prepare'], { encoding: 'utf8', timeout: 120_000, env: { ...process.env, DATA_DIR: dataDir, IDP_PORT: '1', DATABASE_URL: '' } });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).not.toMatch(/listening/);
  for (const file of [keyPaths(dataDir).privateJwks, keyPaths(dataDir).publicJwks]) expect(existsSync(file), file).toBe(true);
  const db = await openDatabase({ dataDir });
  try {
    const users = await db.query('select count(*)::int as n from idp.users');
    expect((users[0] as { n: number }).n).toBeGreaterThan(0);
  } finally {
    await db.close();
  }
}, 150_000);
