import { mailPreviewGroups, type MailPreviewKind } from '../../admin/mail-preview-kinds';
import { istanbulDay, istanbulDayStart } from '../../domain/business-date';
import { locales, type Locale } from '../../routes';
import type { NotificationKind } from '../../schemas/notification';
import type { MailMessage } from '../mail/send-mail';
import { publicOrigin } from '../mail/public-origin';
import { alertMail, alreadySubscribedMail, confirmationMail, type AlertShipment } from '../tracking-alerts/alert-mails';
import { endpointDisabledMail } from '../webhooks/webhook-mails';
import { sampleMailContext } from './mail-samples';
import { renderNotificationMail } from './templates';

type PreviewMail = { subject: string; html: string; text: string };

/** One mail as the admin previews show it: subject, HTML and text, in each language. */
export interface MailPreview {
  kind: MailPreviewKind;
  mails: Record<Locale, PreviewMail>;
}

const HOUR = 3_600_000;
const SAMPLE_TO = 'ornek@navlunport.example';
/** Stands for the one-time token a real mail's links carry. */
const SAMPLE_TOKEN = 'ornek-baglanti-anahtari-yalnizca-onizleme-icin-00000';
const isNotificationKind = (kind: MailPreviewKind): kind is NotificationKind => (mailPreviewGroups.customers as readonly string[]).includes(kind);

/** A tracking-alert or webhook mail from a made-up shipment or endpoint around `now` (no one's data). */
function otherMail(kind: Exclude<MailPreviewKind, NotificationKind>, locale: Locale, now: Date): MailMessage {
  const today = istanbulDay(now);
  const at = (hours: number) => new Date(istanbulDayStart(today).getTime() + hours * HOUR);
  const shipment: AlertShipment = { reference: 'BK-2026-000142', origin: 'Mersin, Türkiye', destination: locale === 'tr' ? 'New York, ABD' : 'New York, USA', eta: at(35 * 24 + 8) };
  switch (kind) {
    case 'trackingAlertConfirmation':
      return confirmationMail(locale, SAMPLE_TO, shipment.reference, SAMPLE_TOKEN);
    case 'trackingAlertAlreadySubscribed':
      return alreadySubscribedMail(locale, SAMPLE_TO, shipment.reference, SAMPLE_TOKEN);
    case 'trackingAlertEtaChanged':
      return alertMail(locale, SAMPLE_TO, shipment, { kind: 'etaChanged', previousEta: at(32 * 24 + 8).toISOString(), newEta: shipment.eta.toISOString() }, SAMPLE_TOKEN);
    case 'trackingAlertArrived':
      return alertMail(locale, SAMPLE_TO, { ...shipment, eta: at(-6) }, { kind: 'arrived', actualAt: at(-6).toISOString(), location: shipment.destination }, SAMPLE_TOKEN);
    case 'trackingAlertFreeTimeEnding':
      return alertMail(locale, SAMPLE_TO, { ...shipment, eta: at(-5 * 24) }, { kind: 'freeTimeEnding', freeTimeEndsAt: at(2 * 24 + 23).toISOString() }, SAMPLE_TOKEN);
    case 'trackingAlertDelivered':
      return alertMail(locale, SAMPLE_TO, { ...shipment, eta: at(-3 * 24) }, { kind: 'delivered', actualAt: at(-14).toISOString(), location: shipment.destination }, SAMPLE_TOKEN);
    case 'webhookEndpointDisabled':
      return endpointDisabledMail(locale, SAMPLE_TO, 'Ayşe', { url: 'https://erp.ornek-ihracat.example/hooks/navlunport', failingSince: new Date(now.getTime() - 24 * HOUR), waiting: 12, lastAnswer: '503 Service Unavailable' });
  }
}

/** A mail rendered from its sample in Turkish and English, with links on the public origin. */
export function mailPreview(kind: MailPreviewKind, now = new Date()): MailPreview {
  const origin = publicOrigin();
  const mails = Object.fromEntries(
    locales.map((locale) => {
      const { subject, html, text } = isNotificationKind(kind) ? renderNotificationMail(sampleMailContext(kind, locale, origin, now), locale) : otherMail(kind, locale, now);
      return [locale, { subject, html, text }];
    }),
  ) as MailPreview['mails'];
  return { kind, mails };
}
