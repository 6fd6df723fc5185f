import { eq } from 'drizzle-orm';
import { matchRegistrationChannel } from '../../domain/registration-channel';
import { badRequest, notFound } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/** Stores the channel a user registered through; it must be one of the configured channels. */
export async function assignRegistrationChannel(db: Database, userId: string, channel: string, channels: readonly string[], requestId: string): Promise<{ registrationChannel: string }> {
  const registrationChannel = matchRegistrationChannel(channel, channels);
  if (!registrationChannel) throw badRequest('errors.validation', [{ field: 'registrationChannel', code: 'session.unknownChannel' }]);
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ registrationChannel: users.registrationChannel }).from(users).where(eq(users.id, userId));
    if (!before) throw notFound('errors.notFound');
    await tx.update(users).set({ registrationChannel, updatedAt: new Date() }).where(eq(users.id, userId));
    await writeAudit(tx, { actorId: userId, action: 'user.registrationChannel', entity: 'user', entityId: userId, before, after: { registrationChannel }, requestId });
    return { registrationChannel };
  });
}
