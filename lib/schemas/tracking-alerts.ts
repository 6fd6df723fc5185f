import { z } from 'zod';
import { emailAddress } from './contact';

/**
 * [E1] POST /api/TrackingAlerts/Subscribe: "Notify me" on the public tracking result. The shipment by the number
 * the page tracked, the address, the page's language (the mails' language). `website` is the honeypot.
 */
export const trackingAlertSubscribeBody = z.strictObject({
  number: z.string().trim().min(1, 'tracking.number.empty').max(40),
  email: emailAddress,
  language: z.enum(['tr', 'en']).default('tr'),
  website: z.string().max(500).default(''),
});
export type TrackingAlertSubscribeBody = z.input<typeof trackingAlertSubscribeBody>;

/** The same answer whatever the address's state: nobody learns from it whether an address is subscribed. */
export const trackingAlertSubscribeAnswer = z.object({ accepted: z.literal(true) });

/** POST /api/TrackingAlerts/Confirm: the token of the emailed confirmation link. */
export const trackingAlertTokenBody = z.strictObject({ token: z.string().trim().min(1).max(200) });

/**
 * POST /api/TrackingAlerts/Unsubscribe: the token in the body (the unsubscribe page) or in the query (the one-click
 * List-Unsubscribe POST of RFC 8058, whose form body is `List-Unsubscribe=One-Click`).
 */
export const trackingAlertUnsubscribeBody = z.object({
  token: z.string().trim().min(1).max(200).optional(),
  'List-Unsubscribe': z.literal('One-Click').optional(),
});
export const trackingAlertUnsubscribeQuery = z.object({ token: z.string().trim().min(1).max(200).optional() });

export const trackingAlertStatusAnswer = z.object({
  status: z.enum(['confirmed', 'unsubscribed']),
  /** The link had done this already (a repeated click). */
  already: z.boolean(),
  /** The shipment's booking reference: the page links to its tracking page. */
  reference: z.string(),
});
export type TrackingAlertStatusAnswer = z.infer<typeof trackingAlertStatusAnswer>;
