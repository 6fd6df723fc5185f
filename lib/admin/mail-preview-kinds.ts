import { notificationKinds } from '../schemas/notification';

/**
 * The mails the admin previews show (/admin/mail-previews?event=…), by who gets them: a customer's notifications, the
 * mails of tracking alerts to anyone who asked for them ([E1]), and the mail to a company's admins when a webhook
 * endpoint is disabled after 24 hours of failures ([E1]).
 */
export const mailPreviewGroups = {
  customers: notificationKinds,
  trackingSubscribers: ['trackingAlertConfirmation', 'trackingAlertAlreadySubscribed', 'trackingAlertEtaChanged', 'trackingAlertArrived', 'trackingAlertFreeTimeEnding', 'trackingAlertDelivered'],
  companyAdmins: ['webhookEndpointDisabled'],
} as const;

export type MailPreviewGroup = keyof typeof mailPreviewGroups;
export type MailPreviewKind = (typeof mailPreviewGroups)[MailPreviewGroup][number];
export const mailPreviewKinds: readonly MailPreviewKind[] = Object.values(mailPreviewGroups).flat();

/** The mail a preview address names (?event=), or the first one. */
export function previewKindOf(value: unknown): MailPreviewKind {
  return (mailPreviewKinds as readonly unknown[]).includes(value) ? (value as MailPreviewKind) : mailPreviewKinds[0]!;
}
