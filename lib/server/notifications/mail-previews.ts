import { locales, type Locale } from '../../routes';
import { notificationKinds, type NotificationKind } from '../../schemas/notification';
import { publicOrigin } from '../mail/public-origin';
import { sampleMailContext } from './mail-samples';
import { renderNotificationMail } from './templates';

/** One event's mail as the admin previews show it: subject, HTML and text, in each language. */
export interface MailPreview {
  kind: NotificationKind;
  mails: Record<Locale, { subject: string; html: string; text: string }>;
}

/** The event a preview address names (?event=), or the first one. */
export function previewKindOf(value: unknown): NotificationKind {
  return (notificationKinds as readonly unknown[]).includes(value) ? (value as NotificationKind) : notificationKinds[0];
}

/** The mail of an event rendered from its sample context in Turkish and English, with links on the public origin. */
export function mailPreview(kind: NotificationKind, now = new Date()): MailPreview {
  const origin = publicOrigin();
  const mails = Object.fromEntries(
    locales.map((locale) => {
      const { subject, html, text } = renderNotificationMail(sampleMailContext(kind, locale, origin, now), locale);
      return [locale, { subject, html, text }];
    }),
  ) as MailPreview['mails'];
  return { kind, mails };
}
