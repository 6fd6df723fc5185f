import { and, asc, eq, isNull } from 'drizzle-orm';
import type { RequestDetail } from '../../schemas/request';
import { notFound } from '../api/errors';
import type { Database } from '../db/client';
import { auditLog, requestOffers, requests, reservations, uploadedFiles, users } from '../db/schema';
import { requestSummaryColumns, toRequestSummary } from './request-row';
import { visibleRequests, type RequestViewer } from './request-scope';

const stateOf = (value: unknown): string | null => {
  const status = (value as { status?: unknown } | null)?.status;
  return typeof status === 'string' ? status : null;
};

/** One request with its offers, files and status history, if the viewer may see it (else 404: its existence stays hidden). */
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
    })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .leftJoin(reservations, eq(reservations.requestId, requests.id))
    .where(and(eq(requests.id, id), visibleRequests(viewer)));
  if (!row) throw notFound('requests.notFound');
  const [offers, files, history] = await Promise.all([
    // An offer an operator's quote of the same tariff replaced is that quote now: it isn't listed twice.
    db.select().from(requestOffers).where(and(eq(requestOffers.requestId, id), isNull(requestOffers.replacedByOfferId))).orderBy(asc(requestOffers.id)),
    db
      .select({ id: uploadedFiles.id, fileName: uploadedFiles.fileName, mediaType: uploadedFiles.mediaType, sizeBytes: uploadedFiles.sizeBytes })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.requestId, id))
      .orderBy(asc(uploadedFiles.createdAt)),
    db
      .select({ at: auditLog.createdAt, action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'request'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id)),
  ]);
  return {
    ...toRequestSummary(row),
    search: row.search as unknown as Record<string, unknown>,
    message: row.message,
    approvedOfferId: row.approvedOfferId,
    reservationId: row.reservationId,
    owner: { email: row.email, fullName: [row.firstName, row.lastName].filter(Boolean).join(' ') },
    offers: offers.map((offer) => ({
      id: offer.id,
      source: offer.source,
      carrier: offer.carrier,
      transitDays: offer.transitDays,
      validUntil: offer.validUntil,
      offer: offer.offer,
      withdrawn: offer.withdrawn,
      createdAt: offer.createdAt.toISOString(),
    })),
    files,
    history: history.map((entry) => ({ at: entry.at.toISOString(), action: entry.action, from: stateOf(entry.before), to: stateOf(entry.after) })),
  };
}
