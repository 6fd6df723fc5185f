import { z } from 'zod';

/**
 * [E1] A carrier's event as DCSA Track & Trace 2.2 publishes it (the event domain's equipment, transport and shipment
 * events; github.com/dcsaorg/DCSA-OpenAPI tnt/v2/TNT_v2.2.0.yaml and domain/event): the fields this marketplace reads,
 * validated; any further field of the standard passes through untouched (stored with the event).
 */
const dateTime = z.iso.datetime({ offset: true, message: 'carrierEvents.dateTime.invalid' });
const unLocationCode = z.string().regex(/^[A-Z]{2}[A-Z2-9]{3}$/, { message: 'carrierEvents.unLocationCode.invalid' });

const transportCall = z.looseObject({
  transportCallID: z.string().min(1).max(100),
  modeOfTransport: z.enum(['VESSEL', 'RAIL', 'TRUCK', 'BARGE']),
  UNLocationCode: unLocationCode.optional(),
  carrierVoyageNumber: z.string().max(50).optional(),
  vessel: z.looseObject({ vesselName: z.string().max(35).optional(), vesselIMONumber: z.string().max(7).optional() }).optional(),
});

const documentReferences = z
  .array(z.looseObject({ documentReferenceType: z.enum(['BKG', 'TRD']), documentReferenceValue: z.string().min(1).max(100) }))
  .max(50)
  .optional();

const common = {
  // Kept in lowercase, as PostgreSQL answers a uuid: a replay in the other case is the same event.
  eventID: z.uuid({ message: 'carrierEvents.eventID.invalid' }).toLowerCase(),
  eventCreatedDateTime: dateTime,
  eventDateTime: dateTime,
  eventClassifierCode: z.enum(['PLN', 'ACT', 'EST']),
  documentReferences,
};

export const equipmentEvent = z.looseObject({
  ...common,
  eventType: z.literal('EQUIPMENT'),
  equipmentEventTypeCode: z.enum(['LOAD', 'DISC', 'GTIN', 'GTOT', 'STUF', 'STRP']),
  equipmentReference: z.string().min(1).max(15),
  emptyIndicatorCode: z.enum(['EMPTY', 'LADEN']).optional(),
  transportCall,
});

export const transportEvent = z.looseObject({
  ...common,
  eventType: z.literal('TRANSPORT'),
  transportEventTypeCode: z.enum(['ARRI', 'DEPA']),
  transportCall,
  delayReasonCode: z.string().max(3).optional(),
});

export const shipmentEvent = z.looseObject({
  ...common,
  eventType: z.literal('SHIPMENT'),
  eventClassifierCode: z.literal('ACT'),
  shipmentEventTypeCode: z.string().min(4).max(4),
  documentTypeCode: z.string().min(3).max(3),
  documentID: z.string().min(1).max(100),
});

export const carrierEvent = z.discriminatedUnion('eventType', [equipmentEvent, transportEvent, shipmentEvent]);
export type CarrierEvent = z.infer<typeof carrierEvent>;

/**
 * POST /api/CarrierEvents: one event or a batch of at most 100, as DCSA's push model delivers them; read as a batch
 * either way, so a field error names the event's place in it (0.eventID).
 */
export const carrierEventsBody = z.preprocess((value) => (Array.isArray(value) ? value : [value]), z.array(carrierEvent).min(1).max(100));
