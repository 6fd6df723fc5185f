import { z } from 'zod';
import { reservationStatuses } from '../domain/reservation-state';
import { reservationSortColumns } from '../reservations/list-columns';
import { reservationViewerRoles } from '../reservations/reservation-status-copy';
import { listRequest, pageOf } from './common';
import { calendarDay } from './request';

const positiveId = (code: string) => z.number({ error: code }).int({ error: code }).positive({ error: code }).max(2_147_483_647, { error: code });
export const reservationIdField = positiveId('reservations.id.invalid');

/** One party of a booking (shipper, consignee, notify party): who, where, how to reach them. */
export const reservationParty = z.strictObject({
  name: z.string().trim().max(200).default(''),
  address: z.string().trim().max(500).default(''),
  contact: z.string().trim().max(200).default(''),
});
export const reservationParties = z.strictObject({
  shipper: reservationParty.optional(),
  consignee: reservationParty.optional(),
  notify: reservationParty.optional(),
});
export type ReservationParties = z.output<typeof reservationParties>;

const cargoDescription = z.string().trim().max(2000, { message: 'reservations.cargo.tooLong' });

/** POST /api/Reservation/Create: books an approved request; the amount always comes from its approved offer. */
export const createReservationBody = z.strictObject({
  requestId: positiveId('requests.id.invalid'),
  parties: reservationParties.optional(),
  cargoDescription: cargoDescription.optional(),
});
export type CreateReservationBody = z.input<typeof createReservationBody>;

/** POST /api/Reservation/UpdateParties: the owner fills in the parties and the cargo before confirmation. */
export const updatePartiesBody = z.strictObject({ id: reservationIdField, parties: reservationParties, cargoDescription: cargoDescription.optional() });
export type UpdatePartiesBody = z.input<typeof updatePartiesBody>;

/** POST /api/Reservation/AttachFiles: uploads (File/Upload) attached as the booking's documents. */
export const attachFilesBody = z.strictObject({ id: reservationIdField, fileIds: z.array(z.uuid({ message: 'requests.files.invalid' })).min(1).max(5, { message: 'requests.files.tooMany' }) });

/** POST /api/Reservation/Confirm (operations): a paid booking confirmed. */
export const confirmReservationBody = z.strictObject({ id: reservationIdField });

/** POST /api/Reservation/Cancel: the customer before any money is taken, operations until the cargo moves; a reason is required. */
export const cancelReservationBody = z.strictObject({
  id: reservationIdField,
  reason: z
    .string({ error: 'reservations.reason.required' })
    .trim()
    .min(1, { message: 'reservations.reason.required' })
    .max(1000, { message: 'reservations.reason.tooLong' }),
});
export type CancelReservationBody = z.input<typeof cancelReservationBody>;

export const reservationIdQuery = z.strictObject({
  id: z.coerce.number({ error: 'reservations.id.invalid' }).int({ error: 'reservations.id.invalid' }).positive({ error: 'reservations.id.invalid' }).max(2_147_483_647, { error: 'reservations.id.invalid' }),
});

export const reservationListScopes = ['mine', 'company', 'all'] as const;

/**
 * POST /api/Reservation/GetList: by scope, statuses, creation days (Istanbul) and a free text (the
 * reservation's, its request's and its payment's references, the lane's codes and place names, folded
 * for Turkish letters), sorted by a whitelisted column (newest first by default).
 */
export const reservationListRequest = listRequest(reservationSortColumns, 'createdAt').extend({
  scope: z.enum(reservationListScopes).default('mine'),
  statuses: z.array(z.enum(reservationStatuses)).max(reservationStatuses.length).default([]),
  /** Created on or after this day (Istanbul). */
  createdFrom: calendarDay('requests.list.dateInvalid').optional(),
  /** Created on or before this day (Istanbul). */
  createdTo: calendarDay('requests.list.dateInvalid').optional(),
  text: z.string().trim().max(100).optional(),
});
export type ReservationListInput = z.input<typeof reservationListRequest>;

export const money = z.object({ amount: z.number().int(), currency: z.string() });

export const reservationSummary = z.object({
  id: z.number().int(),
  reference: z.string(),
  requestId: z.number().int(),
  requestReference: z.string(),
  status: z.enum(reservationStatuses),
  total: money,
  paymentReference: z.string(),
  mode: z.string(),
  origin: z.string(),
  destination: z.string(),
  owner: z.object({ email: z.string(), fullName: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReservationSummary = z.infer<typeof reservationSummary>;

export const reservationPage = pageOf(reservationSummary);
export type ReservationPage = z.infer<typeof reservationPage>;

/** A payment as anyone may see it: brand and last four of a card, never the number. */
export const paymentView = z.object({
  id: z.number().int(),
  method: z.enum(['card', 'transfer']),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  failureCode: z.string().nullable(),
  /** Why operations refused a transfer receipt, as they wrote it (for the customer). */
  rejectionReason: z.string().nullable(),
  receiptFileId: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentView = z.infer<typeof paymentView>;

/** Our account for a bank transfer in the reservation's currency (lib/server/payments/bank-account.ts). */
export const bankAccountView = z.object({
  currency: z.string(),
  /** Grouped in fours for reading: TR33 0006 1005 … */
  iban: z.string(),
  bic: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** The demo account: no account is configured for the currency, and the screen says so. */
  demo: z.boolean(),
});
export type BankAccountView = z.infer<typeof bankAccountView>;

export const reservationDetail = reservationSummary.extend({
  /** The lane's places by name (a port's, an airport's or a province's), for the screens; the codes stay in origin and destination. */
  originName: z.string(),
  destinationName: z.string(),
  parties: reservationParties,
  cargoDescription: z.string(),
  carrier: z.string(),
  transitDays: z.number().int(),
  payments: z.array(paymentView),
  documents: z.array(z.object({ id: z.string(), fileName: z.string(), mediaType: z.string(), sizeBytes: z.number().int() })),
  history: z.array(z.object({ at: z.string(), action: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
  /** Null when we take no bank transfers in the reservation's currency (it is paid by card). */
  bankAccount: bankAccountView.nullable(),
  /** The actions the caller may take now (the screen's buttons). */
  actions: z.array(z.string()),
  /** The caller is the reservation's customer (its owner or their company admin). */
  asCustomer: z.boolean(),
  /** As whom the caller sees it: its customer, a company admin looking at a colleague's, or operations (the screen's texts). */
  viewerRole: z.enum(reservationViewerRoles),
});
export type ReservationDetail = z.infer<typeof reservationDetail>;
