/** `npm run db:seed`: idempotent seed of the reference data (languages, provinces, ports, airports, code lists). */
import { closeDb, getDb } from '../lib/server/db/client';
import { seedReferenceData } from '../lib/server/db/seed/reference';

const db = await getDb();
const changed = await seedReferenceData(db, { force: true });
console.info(changed ? 'Reference data seeded.' : 'Reference data already up to date.');
await closeDb();
