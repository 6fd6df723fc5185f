import { z } from 'zod';
import { notificationKinds } from '../domain/notification-kinds';
import { optionalPhone } from './company';

export { notificationKinds, type NotificationKind } from '../domain/notification-kinds';

export const notificationPreferences = z.strictObject({
  requestQuoted: z.boolean(),
  reservationCreated: z.boolean(),
  paymentReceived: z.boolean(),
  reservationConfirmed: z.boolean(),
  /** Added later than the others: a client that does not know it yet leaves it on. */
  reservationCancelled: z.boolean().default(true),
});
export type NotificationPreferences = z.output<typeof notificationPreferences>;

/** Every email on until the user turns one off. */
export const defaultNotificationPreferences: NotificationPreferences = { requestQuoted: true, reservationCreated: true, paymentReceived: true, reservationConfirmed: true, reservationCancelled: true };

/** The stored preferences (possibly partial or empty) with the defaults filled in. */
export function notificationPreferencesOf(stored: Record<string, unknown> | null | undefined): NotificationPreferences {
  const result = { ...defaultNotificationPreferences };
  for (const kind of notificationKinds) if (typeof stored?.[kind] === 'boolean') result[kind] = stored[kind];
  return result;
}

/** POST /api/Account/UpdateProfile: what the user may change about themselves. */
export const updateProfileBody = z.strictObject({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  phone: optionalPhone.default(''),
  preferredLanguage: z.enum(['tr', 'en']),
  notificationPreferences,
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

export const accountSettings = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  preferredLanguage: z.enum(['tr', 'en']),
  notificationPreferences,
});
export type AccountSettings = z.infer<typeof accountSettings>;
