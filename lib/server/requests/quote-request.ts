import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { istanbulDay } from '../../domain/business-date';
import { buildOperatorOffer, type QuotedRequest } from '../../domain/operator-offer';
import type { FieldError } from '../../schemas/errors';
import type { Offer, ValidFreightSearchRequest } from '../../schemas/freight';
import type { quoteRequestAnswer, quoteRequestBody } from '../../schemas/request';
import { badRequest } from '../api/errors';
import type { Database, Transaction } from '../db/client';
import { requestOffers, requests } from '../db/schema';
import { pricingTables } from '../freight/pricing-tables';
import { emailNotices, recordNotice, type Notice } from '../notifications/notify';
import { requestReference } from '../../domain/request-state';
import type { RequestViewer } from './request-scope';
import { transitionRequest, type LockedRequest } from './request-transition';
import { recordRequestQuoted } from '../webhooks/record-webhook-events';
import { requestTariffOffers } from './request-tariff-offers';

interface QuoteRequestInput {
  viewer: RequestViewer;
  body: z.output<typeof quoteRequestBody>;
  requestId?: string;
}

type QuoteAnswer = z.output<typeof quoteRequestAnswer>;

function quotedRequest(row: LockedRequest): QuotedRequest {
  const search = (row.search ?? {}) as Partial<ValidFreightSearchRequest>;
  return {
    origin: row.origin,
    destination: row.destination,
    mode: row.mode as Offer['mode'],
    readyDate: row.readyDate,
    orderDimensionList: search.orderDimensionList ?? [],
    containers: search.containers ?? [],
  };
}

/**
 * An operator's quote of a tariff takes the place of the request's live offers of the same tariff (the instant
 * one the customer saw, or an earlier quote of it): they are withdrawn and point to it, so the customer sees one
 * offer of that tariff, from operations. Returns the replaced offers' ids.
 */
async function replaceSameTariff(tx: Transaction, requestId: number, offerId: number, tariffId: string): Promise<number[]> {
  const replaced = await tx
    .update(requestOffers)
    .set({ withdrawn: true, replacedByOfferId: offerId })
    .where(and(eq(requestOffers.requestId, requestId), eq(requestOffers.tariffId, tariffId), eq(requestOffers.withdrawn, false), ne(requestOffers.id, offerId)))
    .returning({ id: requestOffers.id });
  return replaced.map((offer) => offer.id);
}

/**
 * Operations price a submitted or quoted request: each offer's lines are added up and converted to
 * TRY/USD/EUR here, with the FX table (no total is ever read from the caller), stored in the shape of an
 * instant offer, optionally withdrawing older offers; the request becomes quoted. One transaction, one
 * audit row naming the offers added and withdrawn.
 */
export async function quoteRequest(db: Database, { viewer, body, requestId }: QuoteRequestInput, now = new Date()): Promise<QuoteAnswer> {
  const today = istanbulDay(now);
  const problems: FieldError[] = body.offers.flatMap((offer, index) => (offer.validUntil < today ? [{ field: `offers.${index}.validUntil`, code: 'requests.offer.validUntilPast' }] : []));
  // [M5] Offers chosen from the engine's offers for the request's search: priced again here, never read from the body.
  const fromTariffs: Offer[] = [];
  if (body.tariffIds.length > 0) {
    const priced = await requestTariffOffers(db, viewer, body.id, now);
    body.tariffIds.forEach((tariffId, index) => {
      const offer = priced.offers.find((candidate) => candidate.tariffId === tariffId);
      if (offer) fromTariffs.push({ ...offer, fastest: false });
      else problems.push({ field: `tariffIds.${index}`, code: 'requests.offer.tariffUnavailable' });
    });
  }
  if (problems.length > 0) throw badRequest('errors.validation', problems);
  // Read before the transaction: PGlite runs one statement at a time, and the cached table is shared.
  const { fx } = await pricingTables(db);
  const notices: Notice[] = [];

  const { request, result } = await transitionRequest(db, {
    viewer,
    id: body.id,
    action: 'quote',
    actor: () => 'operator',
    requestId,
    now,
    apply: async (tx, row) => {
      const withdrawIds = [...new Set(body.withdrawOfferIds)];
      if (withdrawIds.length > 0) {
        const own = await tx
          .select({ id: requestOffers.id })
          .from(requestOffers)
          .where(and(eq(requestOffers.requestId, row.id), inArray(requestOffers.id, withdrawIds)));
        if (own.length !== withdrawIds.length) throw badRequest('errors.validation', [{ field: 'withdrawOfferIds', code: 'requests.offer.unknown' }]);
        await tx.update(requestOffers).set({ withdrawn: true }).where(and(eq(requestOffers.requestId, row.id), inArray(requestOffers.id, withdrawIds)));
      }
      const [instant] = await tx
        .select({ offer: requestOffers.offer })
        .from(requestOffers)
        .where(and(eq(requestOffers.requestId, row.id), eq(requestOffers.source, 'instant')))
        .orderBy(asc(requestOffers.id))
        .limit(1);
      const request = quotedRequest(row);
      const added = [];
      const replacedOfferIds: number[] = [];
      const chosen: ({ kind: 'manual'; input: (typeof body.offers)[number] } | { kind: 'tariff'; offer: Offer })[] = [
        ...fromTariffs.map((offer) => ({ kind: 'tariff' as const, offer })),
        ...body.offers.map((input) => ({ kind: 'manual' as const, input })),
      ];
      for (const choice of chosen) {
        const ids = (await tx.execute(sql`select nextval(pg_get_serial_sequence('request_offers', 'id'))::int as id`)) as unknown as { rows: { id: number }[] };
        const id = Number(ids.rows[0]?.id);
        const offer =
          choice.kind === 'tariff' ? choice.offer : buildOperatorOffer(request, choice.input, { tariffId: `OP-${id}`, instantBasis: instant?.offer.basis, instantEmissions: instant?.offer.emissions, rates: fx.rates, today });
        const [stored] = await tx
          .insert(requestOffers)
          .values({
            id,
            requestId: row.id,
            source: 'operator',
            tariffId: choice.kind === 'tariff' ? choice.offer.tariffId : null,
            carrier: offer.carrier,
            transitDays: offer.transitDays,
            validUntil: offer.validUntil,
            totalAmount: offer.total.amount,
            currency: offer.total.currency,
            offer,
            createdBy: viewer.userId,
            createdAt: now,
          })
          .returning();
        if (!stored) throw new Error('insert returned no row');
        if (stored.tariffId) replacedOfferIds.push(...(await replaceSameTariff(tx, row.id, stored.id, stored.tariffId)));
        added.push({
          id: stored.id,
          source: stored.source,
          carrier: stored.carrier,
          transitDays: stored.transitDays,
          validUntil: stored.validUntil,
          offer: stored.offer,
          withdrawn: stored.withdrawn,
          createdAt: stored.createdAt.toISOString(),
        });
      }
      const [reference] = await tx.select({ reference: requests.reference, createdAt: requests.createdAt }).from(requests).where(eq(requests.id, row.id));
      const requestReferenceText = reference?.reference ?? requestReference(row.id, reference?.createdAt ?? now);
      await recordRequestQuoted(tx, {
        companyId: row.companyId,
        request: { id: row.id, reference: requestReferenceText, status: 'quoted', mode: row.mode, origin: row.origin, destination: row.destination },
        offers: added.map((offer) => ({ id: offer.id, carrier: offer.carrier, transitDays: offer.transitDays, validUntil: offer.validUntil, total: offer.offer.total })),
      });
      notices.push(
        await recordNotice(tx, {
          userId: row.userId,
          kind: 'requestQuoted',
          params: { reference: requestReferenceText },
          link: { to: 'requestDetail', query: { id: String(row.id) } },
        }),
      );
      return { audit: { offerIds: added.map((offer) => offer.id), tariffIds: body.tariffIds, withdrawnOfferIds: withdrawIds, replacedOfferIds }, result: added };
    },
  });
  await emailNotices(db, notices);
  return { ...request, offers: result ?? [] };
}
