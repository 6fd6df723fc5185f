/**
 * `npm run db:seed`: the database's start step on its own (lib/server/db/start.ts): migrations, then the start seeds,
 * with the reference lists (languages, provinces, ports, airports, code lists) written again. Idempotent. The build
 * runs it first, so the pages it renders read a seeded database.
 */
import { closeDb } from '../lib/server/db/client';
import { startDatabase } from '../lib/server/db/start';

await startDatabase({ forceReference: true });
console.info('Database migrated and seeded.');
await closeDb();
