import { cpSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { inject } from 'vitest';
import { istanbulDay } from '@/lib/domain/business-date';

/**
 * A test file's fresh database, copied from a template instead of migrated and seeded again.
 *
 * The first file of a run that needs a database for a key (engine, business day, clock, seed scale) opens it the
 * product's way (lib/server/db/client.ts: migrations, then the start seeds), closes it and keeps it as the template;
 * every later file of the run gets a copy, which the product then opens as it does after a restart (the migrations
 * are applied, the seeds find their rows). A copy takes well under a second where a migration and seed takes about
 * eight on this machine's PGlite. The templates live in the run's own directory (tests/support/template-root.ts, the
 * Vitest global setup) and go with it; without that setup every file migrates and seeds its own database.
 */

/** The run's template directory, when the Vitest global setup made one. */
function templateRoot(): string | undefined {
  try {
    return inject('databaseTemplates');
  } catch {
    return undefined;
  }
}

/** What a template's contents depend on: a database made at 22:30 UTC, for another day or seed scale, is another. */
function templateKey(engine: 'pglite' | 'postgres'): string {
  const clock = process.env.TEST_CLOCK_UTC?.replace(':', '') ?? 'now';
  return `${engine}_${istanbulDay(new Date()).replaceAll('-', '')}_${clock}_${(process.env.TARIFF_SEED_SCALE ?? '1').replace('.', 'p')}`;
}

/**
 * Runs `build` once per key across the run's worker processes (the first to take the lock builds it; the others wait
 * for its mark). Returns true in the process that built it.
 */
async function onceAcrossWorkers(root: string, key: string, build: () => Promise<void>): Promise<boolean> {
  const ready = path.join(root, `${key}.ready`);
  try {
    mkdirSync(path.join(root, `${key}.lock`));
  } catch {
    for (let waited = 0; !existsSync(ready); waited += 100) {
      if (waited > 180_000) throw new Error(`database template ${key}: another worker took the lock and never finished it`);
      await sleep(100);
    }
    return false;
  }
  await build();
  writeFileSync(ready, '');
  return true;
}

/** Opens the product's database (migrations and seeds) and closes it again: the template is complete and at rest. */
async function migrateAndSeed(): Promise<void> {
  const { closeDb } = await import('@/lib/server/db/client');
  await (await import('@/lib/server/db/start')).startDatabase();
  await closeDb();
}

/** Fills `dataDir`'s PGlite directory from the run's template (made from it if it's the first). */
export async function pgliteFromTemplate(dataDir: string): Promise<void> {
  const root = templateRoot();
  if (!root) return;
  const key = templateKey('pglite');
  const own = path.join(dataDir, 'pglite');
  const template = path.join(root, key);
  const built = await onceAcrossWorkers(root, key, async () => {
    await migrateAndSeed();
    cpSync(own, `${template}.partial`, { recursive: true });
    renameSync(`${template}.partial`, template);
  });
  if (!built) cpSync(template, own, { recursive: true });
}

/** Creates the database `name` on the server of `adminUrl` from the run's template (made first if needed). */
export async function postgresFromTemplate(adminUrl: string, name: string, urlOf: (database: string) => string): Promise<boolean> {
  const root = templateRoot();
  if (!root) return false;
  const template = `navlun_template_${templateKey('postgres')}`;
  await onceAcrossWorkers(root, template, async () => {
    await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
    writeFileSync(path.join(root, `${template}.postgres`), adminUrl);
    const previous = process.env.DATABASE_URL;
    process.env.DATABASE_URL = urlOf(template);
    try {
      await migrateAndSeed();
    } finally {
      process.env.DATABASE_URL = previous;
    }
  });
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return true;
}

export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
