import { authConfig } from '../../auth/config';
import { seedDemoUsers } from '../../users/seed-demo-users';
import type { Database } from '../client';
import { seedContent } from './content/seed-content';
import { seedFreightData } from './freight';
import { seedReferenceData } from './reference';
import { seedTrackingData } from './tracking';

/**
 * What every start needs: the reference data, the freight data (FX, trucking bands, demo tariffs), the demo users
 * while the embedded provider is in use, the tracking demo data (ship program, shipments) and the site content.
 * Each part finds its own rows and leaves them be; `forceReference` writes the reference lists again (`db:seed`).
 */
export async function seedStartData(db: Database, options: { forceReference?: boolean } = {}): Promise<void> {
  await seedReferenceData(db, { force: options.forceReference });
  await seedFreightData(db);
  if (authConfig().embedded) await seedDemoUsers(db);
  // After the demo users: a quarter of the demo shipments are theirs.
  await seedTrackingData(db);
  // The site content (blog, FAQ, glossary, legal texts …): inserted once, never overwriting an editor's change.
  await seedContent(db);
}
