/** `npm run db:migrate`: applies the migrations (and the reference data) to DATABASE_URL or the embedded PGlite in DATA_DIR. */
import { closeDb, connection } from '../lib/server/db/client';

const { kind } = await connection();
console.info(`Migrations applied (${kind}).`);
await closeDb();
