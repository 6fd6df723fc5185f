import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const MIGRATIONS = 'lib/server/db/migrations';

/** The migrations folder as it was up to and including migration `last` (the journal cut there). */
function migrationsUpTo(last: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'navlun-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx <= last) }));
  return folder;
}

/** Migration 0012 gives the requests their one name ("request") in the tables; a database made before it keeps every row. */
describe('migration 0012: demands become requests', () => {
  const client = new PGlite();
  const before = migrationsUpTo(11);
  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('renames the tables, columns and audit entity of an existing database, keeping every row, link and sequence', async () => {
    await migrate(drizzle(client), { migrationsFolder: before });
    await client.exec(`
      insert into users (id, email, first_name, last_name, roles) values ('u-1', 'u1@example.com', 'Ayşe', 'Yılmaz', '["Customer"]');
      insert into demands (user_id, mode, origin, destination, ready_date, search, status) values ('u-1', 'SEA_LCL', 'TRAMR', 'DEHAM', '2026-12-01', '{}', 'converted');
      insert into demand_offers (demand_id, source, carrier, transit_days, valid_until, total_amount, currency, offer) values (1, 'instant', 'Carrier', 20, '2026-12-10', 120000, 'USD', '{}');
      insert into reservations (reference, demand_id, offer_id, user_id, status, amount, currency, payment_reference) values ('RS-1', 1, 1, 'u-1', 'confirmed', 120000, 'USD', 'PR-RS-1');
      insert into audit_log (actor_id, action, entity, entity_id) values ('u-1', 'request.create', 'demand', '1');
    `);

    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });

    const one = async (query: string) => (await client.query<Record<string, unknown>>(query)).rows[0];
    expect(await one(`select id, user_id, status from requests`)).toEqual({ id: 1, user_id: 'u-1', status: 'converted' });
    expect(await one(`select request_id, total_amount from request_offers`)).toEqual({ request_id: 1, total_amount: 120000 });
    expect(await one(`select request_id, offer_id from reservations`)).toEqual({ request_id: 1, offer_id: 1 });
    expect(await one(`select entity, entity_id from audit_log`)).toEqual({ entity: 'request', entity_id: '1' });
    expect(await one(`insert into requests (user_id, mode, origin, destination, ready_date, search, status) values ('u-1', 'AIR', 'IST', 'JFK', '2026-12-02', '{}', 'submitted') returning id`)).toEqual({ id: 2 });
    const { rows } = await client.query<{ name: string }>(
      `select conname as name from pg_constraint where conname like '%demand%' union all select relname from pg_class where relname like '%demand%'`,
    );
    expect(rows).toEqual([]);
    await expect(client.query(`insert into reservations (reference, request_id, offer_id, user_id, status, amount, currency, payment_reference) values ('RS-2', 99, 1, 'u-1', 'confirmed', 1, 'USD', 'PR-RS-2')`)).rejects.toThrow(/reservations_request_id_requests_id_fk/);
  });
});
