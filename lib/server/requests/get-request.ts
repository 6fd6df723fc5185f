import { and, eq, isNull, sql } from 'drizzle-orm';
import type { RequestDetail } from '../../schemas/request';
import { notFound } from '../api/errors';
import type { Database } from '../db/client';
import { jsonRows, jsonTimestamp } from '../db/json-subquery';
import { recordHistoryColumn, historyEntry } from '../audit/record-history';
import { requestOffers, requests, reservations, uploadedFiles, users } from '../db/schema';
import { attachedFile, attachedFilesColumn } from '../files/attached-files-column';
import { requestSummaryColumns, toRequestSummary } from './request-row';
import { visibleRequests, type RequestViewer } from './request-scope';

/** An offer as json_agg writes it (lib/server/db/json-subquery.ts). */
interface OfferJson {
  id: number;
  source: RequestDetail['offers'][number]['source'];
  carrier: string;
  transit_days: number;
  valid_until: string;
  offer: RequestDetail['offers'][number]['offer'];
  withdrawn: boolean;
  created_at: string;
}

/**
 * One request with its offers, files and status history, if the viewer may see it (else 404: its existence stays
 * hidden), in one statement: the lists are JSON columns of the request's row.
 */
export async function getRequest(db: Database, viewer: RequestViewer, id: number): Promise<RequestDetail> {
  const [row] = await db
    .select({
      ...requestSummaryColumns,
      search: requests.search,
      message: requests.message,
      approvedOfferId: requests.approvedOfferId,
      reservationId: reservations.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      // An offer an operator's quote of the same tariff replaced is that quote now: it isn't listed twice.
      offers: jsonRows<OfferJson>(
        db
          .select({
            id: requestOffers.id,
            source: requestOffers.source,
            carrier: requestOffers.carrier,
            transitDays: requestOffers.transitDays,
            validUntil: requestOffers.validUntil,
            offer: requestOffers.offer,
            withdrawn: requestOffers.withdrawn,
            createdAt: requestOffers.createdAt,
          })
          .from(requestOffers)
          .where(and(eq(requestOffers.requestId, id), isNull(requestOffers.replacedByOfferId))),
        sql`row_data.id`,
      ),
      files: attachedFilesColumn(db, eq(uploadedFiles.requestId, id)),
      history: recordHistoryColumn(db, 'request', id),
    })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .leftJoin(reservations, eq(reservations.requestId, requests.id))
    .where(and(eq(requests.id, id), visibleRequests(viewer)));
  if (!row) throw notFound('requests.notFound');
  return {
    ...toRequestSummary(row),
    search: row.search as unknown as Record<string, unknown>,
    message: row.message,
    approvedOfferId: row.approvedOfferId,
    reservationId: row.reservationId,
    owner: { email: row.email, fullName: [row.firstName, row.lastName].filter(Boolean).join(' ') },
    offers: row.offers.map((offer) => ({
      id: offer.id,
      source: offer.source,
      carrier: offer.carrier,
      transitDays: offer.transit_days,
      validUntil: offer.valid_until,
      offer: offer.offer,
      withdrawn: offer.withdrawn,
      createdAt: jsonTimestamp(offer.created_at),
    })),
    files: row.files.map(attachedFile),
    history: row.history.map(historyEntry),
  };
}
