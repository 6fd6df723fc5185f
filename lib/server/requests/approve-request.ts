import { and, eq } from 'drizzle-orm';
import { istanbulDay } from '../../domain/business-date';
import type { approveRequestBody, RequestSummary } from '../../schemas/request';
import type { z } from 'zod';
import { ApiError, conflict, notFound } from '../api/errors';
import type { Locale } from '../../routes';
import type { Database } from '../db/client';
import { localeToRemember } from '../notifications/remember-locale';
import { requestOffers } from '../db/schema';
import { requestActorOf, type RequestViewer } from './request-scope';
import { transitionRequest } from './request-transition';

interface ApproveRequestInput {
  viewer: RequestViewer;
  body: z.output<typeof approveRequestBody>;
  requestId?: string;
  /** The language the customer acts in: remembered for the request's mails when the owner approves. */
  locale?: Locale | null;
}

/**
 * The customer (the owner or their company admin) approves one offer of a quoted request: a live
 * offer of this request, valid today in Istanbul. The request becomes approved with that offer, in
 * one transaction with its audit row; a second approval, even a simultaneous one, finds it approved (409).
 */
export async function approveRequest(db: Database, { viewer, body, requestId, locale }: ApproveRequestInput, now = new Date()): Promise<RequestSummary> {
  const { request } = await transitionRequest(db, {
    viewer,
    id: body.id,
    action: 'approve',
    actor: (row) => requestActorOf(viewer, row),
    requestId,
    now,
    apply: async (tx, row) => {
      const [offer] = await tx
        .select({ id: requestOffers.id, withdrawn: requestOffers.withdrawn, validUntil: requestOffers.validUntil, amount: requestOffers.totalAmount, currency: requestOffers.currency })
        .from(requestOffers)
        .where(and(eq(requestOffers.id, body.offerId), eq(requestOffers.requestId, row.id)));
      if (!offer) throw notFound('requests.offer.notFound');
      if (offer.withdrawn) throw conflict('requests.offer.withdrawn');
      if (offer.validUntil < istanbulDay(now)) throw new ApiError(409, 'requests.offer.expired', { date: offer.validUntil });
      const remembered = localeToRemember(viewer.userId, row.userId, locale);
      return { set: { approvedOfferId: offer.id, ...(remembered ? { locale: remembered } : {}) }, audit: { offerId: offer.id, total: { amount: offer.amount, currency: offer.currency } } };
    },
  });
  return request;
}
