import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';

type Executor = Pick<Database, 'select'>;

export const subscriptionColumns = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  locale: newsletterSubscriptions.locale,
  status: newsletterSubscriptions.status,
  tokenNonce: newsletterSubscriptions.tokenNonce,
};

/** A subscription by its address (any case), locked for the transaction's update. */
export async function lockSubscriptionByEmail(tx: Executor, email: string) {
  const [row] = await tx.select(subscriptionColumns).from(newsletterSubscriptions).where(sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`).for('update');
  return row;
}
