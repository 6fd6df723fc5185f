import { exclusively, getDb, type Database } from './client';
import { seedStartData } from './seed/start-data';

/**
 * The seeding of each open connection, kept on globalThis like the connection itself (client.ts): the server's start
 * (scripts/server.mjs, from the API bundle) and Next's instrumentation hook hold separate copies of this module and
 * must share one seeding.
 */
const holder = globalThis as typeof globalThis & { __navlunSeeded?: WeakMap<Database, Promise<void>> };
const seeded = (holder.__navlunSeeded ??= new WeakMap());

/**
 * The start step: the database open and migrated (getDb), then seeded with what every start needs (seed/start-data.ts),
 * once per connection; instances starting together on one PostgreSQL take turns. Run before the server takes its first
 * request (scripts/server.mjs; instrumentation.ts under `next dev`), before the build renders its pages, by
 * `npm run db:seed` and by the test harness.
 */
export async function startDatabase(options: { forceReference?: boolean } = {}): Promise<Database> {
  const db = await getDb();
  if (!seeded.has(db) || options.forceReference) {
    const seeding = exclusively(() => seedStartData(db, options));
    seeded.set(db, seeding);
    seeding.catch(() => seeded.delete(db));
  }
  await seeded.get(db);
  return db;
}
