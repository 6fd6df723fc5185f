import { exclusively, getDb, type Database } from './client';
import { seedStartData } from './seed/start-data';

const seeded = new WeakMap<Database, Promise<void>>();

/**
 * The start step: the database open and migrated (getDb), then seeded with what every start needs (seed/start-data.ts),
 * once per connection; instances starting together on one PostgreSQL take turns. Called when the server starts
 * (instrumentation.ts), before the build renders its pages, by `npm run db:seed` and by the test harness.
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
