import { and, asc, eq } from 'drizzle-orm';
import type { RequestDetail } from '../../schemas/request';
import { notFound } from '../api/errors';
import type { Database } from '../db/client';
import { auditLog, demandOffers, demands, uploadedFiles, users } from '../db/schema';
import { requestSummaryColumns, toRequestSummary } from './request-row';
import { visibleRequests, type RequestViewer } from './request-scope';

const stateOf = (value: unknown): string | null => {
  const status = (value as { status?: unknown } | null)?.status;
  return typeof status === 'string' ? status : null;
};

/** One request with its offers, files and status history, if the viewer may see it (else 404: its existence stays hidden). */
export async function getRequest(db: Database, viewer: RequestViewer, id: number): Promise<RequestDetail> {
  const [row] = await db
    .select({ ...requestSummaryColumns, search: demands.search, message: demands.message, approvedOfferId: demands.approvedOfferId, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(demands)
    .innerJoin(users, eq(users.id, demands.userId))
    .where(and(eq(demands.id, id), visibleRequests(viewer)));
  if (!row) throw notFound('requests.notFound');
  const [offers, files, history] = await Promise.all([
    db.select().from(demandOffers).where(eq(demandOffers.demandId, id)).orderBy(asc(demandOffers.id)),
    db
      .select({ id: uploadedFiles.id, fileName: uploadedFiles.fileName, mediaType: uploadedFiles.mediaType, sizeBytes: uploadedFiles.sizeBytes })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.demandId, id))
      .orderBy(asc(uploadedFiles.createdAt)),
    db
      .select({ at: auditLog.createdAt, action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'demand'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id)),
  ]);
  return {
    ...toRequestSummary(row),
    search: row.search as unknown as Record<string, unknown>,
    message: row.message,
    approvedOfferId: row.approvedOfferId,
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
