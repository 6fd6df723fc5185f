import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { paymentReference } from '../../domain/payment-reference';
import { reservationReference } from '../../domain/reservation-state';
import type { ReservationSummary, createReservationBody } from '../../schemas/reservation';
import { conflict } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { demandOffers, reservations } from '../db/schema';
import { emailNotices, recordNotice, type Notice } from '../notifications/notify';
import { requestActorOf, type RequestViewer } from '../requests/request-scope';
import { transitionRequest } from '../requests/request-transition';
import { reservationSummaryById } from './reservation-row';

interface CreateReservationInput {
  viewer: RequestViewer;
  body: z.output<typeof createReservationBody>;
  requestId?: string;
}

/** Postgres' unique_violation. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505' || (error as { cause?: { code?: unknown } } | null)?.cause?.code === '23505';

/**
 * Books an approved request, in one transaction: the request row is locked (FOR UPDATE) and moved
 * approved → converted by the request state machine (409 from any other state: a second, even a
 * simultaneous, conversion waits for the lock and then finds it converted); the reservation gets the
 * approved offer's total (never an amount from the caller), a BK reference and a transfer payment
 * reference from its id; both changes are audited, the customer notified. The unique demand_id is the
 * last guard: a second reservation of the same request can't exist.
 */
export async function createReservation(db: Database, { viewer, body, requestId }: CreateReservationInput, now = new Date()): Promise<ReservationSummary> {
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
          .select({ offerId: demandOffers.id, amount: demandOffers.totalAmount, currency: demandOffers.currency })
          .from(demandOffers)
          .where(sql`${demandOffers.id} = (select approved_offer_id from demands where id = ${row.id})`);
        if (!approved) throw conflict('reservations.noApprovedOffer');
        const ids = (await tx.execute(sql`select nextval(pg_get_serial_sequence('reservations', 'id'))::int as id`)) as unknown as { rows: { id: number }[] };
        const id = Number(ids.rows[0]?.id);
        const reference = reservationReference(id, now);
        const [created] = await tx
          .insert(reservations)
          .values({
            id,
            reference,
            demandId: row.id,
            offerId: approved.offerId,
            userId: row.userId,
            companyId: row.companyId,
            status: 'awaitingPayment',
            amount: approved.amount,
            currency: approved.currency,
            paymentReference: paymentReference(id),
            parties: body.parties ?? {},
            cargoDescription: body.cargoDescription ?? '',
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
    if (isUniqueViolation(error)) throw conflict('reservations.alreadyExists');
    throw error;
  }
  await emailNotices(db, notices);
  return reservationSummaryById(db, reservationId);
}
