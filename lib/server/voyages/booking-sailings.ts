import { and, desc, eq, inArray, max, or, sql } from 'drizzle-orm';
import { addDays, istanbulDay } from '../../domain/business-date';
import { WEEKS_AHEAD } from '../../domain/iso-week';
import type { Database } from '../db/client';
import { requests, reservations } from '../db/schema';
import { visibleRequests, type RequestViewer } from '../requests/request-scope';
import { visibleReservations } from '../reservations/reservation-scope';
import { searchVoyages, type Voyage } from './search-voyages';

/** The next sailings on one port pair the viewer has booked or had approved. */
export interface BookingLane {
  pol: string;
  pod: string;
  sailings: Voyage[];
}

/** How many lanes (most recently used first) and how many sailings per lane the account screen shows. */
export const BOOKING_LANES = 6;
export const SAILINGS_PER_LANE = 3;

const seaModes = ['SEA_LCL', 'SEA_FCL'] as const;

/**
 * "Sailings for your bookings": the port pairs of the viewer's approved requests and of their
 * reservations that are not cancelled (inside what they may see, as the other account screens), most
 * recently used first, each with its next sailings from today.
 */
export async function bookingSailings(db: Database, viewer: RequestViewer, now = new Date()): Promise<BookingLane[]> {
  const lastUsed = max(requests.updatedAt);
  const lanes = await db
    .select({ pol: requests.origin, pod: requests.destination, lastUsed })
    .from(requests)
    .leftJoin(reservations, eq(reservations.requestId, requests.id))
    .where(
      and(
        inArray(requests.mode, [...seaModes]),
        or(
          and(eq(requests.status, 'approved'), visibleRequests(viewer)),
          and(sql`${reservations.id} is not null`, sql`${reservations.status} <> 'cancelled'`, visibleReservations(viewer)),
        ),
      ),
    )
    .groupBy(requests.origin, requests.destination)
    .orderBy(desc(lastUsed))
    .limit(BOOKING_LANES);
  const today = istanbulDay(now);
  const to = addDays(today, WEEKS_AHEAD * 7 - 1);
  const found = await Promise.all(
    lanes.map(async (lane) => ({
      pol: lane.pol,
      pod: lane.pod,
      sailings: (await searchVoyages({ pols: [lane.pol], pods: [lane.pod], from: today, to, page: 1, pageSize: SAILINGS_PER_LANE }, db)).items,
    })),
  );
  return found;
}
