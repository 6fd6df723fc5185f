import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { paymentReference } from '../../domain/payment-reference';
import { reservationReference } from '../../domain/reservation-state';
import type { ReservationSummary, createReservationBody } from '../../schemas/reservation';
import { ApiError, conflict } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/unique-violation';
import { requestOffers, reservations } from '../db/schema';
import type { Locale } from '../../routes';
import { emailNotices, recordNotice, type Notice } from '../notifications/notify';
import { localeToRemember } from '../notifications/remember-locale';
import { requestActorOf, type RequestViewer } from '../requests/request-scope';
import { transitionRequest } from '../requests/request-transition';
import { reservationSummaryById } from './reservation-row';
import { recordReservationEvent } from '../webhooks/record-webhook-events';
import { visibleReservations } from './reservation-scope';

interface CreateReservationInput {
  viewer: RequestViewer;
  body: z.output<typeof createReservationBody>;
  /** The call's Idempotency-Key header: a retry with it answers the reservation the first call created. */
  idempotencyKey?: string;
  requestId?: string;
  /** The language the customer acts in: the reservation's mails are written in it. */
  locale?: Locale | null;
}

/** Postgres' unique_violation. */

/**
 * Books an approved request, in one transaction: the request row is locked (FOR UPDATE) and moved
 * approved → converted by the request state machine (409 from any other state: a second, even a
 * simultaneous, conversion waits for the lock and then finds it converted); the reservation gets the
 * approved offer's total (never an amount from the caller), a BK reference and a transfer payment
 * reference from its id; both changes are audited, the customer notified. The unique request_id is the
 * last guard: a second reservation of the same request can't exist.
 *
 * With an idempotency key, a retry (the same key for the same request) answers the reservation the first
 * call created (`created: false`), also when both run at once: the loser of the request lock finds it
 * converted (409) or the unique (user_id, idempotency_key) index refuses its row, and then reads the
 * winner's. The same key on another request of the same owner is a 409.
 */
export async function createReservation(
  db: Database,
  { viewer, body, idempotencyKey, requestId, locale }: CreateReservationInput,
  now = new Date(),
): Promise<{ created: boolean; reservation: ReservationSummary }> {
  if (idempotencyKey) {
    const earlier = await reservationOfKey(db, viewer, body.requestId, idempotencyKey);
    if (earlier) return { created: false, reservation: earlier };
  }
  const notices: Notice[] = [];
  let reservationId = 0;
  try {
    await transitionRequest(db, {
      viewer,
      id: body.requestId,
      action: 'convert',
      actor: (row) => requestActorOf(viewer, row),
      requestId,
      now,
      apply: async (tx, row) => {
        const [approved] = await tx
          .select({ offerId: requestOffers.id, amount: requestOffers.totalAmount, currency: requestOffers.currency })
          .from(requestOffers)
          .where(sql`${requestOffers.id} = (select approved_offer_id from requests where id = ${row.id})`);
        if (!approved) throw conflict('reservations.noApprovedOffer');
        const ids = (await tx.execute(sql`select nextval(pg_get_serial_sequence('reservations', 'id'))::int as id`)) as unknown as { rows: { id: number }[] };
        const id = Number(ids.rows[0]?.id);
        const reference = reservationReference(id, now);
        const [created] = await tx
          .insert(reservations)
          .values({
            id,
            reference,
            requestId: row.id,
            offerId: approved.offerId,
            userId: row.userId,
            companyId: row.companyId,
            status: 'awaitingPayment',
            locale: localeToRemember(viewer.userId, row.userId, locale),
            amount: approved.amount,
            currency: approved.currency,
            paymentReference: paymentReference(id),
            parties: body.parties ?? {},
            cargoDescription: body.cargoDescription ?? '',
            idempotencyKey: idempotencyKey ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: reservations.id, paymentReference: reservations.paymentReference });
        if (!created) throw new Error('insert returned no row');
        reservationId = created.id;
        await writeAudit(tx, {
          actorId: viewer.userId,
          action: 'reservation.create',
          entity: 'reservation',
          entityId: id,
          before: null,
          after: { status: 'awaitingPayment', requestId: row.id, offerId: approved.offerId, total: { amount: approved.amount, currency: approved.currency } },
          requestId,
        });
        await recordReservationEvent(tx, 'reservation.created', id);
        notices.push(
          await recordNotice(tx, {
            userId: row.userId,
            kind: 'reservationCreated',
            params: { reference, amount: approved.amount, currency: approved.currency, paymentReference: created.paymentReference },
            money: { amount: [approved.amount, approved.currency] },
            link: { to: 'reservationDetails', query: { id: String(id) } },
          }),
        );
        return { audit: { reservationId: id } };
      },
    });
  } catch (error) {
    const lostRace = isUniqueViolation(error) || (error instanceof ApiError && error.status === 409);
    if (idempotencyKey && lostRace) {
      const earlier = await reservationOfKey(db, viewer, body.requestId, idempotencyKey);
      if (earlier) return { created: false, reservation: earlier };
    }
    if (isUniqueViolation(error)) throw conflict('reservations.alreadyExists');
    throw error;
  }
  await emailNotices(db, notices);
  return { created: true, reservation: await reservationSummaryById(db, reservationId) };
}

/** The reservation an earlier call with this key made of this request, if the viewer may see it. */
async function reservationOfKey(db: Database, viewer: RequestViewer, requestId: number, key: string): Promise<ReservationSummary | null> {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.requestId, requestId), eq(reservations.idempotencyKey, key), visibleReservations(viewer)));
  return row ? reservationSummaryById(db, row.id) : null;
}
