import { z } from 'zod';
import { consentGiven, emailAddress } from './contact';

/** POST /api/Newsletter/Subscribe: an address and its consent; the confirmation email comes in `language`. */
export const newsletterSubscribeBody = z.strictObject({
  email: emailAddress,
  consent: consentGiven,
  language: z.enum(['tr', 'en']).default('tr'),
  /** Honeypot (see contact): filled → answered as accepted, nothing stored or sent. */
  website: z.string().max(500).default(''),
});
export type NewsletterSubscribeBody = z.input<typeof newsletterSubscribeBody>;

/** The same answer whatever the address's state: nobody learns from it whether an address is subscribed. */
export const newsletterSubscribeAnswer = z.object({ accepted: z.literal(true) });

/** POST /api/Newsletter/Confirm and /Unsubscribe: the signed token of an emailed link. */
export const newsletterTokenBody = z.strictObject({ token: z.string().trim().min(1).max(1000) });

export const newsletterStatusAnswer = z.object({
  status: z.enum(['confirmed', 'unsubscribed']),
  /** Unsubscribe only: the address was already unsubscribed by this link (a repeated click). */
  already: z.boolean(),
  /** The address, masked (a***@e***.com). */
  email: z.string(),
});
export type NewsletterStatusAnswer = z.infer<typeof newsletterStatusAnswer>;
