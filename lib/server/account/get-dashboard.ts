import { and, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { istanbulDay } from '../../domain/business-date';
import { convert, money } from '../../domain/money';
import type { RequestStatus } from '../../domain/request-state';
import type { RequestSummary } from '../../schemas/request';
import type { Database } from '../db/client';
import { requestOffers, requests, reservations } from '../db/schema';
import { pricingTables } from '../freight/pricing-tables';
import { requestSummaryColumns, toRequestSummary } from '../requests/request-row';

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

/** The signed-in user's own dashboard: their requests and reservations, read with their id inside every query. */
export async function getDashboard(db: Database, userId: string, now = new Date()): Promise<Dashboard> {
  const today = istanbulDay(now);
  const months = lastMonths(today, SPEND_MONTHS);
  const own = eq(requests.userId, userId);
  const [requestCounts, reservationCounts, recentRequests, recentReservations, booked, departures, { fx }] = await Promise.all([
    db.select({ status: requests.status, n: count() }).from(requests).where(own).groupBy(requests.status),
    db.select({ status: reservations.status, n: count() }).from(reservations).where(eq(reservations.userId, userId)).groupBy(reservations.status),
    db.select(requestSummaryColumns).from(requests).where(own).orderBy(desc(requests.createdAt), desc(requests.id)).limit(5),
    db
      .select({ id: reservations.id, reference: reservations.reference, status: reservations.status, amount: reservations.amount, currency: reservations.currency, createdAt: reservations.createdAt })
      .from(reservations)
      .where(eq(reservations.userId, userId))
      .orderBy(desc(reservations.createdAt), desc(reservations.id))
      .limit(5),
    db
      .select({ month: sql<string>`to_char(${reservations.createdAt} at time zone 'Europe/Istanbul', 'YYYY-MM')`, currency: reservations.currency, amount: sql<string>`sum(${reservations.amount})` })
      .from(reservations)
      .where(and(eq(reservations.userId, userId), ne(reservations.status, 'cancelled'), gte(reservations.createdAt, sql`${`${months[0]}-01`}::date`)))
      .groupBy(sql`1`, reservations.currency),
    db
      .select({ requestId: requests.id, reference: requests.reference, offer: requestOffers.offer })
      .from(requests)
      .innerJoin(requestOffers, eq(requestOffers.id, requests.approvedOfferId))
      .where(and(own, sql`${requests.status} in ('approved', 'converted')`, sql`(${requestOffers.offer} ->> 'departure') >= ${today}`))
      .orderBy(sql`${requestOffers.offer} ->> 'departure'`)
      .limit(5),
    pricingTables(db, now.getTime()),
  ]);
  const rates = { ...fx.rates, TRY: 1 };
  const byMonth = new Map(months.map((month) => [month, 0]));
  for (const row of booked) {
    if (byMonth.has(row.month)) byMonth.set(row.month, byMonth.get(row.month)! + convert(money(Number(row.amount), row.currency), 'TRY', rates).amount);
  }
  return {
    requestCounts: Object.fromEntries(requestCounts.map((row) => [row.status, row.n])),
    reservationCounts: Object.fromEntries(reservationCounts.map((row) => [row.status, row.n])),
    recentRequests: recentRequests.map(toRequestSummary),
    recentReservations: recentReservations.map((row) => ({ id: row.id, reference: row.reference ?? '', status: row.status, amount: { amount: row.amount, currency: row.currency }, createdAt: row.createdAt.toISOString() })),
    bookingsByMonth: months.map((month) => ({ month, amountTry: byMonth.get(month) ?? 0 })),
    nextDepartures: departures.map(({ requestId, reference, offer }) => ({ requestId, reference: reference ?? '', carrier: offer.carrier, origin: offer.origin, destination: offer.destination, departure: offer.departure })),
    fxDate: fx.date,
  };
}
