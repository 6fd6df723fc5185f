import { z } from 'zod';
import { requestStatuses } from '../domain/request-state';
import { freightSearchRequest, offer, transportModes } from './freight';

/** Idempotency-Key header of create and pay calls: a retry with the same key answers the same result. */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'requests.idempotencyKey.invalid' });

/** POST /api/Demand/Create: "request this offer": the search and the chosen offer's tariff; priced again on the server. */
export const createRequestBody = z.strictObject({
  search: freightSearchRequest,
  tariffId: z.string().regex(/^T-\d{6,}$/, { message: 'requests.tariffId.invalid' }),
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
  owner: z.object({ email: z.string(), fullName: z.string() }),
  offers: z.array(requestOffer),
  files: z.array(z.object({ id: z.string(), fileName: z.string(), mediaType: z.string(), sizeBytes: z.number().int() })),
  history: z.array(z.object({ at: z.string(), action: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
});
export type RequestDetail = z.infer<typeof requestDetail>;

export const requestIdQuery = z.strictObject({ id: z.coerce.number({ error: 'requests.id.invalid' }).int({ error: 'requests.id.invalid' }).positive({ error: 'requests.id.invalid' }).max(2_147_483_647, { error: 'requests.id.invalid' }) });
