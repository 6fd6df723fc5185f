import type { Database } from './client';

/**
 * Something made once per database and kept with it: a statement drizzle prepares (a named statement on
 * PostgreSQL), which a request then only executes instead of building it again (a quarter of a keyed lookup's
 * time on PGlite: docs/BENCHMARKS.md).
 */
export function perDatabase<T>(make: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}
