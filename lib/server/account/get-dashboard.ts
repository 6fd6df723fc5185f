import { and, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { istanbulDay } from '../../domain/business-date';
import { convert, money } from '../../domain/money';
import type { RequestStatus } from '../../domain/request-state';
import type { Offer } from '../../schemas/freight';
import type { RequestSummary } from '../../schemas/request';
import type { Database } from '../db/client';
import { jsonCounts, jsonRows, jsonTimestamp } from '../db/json-subquery';
import { requestOffers, requests, reservations, users } from '../db/schema';
import { pricingTables } from '../freight/pricing-tables';
import { requestSummaryColumns, requestSummaryFromJson, type RequestSummaryJson } from '../requests/request-row';

/** How many months of bookings the dashboard's chart shows, this month included. */
export const SPEND_MONTHS = 6;

export interface DashboardReservation {
  id: number;
  reference: string;
  status: string;
  amount: { amount: number; currency: string };
  createdAt: string;
}

export interface Departure {
  requestId: number;
  reference: string;
  carrier: string;
  origin: string;
  destination: string;
  departure: string;
}

export interface Dashboard {
  requestCounts: Partial<Record<RequestStatus, number>>;
  reservationCounts: Record<string, number>;
  recentRequests: RequestSummary[];
  recentReservations: DashboardReservation[];
  /** Booked value per month (reservations not cancelled), in TRY minor units, oldest first. */
  bookingsByMonth: { month: string; amountTry: number }[];
  /** The departures of approved and booked offers from today on, soonest first. */
  nextDepartures: Departure[];
  fxDate: string;
}

/** The months YYYY-MM from `months - 1` months before `today`'s month to it. */
export function lastMonths(today: string, months: number): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: months }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (months - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

/** json_agg's rows of the recent bookings (the columns' SQL names; timestamps as ISO text with an offset). */
interface RecentReservationJson {
  id: number;
  reference: string | null;
  status: string;
  amount: number;
  currency: string;
  created_at: string;
}

/** Newest first, as the recent lists are cut. */
const newestFirst = sql`row_data.created_at desc, row_data.id desc`;

/**
 * The signed-in user's own dashboard, read in one statement (the parts as JSON subqueries of the user's row, each
 * with the user's id inside): a signed-in page on the embedded database pays for every statement it sends.
 */
export async function getDashboard(db: Database, userId: string, now = new Date()): Promise<Dashboard> {
  const today = istanbulDay(now);
  const months = lastMonths(today, SPEND_MONTHS);
  const own = eq(requests.userId, userId);
  const ownBookings = eq(reservations.userId, userId);
  const parts = db
    .select({
      requestCounts: jsonCounts(db.select({ key: sql`${requests.status}`.as('key'), n: count().as('n') }).from(requests).where(own).groupBy(requests.status)),
      reservationCounts: jsonCounts(db.select({ key: sql`${reservations.status}`.as('key'), n: count().as('n') }).from(reservations).where(ownBookings).groupBy(reservations.status)),
      recentRequests: jsonRows<RequestSummaryJson>(
        db
          .select({ ...requestSummaryColumns, total: requestSummaryColumns.total.as('total') })
          .from(requests)
          .where(own)
          .orderBy(desc(requests.createdAt), desc(requests.id))
          .limit(5),
        newestFirst,
      ),
      recentReservations: jsonRows<RecentReservationJson>(
        db
          .select({ id: reservations.id, reference: reservations.reference, status: reservations.status, amount: reservations.amount, currency: reservations.currency, createdAt: reservations.createdAt })
          .from(reservations)
          .where(ownBookings)
          .orderBy(desc(reservations.createdAt), desc(reservations.id))
          .limit(5),
        newestFirst,
      ),
      booked: jsonRows<{ month: string; currency: string; amount: string }>(
        db
          .select({ month: sql<string>`to_char(${reservations.createdAt} at time zone 'Europe/Istanbul', 'YYYY-MM')`.as('month'), currency: reservations.currency, amount: sql<string>`sum(${reservations.amount})::text`.as('amount') })
          .from(reservations)
          .where(and(ownBookings, ne(reservations.status, 'cancelled'), gte(reservations.createdAt, sql`${`${months[0]}-01`}::date`)))
          .groupBy(sql`1`, reservations.currency),
      ),
      departures: jsonRows<{ id: number; reference: string | null; offer: Offer }>(
        db
          .select({ id: requests.id, reference: requests.reference, offer: requestOffers.offer })
          .from(requests)
          .innerJoin(requestOffers, eq(requestOffers.id, requests.approvedOfferId))
          .where(and(own, sql`${requests.status} in ('approved', 'converted')`, sql`(${requestOffers.offer} ->> 'departure') >= ${today}`))
          .orderBy(sql`${requestOffers.offer} ->> 'departure'`)
          .limit(5),
        sql`row_data.offer ->> 'departure'`,
      ),
    })
    .from(users)
    .where(eq(users.id, userId));
  const [[row], { fx }] = await Promise.all([parts, pricingTables(db, now.getTime())]);
  const rates = { ...fx.rates, TRY: 1 };
  const byMonth = new Map(months.map((month) => [month, 0]));
  for (const { month, currency, amount } of row?.booked ?? []) {
    if (byMonth.has(month)) byMonth.set(month, byMonth.get(month)! + convert(money(Number(amount), currency), 'TRY', rates).amount);
  }
  return {
    requestCounts: row?.requestCounts ?? {},
    reservationCounts: row?.reservationCounts ?? {},
    recentRequests: (row?.recentRequests ?? []).map(requestSummaryFromJson),
    recentReservations: (row?.recentReservations ?? []).map((reservation) => ({
      id: reservation.id,
      reference: reservation.reference ?? '',
      status: reservation.status,
      amount: { amount: reservation.amount, currency: reservation.currency },
      createdAt: jsonTimestamp(reservation.created_at),
    })),
    bookingsByMonth: months.map((month) => ({ month, amountTry: byMonth.get(month) ?? 0 })),
    nextDepartures: (row?.departures ?? []).map(({ id, reference, offer }) => ({ requestId: id, reference: reference ?? '', carrier: offer.carrier, origin: offer.origin, destination: offer.destination, departure: offer.departure })),
    fxDate: fx.date,
  };
}
