import { z } from 'zod';
import { transportModes } from '../domain/freight-codes';
import { etaChangeReasons, milestoneCodes, operatorEtaReasons } from '../domain/tracking';
import { offerEmissions } from './freight';

/**
 * Shipment tracking ([M3]). The number itself is classified on the server with classifyTrackingNumber
 * (lib/domain/tracking.ts), which answers localized field errors the schema could not (check digits).
 */
export const trackingQuery = z.strictObject({ number: z.string({ error: 'tracking.number.empty' }) });

/** A place code (UN/LOCODE, IATA airport, TR-35 province), upper case. */
const locationCode = z.string().regex(/^[A-Z0-9-]{3,5}$/, { message: 'tracking.location.invalid' });
const instant = z.iso.datetime({ offset: true, message: 'tracking.time.invalid' });
const note = z.string().trim().max(500);
/** Which shipment: any of its numbers (booking reference, container, bill of lading, air waybill), as typed. */
const shipmentNumber = z.string().min(1).max(256);

/** POST /api/Tracking/AddMilestone (operations): sets one milestone's planned and/or actual time. */
export const addMilestoneBody = z
  .strictObject({
    reference: shipmentNumber,
    code: z.enum(milestoneCodes),
    location: locationCode.optional(),
    plannedAt: instant.optional(),
    actualAt: instant.optional(),
    public: z.boolean().optional(),
    note: note.optional(),
  })
  .refine((body) => body.plannedAt !== undefined || body.actualAt !== undefined, { message: 'tracking.time.required', path: ['actualAt'] });
export type AddMilestoneBody = z.output<typeof addMilestoneBody>;

/** POST /api/Tracking/UpdateEta (operations): the new ETA and why it moved. */
export const updateEtaBody = z.strictObject({ reference: shipmentNumber, eta: instant, reason: z.enum(operatorEtaReasons), note: note.optional() });
export type UpdateEtaBody = z.output<typeof updateEtaBody>;

/** A place by code with its name and country in the caller's language (null when the reference data doesn't know it). */
const place = z.object({ code: z.string(), name: z.string().nullable(), country: z.string().nullable() });

export const trackingMilestone = z.object({
  code: z.enum(milestoneCodes),
  location: place.nullable(),
  plannedAt: z.string().nullable(),
  actualAt: z.string().nullable(),
  state: z.enum(['done', 'next', 'planned']),
  /** Set only for the owner and operations: whether anonymous visitors see it. */
  public: z.boolean().optional(),
  note: z.string().nullable().optional(),
  /** [E1] Owner and operations only: set by operations by hand, or by the carrier's own event (DCSA). */
  source: z.enum(['manual', 'carrier']).optional(),
});
export type TrackingMilestone = z.infer<typeof trackingMilestone>;

export const trackingContainer = z.object({
  number: z.string(),
  type: z.string(),
  /** At destination, discharged and not yet delivered: the free time's end and the days left (negative: in demurrage). */
  freeTimeEndsAt: z.string().nullable(),
  daysLeft: z.number().int().nullable(),
});

export const etaChange = z.object({ from: z.string(), to: z.string(), reason: z.enum(etaChangeReasons), note: z.string().nullable(), at: z.string() });

const party = z.object({ name: z.string().optional(), address: z.string().optional(), contact: z.string().optional() }).loose();

export const trackingAnswer = z.object({
  reference: z.string(),
  /** The number the caller typed, as it matched (normalised). */
  matched: z.object({ kind: z.enum(['booking', 'container', 'billOfLading', 'airWaybill']), number: z.string() }),
  mode: z.enum(transportModes),
  origin: place,
  destination: place,
  carrier: z.string(),
  vessel: z.string().nullable(),
  voyageNumber: z.string().nullable(),
  flightNumber: z.string().nullable(),
  billOfLading: z.string().nullable(),
  airWaybill: z.string().nullable(),
  containers: z.array(trackingContainer),
  eta: z.string(),
  plannedEta: z.string(),
  etaChanges: z.array(etaChange),
  delayDays: z.number().int(),
  freeDays: z.number().int(),
  lastEventAt: z.string(),
  stale: z.boolean(),
  delivered: z.boolean(),
  milestones: z.array(trackingMilestone),
  /** What the caller may see: the public milestones, or everything (its owner, their company admin, operations). */
  view: z.enum(['public', 'owner', 'operations']),
  /** Owner and operations only. */
  parties: z.record(z.string(), party).optional(),
  documents: z.array(z.object({ id: z.string(), fileName: z.string(), mediaType: z.string(), sizeBytes: z.number().int() })).optional(),
  /** [E1] The CO2e estimate (GLEC default factors): owner and operations only, as it reveals the cargo's weight. */
  emissions: offerEmissions.optional(),
});
export type TrackingAnswer = z.infer<typeof trackingAnswer>;

export const milestoneAnswer = z.object({
  reference: z.string(),
  code: z.enum(milestoneCodes),
  plannedAt: z.string().nullable(),
  actualAt: z.string().nullable(),
  /** The reservation's status after the milestone (inTransit on departure, delivered on delivery), if it has one. */
  reservationStatus: z.string().nullable(),
});

export const etaAnswer = z.object({ reference: z.string(), eta: z.string(), previousEta: z.string(), delayDays: z.number().int() });
