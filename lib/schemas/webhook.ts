import { z } from 'zod';
import { etaChangeReasons, milestoneCodes } from '../domain/tracking';
import { webhookEventTypes } from '../domain/webhooks';
import { MAX_PAGE_SIZE, pageOf } from './common';

/**
 * [E1] Signed webhooks: the endpoints a company registers (its company admins in the account area, or an API key with
 * the `webhooks:manage` scope), the events they receive, and the delivery log. The events' payloads are declared here
 * too: the OpenAPI document's `webhooks` section is generated from them.
 */

const id = z.number().int().positive().max(2_147_483_647);

/** An endpoint's address: an absolute http(s) URL without credentials (the server checks https and the network, lib/server/webhooks/endpoint-url.ts). */
export const webhookUrl = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(500)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && !url.hash;
    } catch {
      return false;
    }
  }, 'webhooks.url.invalid');

const eventTypeList = z
  .array(z.enum(webhookEventTypes))
  .min(1, { message: 'webhooks.eventTypes.required' })
  .max(webhookEventTypes.length)
  .refine((list) => new Set(list).size === list.length, { message: 'webhooks.eventTypes.duplicate' });

const description = z
  .string()
  .trim()
  .max(200)
  .regex(/^[^\u0000-\u001f\u007f]*$/, { message: 'validation.singleLine' });

/** POST /api/Webhook/Endpoint/Create */
export const createWebhookEndpointBody = z.strictObject({ url: webhookUrl, description: description.default(''), eventTypes: eventTypeList });
export type CreateWebhookEndpointInput = z.input<typeof createWebhookEndpointBody>;

/** POST /api/Webhook/Endpoint/Update: what is sent changes; `enabled: true` turns a disabled endpoint back on (its waiting events go out). */
export const updateWebhookEndpointBody = z.strictObject({
  id,
  url: webhookUrl.optional(),
  description: description.optional(),
  eventTypes: eventTypeList.optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookEndpointInput = z.input<typeof updateWebhookEndpointBody>;

export const webhookEndpointIdBody = z.strictObject({ id });

export const webhookEndpointStatuses = ['active', 'disabled'] as const;
/** Why an endpoint is off: turned off by its company, or by the platform after 24 hours of failed deliveries. */
export const webhookDisabledReasons = ['manual', 'failing'] as const;

/** An endpoint as its company sees it: never its secret (shown once, at creation and at each rotation). */
export const webhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.enum(webhookEventTypes)),
  status: z.enum(webhookEndpointStatuses),
  disabledReason: z.enum(webhookDisabledReasons).nullable(),
  /** Since when its deliveries have been failing (null while they succeed). */
  failingSince: z.string().nullable(),
  /** Until when the secret before the last rotation still signs (a second signature in `webhook-signature`). */
  previousSecretUntil: z.string().nullable(),
  createdAt: z.string(),
  /** Deliveries waiting to go out, and the ones given up after 24 hours (redeliver them from the log). */
  pendingCount: z.number().int(),
  failedCount: z.number().int(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;
export const webhookEndpointListAnswer = z.object({ items: z.array(webhookEndpoint) });
export type WebhookEndpointListAnswer = z.infer<typeof webhookEndpointListAnswer>;

/** The answer to a creation or a rotation: the endpoint and, this once, its signing secret (`whsec_…`). */
export const webhookSecretAnswer = z.object({ endpoint: webhookEndpoint, secret: z.string() });
export type WebhookSecretAnswer = z.infer<typeof webhookSecretAnswer>;

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** POST /api/Webhook/Delivery/GetList: one endpoint's log, newest first. */
export const webhookDeliveryListRequest = z.strictObject({
  endpointId: id,
  status: z.enum(['all', ...webhookDeliveryStatuses]).default('all'),
  pageNumber: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type WebhookDeliveryListInput = z.input<typeof webhookDeliveryListRequest>;

/** One try to deliver an event: when, the answer's status (null: no answer), how long it took, the error without one. */
export const webhookAttempt = z.object({
  at: z.string(),
  statusCode: z.number().int().nullable(),
  latencyMs: z.number().int(),
  /** The first kilobyte of the answer's body, at most. */
  response: z.string().nullable(),
  error: z.string().nullable(),
});

export const webhookDelivery = z.object({
  id: z.number().int(),
  /** The `webhook-id` header: the same on every attempt and redelivery (a receiver drops what it has seen). */
  eventId: z.string(),
  eventType: z.enum(webhookEventTypes),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  lastAttempt: webhookAttempt.nullable(),
  /** The attempts, newest first (the last 20). */
  history: z.array(webhookAttempt),
  payload: z.record(z.string(), z.unknown()),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;
export const webhookDeliveryPage = pageOf(webhookDelivery);
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPage>;

/** POST /api/Webhook/Delivery/Redeliver: the delivery goes out again now, with its event's `webhook-id`. */
export const redeliverWebhookBody = z.strictObject({ id });

// ——— The events as a receiver gets them (version 1). ———

const money = z.object({ amount: z.number().int().describe('Minor units (kuruş, cents)'), currency: z.string().length(3) });

const requestSummary = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.string(),
  mode: z.string(),
  origin: z.string().describe('UN/LOCODE or IATA code'),
  destination: z.string(),
});

const reservationSummary = z.object({
  id: z.number().int(),
  reference: z.string(),
  requestId: z.number().int(),
  status: z.string(),
  total: money,
  paymentReference: z.string(),
});

const shipmentSummary = z.object({
  reference: z.string().describe('Our booking reference, BK-…'),
  reservationId: z.number().int().nullable(),
  mode: z.string(),
  origin: z.string(),
  destination: z.string(),
  carrier: z.string(),
  eta: z.string(),
  containers: z.array(z.string()),
  billOfLading: z.string().nullable(),
  airWaybill: z.string().nullable(),
});

const payment = z.object({ id: z.number().int(), method: z.enum(['card', 'transfer']), status: z.string(), total: money });

/** Each event type's `data`. */
export const webhookEventData = {
  'request.quoted': z.object({
    request: requestSummary,
    offers: z.array(z.object({ id: z.number().int(), carrier: z.string(), transitDays: z.number().int().nullable(), validUntil: z.string(), total: money })),
  }),
  'reservation.created': z.object({ reservation: reservationSummary }),
  'reservation.confirmed': z.object({ reservation: reservationSummary }),
  'payment.received': z.object({ reservation: reservationSummary, payment }),
  'payment.refused': z.object({ reservation: reservationSummary, payment: payment.extend({ reason: z.string().nullable().describe('The gateway’s code, or what operations wrote') }) }),
  'shipment.milestone': z.object({
    shipment: shipmentSummary,
    milestone: z.object({
      code: z.enum(milestoneCodes),
      location: z.string().nullable(),
      plannedAt: z.string().nullable(),
      actualAt: z.string().nullable(),
      source: z.enum(['manual', 'carrier']),
    }),
  }),
  'shipment.eta_changed': z.object({ shipment: shipmentSummary, previousEta: z.string(), newEta: z.string(), reason: z.enum(etaChangeReasons) }),
  'shipment.delivered': z.object({ shipment: shipmentSummary, deliveredAt: z.string(), location: z.string().nullable() }),
} satisfies Record<(typeof webhookEventTypes)[number], z.ZodType>;

export type WebhookEventData = { [T in keyof typeof webhookEventData]: z.infer<(typeof webhookEventData)[T]> };
export type ShipmentSummary = z.infer<typeof shipmentSummary>;
export type ReservationSummary = z.infer<typeof reservationSummary>;

/** The body of every delivery: the Standard Webhooks envelope with the payload's version. */
export function webhookEnvelope<T extends keyof typeof webhookEventData>(type: T) {
  return z.object({
    type: z.literal(type),
    /** When the event happened (ISO 8601). */
    timestamp: z.string(),
    /** The payload's version: a field is never removed or changed within one version. */
    version: z.literal(1),
    data: webhookEventData[type],
  });
}
