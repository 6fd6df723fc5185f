import type { TrackingAlertKind } from '../../domain/tracking-alerts';
import { formatInstant } from '../../format';
import type { Locale } from '../../routes';
import { mailHtml, mailText, type MailContent, type MailFact } from '../mail/mail-layout';
import { mailLink, publicOrigin } from '../mail/public-origin';
import type { MailMessage } from '../mail/send-mail';

/**
 * [E1] The mails of tracking alerts, in the subscriber's language. They state only what the public tracking page
 * shows (reference, lane, ETA, the public milestone, the free-time end) — never parties, notes, documents or hidden
 * milestones — and link to the tracking page. Every alert carries the one-click unsubscribe (a link in the body, and
 * RFC 8058 List-Unsubscribe + List-Unsubscribe-Post headers naming the API's POST).
 */

/** The public facts of a shipment an alert states. */
export interface AlertShipment {
  reference: string;
  /** Place names as the tracking page writes them ("Mersin, Türkiye"). */
  origin: string;
  destination: string;
  eta: Date;
}

export type AlertEvent =
  | { kind: 'etaChanged'; previousEta: string; newEta: string }
  | { kind: 'arrived' | 'delivered'; actualAt: string; location: string | null }
  | { kind: 'freeTimeEnding'; freeTimeEndsAt: string };

const texts = {
  tr: {
    greeting: 'Merhaba,',
    reference: 'Gönderi',
    lane: 'Güzergâh',
    eta: 'Tahmini varış',
    previousEta: 'Önceki tahmini varış',
    arrivedAt: 'Varış',
    deliveredAt: 'Teslim',
    place: 'Yer',
    freeTimeEnds: 'Serbest süre bitişi',
    track: 'Gönderiyi izle',
    timeZone: 'Saatler Türkiye saatiyle (Europe/Istanbul) verilmiştir.',
    why: (reference: string) => `Bu e-postayı ${reference} numaralı gönderi için “Bana haber ver” ile istediğiniz ve onayladığınız için alıyorsunuz.`,
    unsubscribe: 'Bu gönderiyle ilgili bildirim almak istemiyorsanız tek tıkla abonelikten çıkabilirsiniz:',
    unsubscribeLabel: 'Bildirimleri durdur',
    subjects: {
      etaChanged: (reference: string) => `${reference}: tahmini varış değişti`,
      arrived: (reference: string) => `${reference}: gönderi varış noktasına ulaştı`,
      delivered: (reference: string) => `${reference}: gönderi teslim edildi`,
      freeTimeEnding: (reference: string) => `${reference}: konteyner serbest süresi 2 gün içinde bitiyor`,
    },
    bodies: {
      etaChanged: 'İzlediğiniz gönderinin tahmini varış zamanı 12 saatten fazla değişti.',
      arrived: 'İzlediğiniz gönderi varış noktasına ulaştı.',
      delivered: 'İzlediğiniz gönderi teslim edildi. Bu gönderi için başka bildirim gönderilmeyecek.',
      freeTimeEnding: 'Varış limanındaki konteynerlerin serbest süresi 2 gün içinde bitiyor; sonrasında demuraj (bekleme ücreti) işlemeye başlayabilir.',
    },
    confirmSubject: (reference: string) => `${reference} için gönderi bildirimlerini onaylayın`,
    confirmBody: (reference: string) =>
      `${reference} numaralı gönderinin izleme sayfasında bu adres için bildirim istendi. Onaylarsanız tahmini varış 12 saatten fazla değiştiğinde, gönderi vardığında, konteyner serbest süresinin bitmesine 2 gün kala ve teslimde e-posta alırsınız.`,
    confirmAction: 'Bildirimleri onayla',
    confirmNote: 'Bağlantı 48 saat geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı yok sayın; onaylamadığınız sürece size bildirim gönderilmez.',
    alreadySubject: (reference: string) => `${reference} için bildirimleriniz zaten açık`,
    alreadyBody: (reference: string) => `${reference} numaralı gönderi için bu adrese yeniden bildirim istendi. Bildirimleriniz zaten açık; bir şey yapmanıza gerek yok.`,
  },
  en: {
    greeting: 'Hello,',
    reference: 'Shipment',
    lane: 'Route',
    eta: 'Estimated arrival',
    previousEta: 'Previous estimated arrival',
    arrivedAt: 'Arrived',
    deliveredAt: 'Delivered',
    place: 'Place',
    freeTimeEnds: 'Free time ends',
    track: 'Track the shipment',
    timeZone: 'Times are in Türkiye time (Europe/Istanbul).',
    why: (reference: string) => `You receive this email because you asked for alerts on shipment ${reference} with “Notify me” and confirmed it.`,
    unsubscribe: 'If you no longer want alerts on this shipment, unsubscribe with one click:',
    unsubscribeLabel: 'Stop these alerts',
    subjects: {
      etaChanged: (reference: string) => `${reference}: estimated arrival changed`,
      arrived: (reference: string) => `${reference}: the shipment has arrived`,
      delivered: (reference: string) => `${reference}: the shipment has been delivered`,
      freeTimeEnding: (reference: string) => `${reference}: container free time ends within 2 days`,
    },
    bodies: {
      etaChanged: 'The estimated arrival of the shipment you follow moved by more than 12 hours.',
      arrived: 'The shipment you follow has arrived at its destination.',
      delivered: 'The shipment you follow has been delivered. No further alerts will be sent for it.',
      freeTimeEnding: 'The free time of the containers at the destination port ends within 2 days; after that, demurrage may be charged.',
    },
    confirmSubject: (reference: string) => `Confirm shipment alerts for ${reference}`,
    confirmBody: (reference: string) =>
      `Alerts for shipment ${reference} were requested for this address on its tracking page. Once you confirm, we email you when the estimated arrival moves by more than 12 hours, when the shipment arrives, 2 days before the containers’ free time ends, and on delivery.`,
    confirmAction: 'Confirm alerts',
    confirmNote: 'The link is valid for 48 hours. If you did not ask for this, ignore this email: we send no alerts unless you confirm.',
    alreadySubject: (reference: string) => `Alerts for ${reference} are already on`,
    alreadyBody: (reference: string) => `Someone asked again for alerts on shipment ${reference} for this address. Your alerts are already on; there is nothing you need to do.`,
  },
} as const;

/** The tracking page of a shipment, in a language. */
export const trackingPageLink = (locale: Locale, reference: string) => mailLink(publicOrigin(), 'trackYourFreight', locale, { number: reference });
/** The unsubscribe page of a token (a person's click). */
export const unsubscribePageLink = (locale: Locale, token: string) => mailLink(publicOrigin(), 'trackingAlertUnsubscribe', locale, { token });
/** The confirmation page of a token. */
export const confirmPageLink = (locale: Locale, token: string) => mailLink(publicOrigin(), 'trackingAlertConfirm', locale, { token });
/** The API's one-click unsubscribe (RFC 8058): a mail client POSTs `List-Unsubscribe=One-Click` here, no sign-in. */
export const oneClickUnsubscribeLink = (token: string) => `${publicOrigin()}/api/TrackingAlerts/Unsubscribe?token=${encodeURIComponent(token)}`;

type AlertMail = MailMessage & { headers: Record<string, string> };

function mailOf(locale: Locale, to: string, subject: string, content: Omit<MailContent, 'locale' | 'subject' | 'greeting'>, unsubscribeToken: string | null): AlertMail {
  const text = texts[locale];
  const full: MailContent = {
    locale,
    subject,
    greeting: text.greeting,
    ...content,
    ...(unsubscribeToken ? { footer: { text: text.unsubscribe, link: { label: text.unsubscribeLabel, href: unsubscribePageLink(locale, unsubscribeToken) } } } : {}),
  };
  const headers: Record<string, string> = unsubscribeToken ? { 'List-Unsubscribe': `<${oneClickUnsubscribeLink(unsubscribeToken)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};
  return { to, subject, text: mailText(full), html: mailHtml(full), language: locale, headers };
}

const when = (instant: string | Date, locale: Locale) => formatInstant(instant, locale, 'dateTime');

/** The facts of an alert: the shipment's reference and lane, then what the event changed. */
function alertFacts(locale: Locale, shipment: AlertShipment, event: AlertEvent): MailFact[] {
  const text = texts[locale];
  const facts: MailFact[] = [
    { label: text.reference, value: shipment.reference },
    { label: text.lane, value: `${shipment.origin} → ${shipment.destination}` },
  ];
  switch (event.kind) {
    case 'etaChanged':
      facts.push({ label: text.eta, value: when(event.newEta, locale) }, { label: text.previousEta, value: when(event.previousEta, locale) });
      break;
    case 'arrived':
    case 'delivered':
      facts.push({ label: event.kind === 'arrived' ? text.arrivedAt : text.deliveredAt, value: when(event.actualAt, locale) });
      if (event.location) facts.push({ label: text.place, value: event.location });
      break;
    case 'freeTimeEnding':
      facts.push({ label: text.freeTimeEnds, value: when(event.freeTimeEndsAt, locale) }, { label: text.eta, value: when(shipment.eta, locale) });
      break;
  }
  return facts;
}

/** An alert mail of one event, with the subscription's one-click unsubscribe. */
export function alertMail(locale: Locale, to: string, shipment: AlertShipment, event: AlertEvent, unsubscribeToken: string): AlertMail {
  const text = texts[locale];
  const kind: TrackingAlertKind = event.kind;
  return mailOf(
    locale,
    to,
    text.subjects[kind](shipment.reference),
    { paragraphs: [text.bodies[kind]], facts: alertFacts(locale, shipment, event), action: { label: text.track, href: trackingPageLink(locale, shipment.reference) }, notes: [text.timeZone, text.why(shipment.reference)] },
    unsubscribeToken,
  );
}

/** The double opt-in mail: the confirmation link (48 h). */
export function confirmationMail(locale: Locale, to: string, reference: string, confirmToken: string): AlertMail {
  const text = texts[locale];
  return mailOf(locale, to, text.confirmSubject(reference), { paragraphs: [text.confirmBody(reference)], facts: [], action: { label: text.confirmAction, href: confirmPageLink(locale, confirmToken) }, notes: [text.confirmNote] }, null);
}

/** The answer to a repeated request for an active subscription: nothing to do, and how to stop. */
export function alreadySubscribedMail(locale: Locale, to: string, reference: string, unsubscribeToken: string): AlertMail {
  const text = texts[locale];
  return mailOf(locale, to, text.alreadySubject(reference), { paragraphs: [text.alreadyBody(reference)], facts: [], action: { label: text.track, href: trackingPageLink(locale, reference) }, notes: [] }, unsubscribeToken);
}
