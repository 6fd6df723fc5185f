import { and, asc, count, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AdminActor } from '../admin/admin-actor';
import { conflict, notFound } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { displayName } from '../content/admin/entry-row';
import { carrierCredentials, carrierEvents, shipments, users } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { newWebhookSecret } from '../webhooks/standard-webhooks';

const HOUR_MS = 3_600_000;

/** A person as a list names them: their name, else their email (null without a person). */
export const nameOrEmail = (person: { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn }) => sql<string | null>`coalesce(${displayName(person.firstName, person.lastName)}, ${person.email})`;

/**
 * [E1] The Admin sets up a carrier's push: a credential with a new Standard Webhooks secret, answered this once
 * (the carrier signs with it), audited without the secret. One credential per carrier name (409 otherwise).
 */
export async function createCarrierCredential(db: Database, actor: AdminActor, body: { carrier: string }, requestId?: string) {
  const secret = newWebhookSecret();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(carrierCredentials).values({ carrier: body.carrier, secret, createdBy: actor.userId }).returning({ id: carrierCredentials.id });
      await writeAudit(tx, { actorId: actor.userId, action: 'carrierCredential.create', entity: 'carrierCredential', entityId: row!.id, after: { carrier: body.carrier }, requestId });
      return { id: row!.id, carrier: body.carrier, secret, previousSecretUntil: null };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('carrierCredentials.exists');
    throw error;
  }
}

/** A new secret for a credential in force; the current one keeps verifying for the overlap, then only the new one does. */
export async function rotateCarrierCredential(db: Database, actor: AdminActor, body: { id: number; overlapHours: number }, requestId?: string, now = new Date()) {
  const secret = newWebhookSecret();
  const until = new Date(now.getTime() + body.overlapHours * HOUR_MS);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ carrier: carrierCredentials.carrier, secret: carrierCredentials.secret })
      .from(carrierCredentials)
      .where(and(eq(carrierCredentials.id, body.id), isNull(carrierCredentials.revokedAt)))
      .for('update');
    if (!current) throw notFound('carrierCredentials.notFound');
    await tx.update(carrierCredentials).set({ secret, previousSecret: current.secret, previousSecretUntil: until, updatedAt: now }).where(eq(carrierCredentials.id, body.id));
    await writeAudit(tx, { actorId: actor.userId, action: 'carrierCredential.rotate', entity: 'carrierCredential', entityId: body.id, after: { carrier: current.carrier, previousSecretUntil: until.toISOString() }, requestId });
    return { id: body.id, carrier: current.carrier, secret, previousSecretUntil: until.toISOString() };
  });
}

/** Stops a carrier's pushes at once (every instance reads the credentials on each push). */
export async function revokeCarrierCredential(db: Database, actor: AdminActor, body: { id: number }, requestId?: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(carrierCredentials)
      .set({ revokedAt: now, updatedAt: now })
      .where(and(eq(carrierCredentials.id, body.id), isNull(carrierCredentials.revokedAt)))
      .returning({ carrier: carrierCredentials.carrier });
    if (!row) throw notFound('carrierCredentials.notFound');
    await writeAudit(tx, { actorId: actor.userId, action: 'carrierCredential.revoke', entity: 'carrierCredential', entityId: body.id, after: { carrier: row.carrier }, requestId });
    return { id: body.id, revokedAt: now.toISOString() };
  });
}

/**
 * Every carrier credential, newest first, with who set it up and how many of its events did what; never a secret. And
 * the carriers our shipments name (with how many), the names a new credential is picked from.
 */
export async function listCarrierCredentials(db: Database) {
  const [rows, tallies, shipmentCarriers] = await Promise.all([
    db
      .select({
        id: carrierCredentials.id,
        carrier: carrierCredentials.carrier,
        createdAt: carrierCredentials.createdAt,
        updatedAt: carrierCredentials.updatedAt,
        previousSecretUntil: carrierCredentials.previousSecretUntil,
        revokedAt: carrierCredentials.revokedAt,
        createdBy: nameOrEmail(users),
      })
      .from(carrierCredentials)
      .leftJoin(users, eq(users.id, carrierCredentials.createdBy))
      .orderBy(desc(carrierCredentials.createdAt)),
    db
      .select({ credentialId: carrierEvents.credentialId, status: carrierEvents.status, events: count(), last: max(carrierEvents.receivedAt) })
      .from(carrierEvents)
      .groupBy(carrierEvents.credentialId, carrierEvents.status),
    db.select({ carrier: shipments.carrier, shipments: count() }).from(shipments).groupBy(shipments.carrier).orderBy(asc(shipments.carrier)),
  ]);
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    items: rows.map((row) => {
      const own = tallies.filter((tally) => tally.credentialId === row.id);
      const last = own.map((tally) => tally.last).filter((date): date is Date => date !== null);
      return {
        id: row.id,
        carrier: row.carrier,
        createdAt: row.createdAt.toISOString(),
        createdBy: row.createdBy,
        updatedAt: row.updatedAt.toISOString(),
        previousSecretUntil: iso(row.previousSecretUntil),
        revokedAt: iso(row.revokedAt),
        events: Object.fromEntries(own.map((tally) => [tally.status, tally.events])),
        lastEventAt: last.length ? new Date(Math.max(...last.map((date) => new Date(date).getTime()))).toISOString() : null,
      };
    }),
    shipmentCarriers: shipmentCarriers.map((row) => ({ carrier: row.carrier, shipments: Number(row.shipments) })),
  };
}
