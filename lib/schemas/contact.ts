import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, contactSubjects } from '../domain/contact-subjects';
import { normalizePhone } from '../domain/phone';

export { CONTACT_MESSAGE_MAX, contactSubjects, type ContactSubject } from '../domain/contact-subjects';

/** One line of text (a name, a company): no line breaks or control characters. */
const singleLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\u0000-\u001f\u007f]*$/, { message: 'validation.singleLine' });

/** An email address as typed: trimmed, checked, kept lower-case. */
export const emailAddress = z
  .string()
  .trim()
  .min(1)
  .max(320)
  .pipe(z.email({ message: 'validation.email' }))
  .transform((value) => value.toLowerCase());

/** A required phone as typed (Turkish or international), normalised to E.164 (lib/domain/phone.ts). */
export const requiredPhone = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .transform((value, context) => {
    const normalized = normalizePhone(value);
    if (!normalized) {
      context.addIssue({ code: 'custom', message: 'validation.phone' });
      return z.NEVER;
    }
    return normalized;
  });

/** A consent checkbox: only `true` passes (missing or false → `validation.consent`). */
export const consentGiven = z.boolean().refine((value) => value, { message: 'validation.consent' });

/**
 * POST /api/Contact/Send: the contact form. Text is stored as typed (HTML stays text; emails escape it).
 * `website` is the honeypot: people never see it, a filled one marks a bot.
 */
export const contactSendBody = z.strictObject({
  name: singleLine(120).min(1),
  company: singleLine(160).default(''),
  email: emailAddress,
  phone: requiredPhone,
  subject: z.enum(contactSubjects),
  message: z.string().trim().min(1).max(CONTACT_MESSAGE_MAX),
  consent: consentGiven,
  /** The language of the acknowledgement email (the page's). */
  language: z.enum(['tr', 'en']).default('tr'),
  website: z.string().max(500).default(''),
});
export type ContactSendBody = z.input<typeof contactSendBody>;

export const contactSendAnswer = z.object({ received: z.literal(true) });
