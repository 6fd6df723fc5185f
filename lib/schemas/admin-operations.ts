import { z } from 'zod';
import { fxCurrencies, requestAgeFilters, transferStatuses } from '../admin/operations-constants';
import { requestStatuses } from '../domain/request-state';
import { MAX_PAGE_SIZE, pageOf } from './common';
import { freightSearchAnswer } from './freight';
import { calendarDay, requestListItem } from './request';

/* ───────────────────────────── [M5] operations: the requests queue ───────────────────────────── */


export const requestQueueSortColumns = ['waitingSince', 'createdAt', 'readyDate'] as const;

/**
 * POST /api/Demand/GetQueue (operations): every company's requests, by status (submitted by default:
 * waiting for a price), by age, by a free text folded for Turkish letters (reference, lane codes and
 * place names, customer email, name and company); the longest waiting first by default.
 */
export const requestQueueRequest = z.strictObject({
  pageNumber: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  sortColumn: z.enum(requestQueueSortColumns).default('waitingSince'),
  sortDescending: z.boolean().default(false),
  statuses: z.array(z.enum(requestStatuses)).max(requestStatuses.length).default(['submitted']),
  age: z.enum(requestAgeFilters).default('any'),
  text: z.string().trim().max(100).optional(),
});
export type RequestQueueInput = z.input<typeof requestQueueRequest>;
export type RequestQueueRequest = z.output<typeof requestQueueRequest>;

export const requestQueueItem = requestListItem.extend({
  /** Since when it is in its status (its last status change). */
  waitingSince: z.string(),
  companyName: z.string().nullable(),
  /** Offers operations added that are not withdrawn. */
  operatorOffers: z.number().int(),
  service: z.string().nullable(),
});
export type RequestQueueItem = z.infer<typeof requestQueueItem>;
export const requestQueuePage = pageOf(requestQueueItem);
export type RequestQueuePage = z.infer<typeof requestQueuePage>;

/** GET /api/Demand/GetTariffOffers?id= : the freight engine's offers for the request's search (priced now). */
export const requestTariffOffersAnswer = freightSearchAnswer.extend({
  /** The ready date the offers were priced for: the request's, or today in Istanbul when it has passed. */
  readyDate: z.string(),
});
export type RequestTariffOffers = z.infer<typeof requestTariffOffersAnswer>;

/* ───────────────────────────── bank transfers ───────────────────────────── */


/** POST /api/Payment/GetTransfers (operations): bank-transfer payments, those under review by default, oldest first. */
export const transferQueueRequest = z.strictObject({
  pageNumber: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  statuses: z.array(z.enum(transferStatuses)).min(1).max(transferStatuses.length).default(['underReview']),
  text: z.string().trim().max(100).optional(),
});
export type TransferQueueInput = z.input<typeof transferQueueRequest>;

export const transferQueueItem = z.object({
  paymentId: z.number().int(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  receipt: z.object({ id: z.string(), fileName: z.string(), mediaType: z.string(), sizeBytes: z.number().int() }).nullable(),
  reservation: z.object({ id: z.number().int(), reference: z.string(), status: z.string(), paymentReference: z.string() }),
  owner: z.object({ email: z.string(), fullName: z.string() }),
  companyName: z.string().nullable(),
});
export type TransferQueueItem = z.infer<typeof transferQueueItem>;
export const transferQueuePage = pageOf(transferQueueItem);
export type TransferQueuePage = z.infer<typeof transferQueuePage>;

/** POST /api/Payment/RejectTransfer (operations): the receipt does not match the account; the reason goes to the customer. */
export const rejectTransferBody = z.strictObject({
  paymentId: z.number({ error: 'payments.id.invalid' }).int({ error: 'payments.id.invalid' }).positive({ error: 'payments.id.invalid' }).max(2_147_483_647, { error: 'payments.id.invalid' }),
  reason: z
    .string({ error: 'payments.reject.reasonRequired' })
    .trim()
    .min(3, { message: 'payments.reject.reasonRequired' })
    .max(500, { message: 'payments.reject.reasonTooLong' }),
});
export type RejectTransferBody = z.input<typeof rejectTransferBody>;

/* ───────────────────────────── FX rates ───────────────────────────── */

/** GET /api/FxRate/GetList?days= : the current rate of each currency and the history of the last days. */
export const fxRateListQuery = z.strictObject({ days: z.coerce.number().int().min(1).max(365).default(30) });

export const fxRateRow = z.object({ currency: z.string(), rate: z.number(), date: z.string() });
export const fxRateList = z.object({
  /** The latest rate of each currency, with the one before it. */
  current: z.array(fxRateRow.extend({ previousRate: z.number().nullable(), previousDate: z.string().nullable() })),
  /** Every rate of the last `days` days, newest first. */
  history: z.array(fxRateRow),
  today: z.string(),
});
export type FxRateList = z.infer<typeof fxRateList>;

const fxRate = z
  .number({ error: 'fx.rate.invalid' })
  .positive({ message: 'fx.rate.positive' })
  .max(1_000_000, { message: 'fx.rate.tooLarge' })
  .refine((value) => Math.round(value * 1_000_000) / 1_000_000 === value, { message: 'fx.rate.precision' });

/** POST /api/FxRate/Save (operations): one day's rates (today in Istanbul by default), TRY per unit. */
export const fxRateSaveBody = z
  .strictObject({
    date: calendarDay('fx.date.invalid').optional(),
    rates: z.array(z.strictObject({ currency: z.enum(fxCurrencies, { error: 'fx.currency.invalid' }), rate: fxRate })).min(1).max(fxCurrencies.length),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.rates.forEach((row, index) => {
      if (seen.has(row.currency)) context.addIssue({ code: 'custom', path: ['rates', index, 'currency'], message: 'fx.currency.twice' });
      seen.add(row.currency);
    });
  });
export type FxRateSaveInput = z.input<typeof fxRateSaveBody>;
export type FxRateSaveBody = z.output<typeof fxRateSaveBody>;

export { FX_BACKFILL_DAYS, FX_MAX_MOVE, REQUEST_AGE_HOURS, fxCurrencies, requestAgeFilters, transferStatuses } from '../admin/operations-constants';
