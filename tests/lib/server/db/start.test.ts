import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The database client opens and migrates; seeding is the start step's (lib/server/db/start.ts), not a side effect of getDb(). */
describe('the database start step', () => {
  let dataDir: string;
  let client: typeof import('@/lib/server/db/client');

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'navlun-start-'));
    Object.assign(process.env, { DATA_DIR: dataDir, LOG_LEVEL: 'silent', TARIFF_SEED_SCALE: '0.1' });
    delete process.env.DATABASE_URL;
    client = await import('@/lib/server/db/client');
  });
  afterAll(async () => {
    await client.closeDb();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const rows = async (table: typeof client.schema.languages | typeof client.schema.contentEntries | typeof client.schema.users) =>
    (await (await client.getDb()).select({ n: count() }).from(table))[0]!.n;

  it('getDb() gives a migrated, empty database: every table is there, no seed ran', async () => {
    expect(await rows(client.schema.languages)).toBe(0);
    expect(await rows(client.schema.contentEntries)).toBe(0);
    expect(await rows(client.schema.users)).toBe(0);
  });

  it('startDatabase() seeds what every start needs on that same connection, once', async () => {
    const { startDatabase } = await import('@/lib/server/db/start');
    const db = await startDatabase();
    expect(db).toBe(await client.getDb());
    expect(await rows(client.schema.languages)).toBeGreaterThanOrEqual(2);
    expect(await rows(client.schema.contentEntries)).toBeGreaterThan(100);
    expect(await rows(client.schema.users)).toBeGreaterThan(0); // the embedded provider's demo users
    const users = await rows(client.schema.users);
    await startDatabase();
    expect(await rows(client.schema.users)).toBe(users);
  });
});
