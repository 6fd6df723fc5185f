/** The emails a user can turn on or off (edit-profile), in the order the screens list them. */
export const notificationKinds = ['requestQuoted', 'reservationCreated', 'paymentReceived', 'reservationConfirmed', 'reservationCancelled'] as const;
export type NotificationKind = (typeof notificationKinds)[number];
