import { z } from 'zod';
import { containerTypes } from '../domain/freight-codes';
import { MAX_PAGE_SIZE, pageOf } from './common';

/**
 * [E1] What became of a carrier event, as operations see it: applied (a milestone or the ETA moved), superseded (a
 * newer event had set it), ignored (nothing of ours), unmatched (no shipment of the carrier has it: waiting for
 * operations), dismissed (operations looked at it and left it).
 */
export const carrierEventStatuses = ['unmatched', 'applied', 'superseded', 'ignored', 'dismissed'] as const;
export type CarrierEventStatus = (typeof carrierEventStatuses)[number];

/** GET /api/Admin/CarrierEvent/GetList: newest received first, filtered by status, carrier and a reference. */
export const carrierEventListQuery = z.object({
  status: z.enum(carrierEventStatuses).optional(),
  carrier: z.string().trim().max(100).optional(),
  /** A container, booking or document number the event was matched or looked up by, or the matched shipment's reference (part of it). */
  reference: z.string().trim().max(100).optional(),
  pageNumber: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
});
export type CarrierEventListQuery = z.input<typeof carrierEventListQuery>;

export const carrierEventRow = z.object({
  eventID: z.string(),
  carrier: z.string(),
  eventType: z.enum(['EQUIPMENT', 'TRANSPORT', 'SHIPMENT']),
  /** ACT (actual), PLN (planned), EST (estimated). */
  classifierCode: z.string(),
  /** The equipment, transport or shipment event's type code (LOAD, ARRI, …). */
  typeCode: z.string().nullable(),
  /** Where it happened (UN/LOCODE), when the event says. */
  location: z.string().nullable(),
  eventDateTime: z.string(),
  receivedAt: z.string(),
  status: z.enum(carrierEventStatuses),
  /** The container, booking or document number it was matched by (or looked up under when unmatched). */
  matchedBy: z.string().nullable(),
  /** Our booking reference of the shipment it matched. */
  reference: z.string().nullable(),
  dismissedAt: z.string().nullable(),
  dismissedBy: z.string().nullable(),
  dismissNote: z.string().nullable(),
  /** The event as the carrier sent it. */
  payload: z.record(z.string(), z.unknown()),
});
export type CarrierEventRow = z.infer<typeof carrierEventRow>;

export const carrierEventPage = pageOf(carrierEventRow).extend({
  /** Events per status under the carrier and reference filters (the status filter aside): the filter chips' counts. */
  counts: z.object(Object.fromEntries(carrierEventStatuses.map((status) => [status, z.number().int()])) as Record<CarrierEventStatus, z.ZodNumber>),
  /** The carriers with a credential (revoked ones too): the carrier filter's choices. */
  carriers: z.array(z.string()),
});
export type CarrierEventPage = z.infer<typeof carrierEventPage>;

const eventID = z.uuid({ message: 'carrierEvents.eventID.invalid' });

/** POST /api/Admin/CarrierEvent/Rematch: an unmatched event matched again against the shipments as they are now. */
export const rematchCarrierEventBody = z.strictObject({ eventID });

export const rematchCarrierEventAnswer = z.object({
  eventID: z.string(),
  /** unmatched: still no shipment of the carrier has it (nothing changed); otherwise what applying it did, as ingestion says. */
  status: z.enum(['applied', 'superseded', 'ignored', 'unmatched']),
  reference: z.string().nullable(),
  matchedBy: z.string().nullable(),
  /** Milestones it set, and whether it moved the ETA. */
  milestones: z.number().int(),
  etaMoved: z.boolean(),
  /** What happened, in the caller's language (for a toast). */
  message: z.string(),
});
export type RematchCarrierEventAnswer = z.infer<typeof rematchCarrierEventAnswer>;

/**
 * POST /api/Admin/CarrierEvent/Assign: operations name the booking an unmatched event belongs to; its container (with
 * the type they pick) or its bill of lading is recorded on that booking's shipment, and the event is matched again.
 */
export const assignCarrierEventBody = z.strictObject({
  eventID,
  reference: z.string().trim().min(1, { message: 'carrierEvents.assign.reference.required' }).max(40),
  containerType: z.enum(containerTypes, { message: 'carrierEvents.assign.containerType.invalid' }).optional(),
});
export type AssignCarrierEventInput = z.input<typeof assignCarrierEventBody>;

/** POST /api/Admin/CarrierEvent/Dismiss: an unmatched event left as it is, with an optional note. */
export const dismissCarrierEventBody = z.strictObject({
  eventID,
  note: z.string().trim().max(500).optional(),
});
export type DismissCarrierEventInput = z.input<typeof dismissCarrierEventBody>;

export const dismissCarrierEventAnswer = z.object({ eventID: z.string(), status: z.literal('dismissed'), dismissedAt: z.string(), dismissNote: z.string().nullable() });
