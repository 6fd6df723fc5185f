import { and, eq, inArray, isNull } from 'drizzle-orm';
import { requestReference } from '../../domain/request-state';
import type { createRequestBody } from '../../schemas/request';
import type { RequestSummary } from '../../schemas/request';
import type { z } from 'zod';
import { ApiError, badRequest, underField } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/unique-violation';
import { requestOffers, requests, uploadedFiles } from '../db/schema';
import type { Offer } from '../../schemas/freight';
import type { Locale } from '../../routes';
import { findOffer } from '../freight/find-offer';
import { checkSearch } from '../freight/search-offers';
import { requestSummaryColumns, toRequestSummary } from './request-row';
import type { RequestViewer } from './request-scope';

interface CreateRequestInput {
  viewer: RequestViewer;
  body: z.output<typeof createRequestBody>;
  idempotencyKey?: string;
  requestId?: string;
  /** The language the customer acts in: the request's mails are written in it. */
  locale?: Locale | null;
}

/**
 * "Request this offer": prices the chosen offer again from the tariffs (the client's figures are never
 * read), stores the request as submitted with that offer, attaches the caller's uploaded files and
 * writes the audit row, all in one transaction. Without a tariff it is a request for a quote (the
 * request form, the control tower): the search is checked as a search would be, and operations price it. A retry with the same idempotency key answers the
 * request the first call created.
 */
export async function createRequest(db: Database, { viewer, body, idempotencyKey, requestId, locale }: CreateRequestInput, now = new Date()): Promise<{ created: boolean; request: RequestSummary }> {
  if (idempotencyKey) {
    const earlier = await requestOfKey(db, viewer, idempotencyKey);
    if (earlier) return { created: false, request: earlier };
  }
  let offer: Offer | undefined;
  const { tariffId } = body;
  if (tariffId) {
    const priced = await underField('search', () => findOffer(db, body.search, tariffId, now));
    if (!priced) throw new ApiError(409, 'requests.offerUnavailable');
    offer = priced.offer;
  } else {
    await underField('search', () => checkSearch(db, body.search, now));
  }

  try {
    return await insertRequest(db, { viewer, body, idempotencyKey, requestId, locale }, offer);
  } catch (error) {
    // Two calls with one key at once: the unique (user_id, idempotency_key) index refused the later row.
    const earlier = idempotencyKey && isUniqueViolation(error) ? await requestOfKey(db, viewer, idempotencyKey) : null;
    if (earlier) return { created: false, request: earlier };
    throw error;
  }
}

/** The request an earlier call with this key created. */
async function requestOfKey(db: Database, viewer: RequestViewer, key: string): Promise<RequestSummary | null> {
  const [existing] = await db
    .select(requestSummaryColumns)
    .from(requests)
    .where(and(eq(requests.userId, viewer.userId), eq(requests.idempotencyKey, key)));
  return existing ? toRequestSummary(existing) : null;
}

/** The request, its instant offer, its files and the audit row, in one transaction. */
function insertRequest(db: Database, { viewer, body, idempotencyKey, requestId, locale }: CreateRequestInput, offer: Offer | undefined): Promise<{ created: boolean; request: RequestSummary }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(requests)
      .values({
        userId: viewer.userId,
        companyId: viewer.companyId,
        mode: body.search.mode,
        origin: body.search.origin,
        destination: body.search.destination,
        readyDate: body.search.readyDate,
        service: body.service ?? null,
        search: body.search,
        message: body.search.message ?? '',
        locale: locale ?? null,
        idempotencyKey: idempotencyKey ?? null,
      })
      .returning({ id: requests.id, createdAt: requests.createdAt });
    if (!inserted) throw new Error('insert returned no row');
    const [row] = await tx
      .update(requests)
      .set({ reference: requestReference(inserted.id, inserted.createdAt) })
      .where(eq(requests.id, inserted.id))
      .returning(requestSummaryColumns);
    if (offer) {
      await tx.insert(requestOffers).values({
        requestId: inserted.id,
        source: 'instant',
        tariffId: offer.tariffId,
        carrier: offer.carrier,
        transitDays: offer.transitDays,
        validUntil: offer.validUntil,
        totalAmount: offer.total.amount,
        currency: offer.total.currency,
        offer,
        createdBy: viewer.userId,
      });
    }
    if (body.fileIds.length > 0) {
      const attached = await tx
        .update(uploadedFiles)
        .set({ requestId: inserted.id })
        .where(and(inArray(uploadedFiles.id, body.fileIds), eq(uploadedFiles.ownerId, viewer.userId), isNull(uploadedFiles.requestId)))
        .returning({ id: uploadedFiles.id });
      if (attached.length !== new Set(body.fileIds).size) throw badRequest('errors.validation', [{ field: 'fileIds', code: 'requests.files.unknown' }]);
    }
    await writeAudit(tx, {
      actorId: viewer.userId,
      action: 'request.create',
      entity: 'request',
      entityId: inserted.id,
      after: { status: 'submitted', service: body.service ?? null, tariffId: offer?.tariffId ?? null, total: offer?.total ?? null },
      requestId,
    });
    if (!row) throw new Error('update returned no row');
    return { created: true, request: { ...toRequestSummary(row), total: offer?.total ?? null } };
  });
}
