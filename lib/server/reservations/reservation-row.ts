import { eq } from 'drizzle-orm';
import type { ReservationStatus } from '../../domain/reservation-state';
import type { ReservationSummary } from '../../schemas/reservation';
import type { Database } from '../db/client';
import { requests, reservations, users } from '../db/schema';

/** The columns of a reservation's summary (with its request and owner), selected explicitly. */
export const reservationSummaryColumns = {
  id: reservations.id,
  reference: reservations.reference,
  requestId: reservations.requestId,
  requestReference: requests.reference,
  status: reservations.status,
  amount: reservations.amount,
  currency: reservations.currency,
  paymentReference: reservations.paymentReference,
  mode: requests.mode,
  origin: requests.origin,
  destination: requests.destination,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  userId: reservations.userId,
  companyId: reservations.companyId,
  createdAt: reservations.createdAt,
  updatedAt: reservations.updatedAt,
};

type Executor = Pick<Database, 'select'>;

/** The reservation rows joined to their request and owner. */
export const selectReservationSummaries = (executor: Executor) =>
  executor.select(reservationSummaryColumns).from(reservations).innerJoin(requests, eq(requests.id, reservations.requestId)).innerJoin(users, eq(users.id, reservations.userId));

export type ReservationSummaryRow = Awaited<ReturnType<ReturnType<typeof selectReservationSummaries>['execute']>>[number];

export function toReservationSummary(row: ReservationSummaryRow): ReservationSummary {
  return {
    id: row.id,
    reference: row.reference ?? '',
    requestId: row.requestId,
    requestReference: row.requestReference ?? '',
    status: row.status as ReservationStatus,
    total: { amount: row.amount, currency: row.currency },
    paymentReference: row.paymentReference,
    mode: row.mode,
    origin: row.origin,
    destination: row.destination,
    owner: { email: row.email, fullName: [row.firstName, row.lastName].filter(Boolean).join(' ') },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One summary by id (no visibility check: callers have already checked it). */
export async function reservationSummaryById(executor: Executor, id: number): Promise<ReservationSummary> {
  const [row] = await selectReservationSummaries(executor).where(eq(reservations.id, id));
  if (!row) throw new Error(`reservation ${id} vanished`);
  return toReservationSummary(row);
}
