import { z } from 'zod';
import { EXCLUDED_COSTS } from '../domain/pricing';
import { isCalendarDay } from '../domain/freight-codes';
import { operatorChargeCodes, quoteCurrencies } from '../admin/operations-constants';
import { requestStatuses } from '../domain/request-state';
import { requestSortColumns } from '../requests/list-columns';
import { listRequest, pageOf } from './common';
import { serviceKeys, type ServiceKey } from '../routes';
import { freightSearchRequest, locationCode, offer, transportModes } from './freight';

/** Idempotency-Key header of create and pay calls: a retry with the same key answers the same result. */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'requests.idempotencyKey.invalid' });

/**
 * POST /api/Demand/Create: "request this offer" (the search and the chosen offer's tariff, priced again
 * on the server), or, without a tariff, a request for a quote (the request form, the control tower).
 */
export const createRequestBody = z.strictObject({
  search: freightSearchRequest,
  tariffId: z.string().regex(/^T-\d{6,}$/, { message: 'requests.tariffId.invalid' }).optional(),
  /** The service page the request comes from. */
  service: z.enum(serviceKeys as [ServiceKey, ...ServiceKey[]]).optional(),
  fileIds: z.array(z.uuid({ message: 'requests.files.invalid' })).max(5, { message: 'requests.files.tooMany' }).default([]),
});
export type CreateRequestBody = z.input<typeof createRequestBody>;

export const requestSummary = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(requestStatuses),
  mode: z.enum(transportModes),
  origin: z.string(),
  destination: z.string(),
  readyDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The best live offer's total (an approved offer wins), for the list. */
  total: z.object({ amount: z.number().int(), currency: z.string() }).nullable(),
});
export type RequestSummary = z.infer<typeof requestSummary>;

export const requestOffer = z.object({
  id: z.number().int(),
  source: z.enum(['instant', 'operator']),
  carrier: z.string(),
  transitDays: z.number().int(),
  validUntil: z.string(),
  offer,
  withdrawn: z.boolean(),
  createdAt: z.string(),
});

export const requestDetail = requestSummary.extend({
  search: z.record(z.string(), z.unknown()),
  message: z.string(),
  approvedOfferId: z.number().int().nullable(),
  /** The reservation made from it (a converted request), if any. */
  reservationId: z.number().int().nullable(),
  owner: z.object({ email: z.string(), fullName: z.string() }),
  offers: z.array(requestOffer),
  files: z.array(z.object({ id: z.string(), fileName: z.string(), mediaType: z.string(), sizeBytes: z.number().int() })),
  history: z.array(z.object({ at: z.string(), action: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
});
export type RequestDetail = z.infer<typeof requestDetail>;

export const requestIdQuery = z.strictObject({ id: z.coerce.number({ error: 'requests.id.invalid' }).int({ error: 'requests.id.invalid' }).positive({ error: 'requests.id.invalid' }).max(2_147_483_647, { error: 'requests.id.invalid' }) });

/* ───────────────────────────── [M2] the list and the transitions ───────────────────────────── */

/** The list's sort columns (a whitelist: anything else is a 400); `total` sorts by the TRY equivalent. */

/**
 * Whose requests a list shows: `mine` the caller's own (anyone), `company` the caller's company's
 * (CompanyAdmin or Admin), `all` every request (Operator or Admin). The visibility rule of
 * lib/server/requests/request-scope.ts applies on top of it in every case.
 */
export const requestListScopes = ['mine', 'company', 'all'] as const;
export type RequestListScope = (typeof requestListScopes)[number];

/** A calendar day (YYYY-MM-DD) that exists. */
export const calendarDay = (message: string) =>
  z
    .string()
    .refine(isCalendarDay, { message });

/** POST /api/Demand/GetList: a page of requests with the list's filters; days are days in Istanbul. */
export const requestListRequest = listRequest(requestSortColumns, 'createdAt')
  .extend({
    scope: z.enum(requestListScopes).default('mine'),
    statuses: z.array(z.enum(requestStatuses)).max(requestStatuses.length).default([]),
    mode: z.enum(transportModes).optional(),
    /** Created on or after this day (Istanbul). */
    createdFrom: calendarDay('requests.list.dateInvalid').optional(),
    /** Created on or before this day (Istanbul). */
    createdTo: calendarDay('requests.list.dateInvalid').optional(),
    origin: locationCode.optional(),
    destination: locationCode.optional(),
    /** Matches the reference, the origin and destination codes and the port, airport and province names, Turkish letters folded. */
    text: z.string().trim().max(100).optional(),
  })
  .superRefine((request, context) => {
    if (request.createdFrom && request.createdTo && request.createdFrom > request.createdTo) {
      context.addIssue({ code: 'custom', path: ['createdTo'], message: 'requests.list.dateRange' });
    }
  });
export type RequestListRequest = z.output<typeof requestListRequest>;
export type RequestListInput = z.input<typeof requestListRequest>;

/** A row of the list: the summary and who asked (the company list shows the owner). */
export const requestListItem = requestSummary.extend({
  owner: z.object({ email: z.string(), fullName: z.string() }),
});
export type RequestListItem = z.infer<typeof requestListItem>;

export const requestPage = pageOf(requestListItem);
export type RequestPage = z.infer<typeof requestPage>;

const reason = z.string().trim().max(1000, { message: 'requests.reason.tooLong' }).optional();
const requestId = z.number({ error: 'requests.id.invalid' }).int({ error: 'requests.id.invalid' }).positive({ error: 'requests.id.invalid' }).max(2_147_483_647, { error: 'requests.id.invalid' });
const offerId = z.number({ error: 'requests.offer.idInvalid' }).int({ error: 'requests.offer.idInvalid' }).positive({ error: 'requests.offer.idInvalid' }).max(2_147_483_647, { error: 'requests.offer.idInvalid' });

/** POST /api/Demand/Approve: the customer approves one live, still valid offer of a quoted request. */
export const approveRequestBody = z.strictObject({ id: requestId, offerId });
export type ApproveRequestBody = z.input<typeof approveRequestBody>;

/** POST /api/Demand/Reject and /api/Demand/Cancel: an optional reason, kept in the audit row. */
export const closeRequestBody = z.strictObject({ id: requestId, reason });
export type CloseRequestBody = z.input<typeof closeRequestBody>;

/** POST /api/Demand/Expire (operations): ends a request that will not be quoted. */
export const expireRequestBody = z.strictObject({ id: requestId, reason });

/** The charge codes and currencies of an operator's offer (zod-free, for the operations screens too). */
export { operatorChargeCodes, quoteCurrencies } from '../admin/operations-constants';

/**
 * One offer an operator adds: its price lines in minor units of one currency. Totals are never
 * accepted: the server adds the lines up and converts them with the FX table.
 */
export const operatorOfferInput = z
  .strictObject({
    carrier: z.string().trim().min(1).max(100),
    transitDays: z.number().int().min(1).max(180),
    /** The offer's last valid day (YYYY-MM-DD); today in Istanbul at the earliest. */
    validUntil: calendarDay('requests.offer.validUntilInvalid'),
    /** The planned departure (YYYY-MM-DD); the ready date (or today, if it has passed) when absent. */
    departure: calendarDay('requests.offer.departureInvalid').optional(),
    currency: z.enum(quoteCurrencies),
    lines: z
      .array(z.strictObject({ code: z.enum(operatorChargeCodes), amount: z.number().int().min(0).max(100_000_000_00) }))
      .min(1)
      .max(operatorChargeCodes.length),
    freeDays: z.number().int().min(0).max(90).default(0),
    /** The costs the price leaves out; all of the usual ones when absent. */
    excluded: z.array(z.enum(EXCLUDED_COSTS)).max(EXCLUDED_COSTS.length).optional(),
    /** [M5] A note to the customer shown with the offer. */
    note: z.string().trim().max(1000, { message: 'requests.offer.noteTooLong' }).optional(),
  })
  .superRefine((input, context) => {
    const codes = input.lines.map((line) => line.code);
    if (new Set(codes).size !== codes.length) context.addIssue({ code: 'custom', path: ['lines'], message: 'requests.offer.lineTwice' });
    if (!codes.includes('freight')) context.addIssue({ code: 'custom', path: ['lines'], message: 'requests.offer.freightRequired' });
    if (input.departure && input.departure > input.validUntil) context.addIssue({ code: 'custom', path: ['departure'], message: 'requests.offer.departureAfterValidity' });
  });
export type OperatorOfferInput = z.output<typeof operatorOfferInput>;

/**
 * POST /api/Demand/Quote (operations): adds offers to a submitted or quoted request, optionally withdrawing
 * older ones. [M5] Offers are entered by hand (`offers`) and/or chosen from the freight engine's offers for the
 * request's search (`tariffIds`, priced again on the server: nothing priced by the caller is read); 1 to 5 in all.
 */
export const quoteRequestBody = z
  .strictObject({
    id: requestId,
    offers: z.array(operatorOfferInput).max(5).default([]),
    tariffIds: z
      .array(z.string().regex(/^T-\d{6,}$/, { message: 'requests.tariffId.invalid' }))
      .max(5)
      .default([]),
    withdrawOfferIds: z.array(offerId).max(20).default([]),
  })
  .superRefine((body, context) => {
    const chosen = body.offers.length + body.tariffIds.length;
    if (chosen === 0) context.addIssue({ code: 'custom', path: ['offers'], message: 'requests.offer.noneChosen' });
    if (chosen > 5) context.addIssue({ code: 'custom', path: ['offers'], message: 'requests.offer.tooMany' });
    if (new Set(body.tariffIds).size !== body.tariffIds.length) context.addIssue({ code: 'custom', path: ['tariffIds'], message: 'requests.offer.tariffTwice' });
  });
/** The body as clients build it (`offers` always given, empty when only tariff offers are chosen). */
export type QuoteRequestBody = Omit<z.input<typeof quoteRequestBody>, 'offers'> & { offers: z.input<typeof operatorOfferInput>[] };

/** The answer of Demand/Quote: the request after the change and the offers added. */
export const quoteRequestAnswer = requestSummary.extend({ offers: z.array(requestOffer) });
