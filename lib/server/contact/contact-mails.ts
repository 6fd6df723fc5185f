import { formatInstant } from '../../format';
import { formatPhone } from '../../domain/phone';
import type { Locale } from '../../routes';
import type { ContactSubject } from '../../schemas/contact';
import { mailHtml, mailText, type MailContent } from '../mail/mail-layout';
import type { MailMessage } from '../mail/send-mail';

export interface ContactMessage {
  id: number;
  name: string;
  company: string | null;
  email: string;
  phone: string;
  subject: ContactSubject;
  message: string;
  locale: Locale;
  createdAt: Date;
}

const subjects: Record<Locale, Record<ContactSubject, string>> = {
  tr: { quote: 'Fiyat teklifi', booking: 'Rezervasyon', tracking: 'Yük takibi', payment: 'Ödeme', partnership: 'İş ortaklığı', other: 'Diğer' },
  en: { quote: 'Quote', booking: 'Booking', tracking: 'Tracking', payment: 'Payment', partnership: 'Partnership', other: 'Other' },
};

const ack = {
  tr: {
    subject: (reference: string) => `Mesajınızı aldık (${reference})`,
    greeting: 'Merhaba,',
    received: 'İletişim formu üzerinden gönderdiğiniz mesaj bize ulaştı. Teşekkür ederiz.',
    next: 'Operasyon ekibimiz mesajınızı inceleyip iş günlerinde en geç 1 iş günü içinde size e-posta veya telefonla dönüş yapacak. Acil bir sevkiyat için mesajınıza bu e-postayı yanıtlayarak ek bilgi verebilirsiniz.',
    summary: 'Başvurunuz',
    labels: { reference: 'Başvuru no', subject: 'Konu' },
    ignore: 'Bu formu siz göndermediyseniz bu e-postayı yok sayabilirsiniz.',
  },
  en: {
    subject: (reference: string) => `We have received your message (${reference})`,
    greeting: 'Hello,',
    received: 'Your message from our contact form has reached us. Thank you.',
    next: 'Our operations team will review it and get back to you by email or phone within 1 business day. For an urgent shipment you can reply to this email with more details.',
    summary: 'Your request',
    labels: { reference: 'Reference', subject: 'Subject' },
    ignore: 'If you did not send this form, you can ignore this email.',
  },
} as const;

/** The reference a sender and operations quote: CF- and the message's number. */
export const contactReference = (id: number) => `CF-${String(id).padStart(6, '0')}`;

/**
 * The acknowledgement to the address typed in the form, in the sender's language: receipt, what happens next, the
 * reference and the subject chosen from our list. Nothing the sender wrote (name, phone, message) is in it: the
 * address is unproven, and a form that mails what anyone typed to any address relays their text under our name.
 */
export function contactAcknowledgementMail(message: ContactMessage): MailMessage {
  const text = ack[message.locale];
  const reference = contactReference(message.id);
  const subject = subjects[message.locale][message.subject];
  const content: MailContent = {
    locale: message.locale,
    subject: text.subject(reference),
    greeting: text.greeting,
    paragraphs: [text.received, text.next],
    factsTitle: text.summary,
    facts: [
      { label: text.labels.reference, value: reference },
      { label: text.labels.subject, value: subject },
    ],
    notes: [text.ignore],
  };
  return { to: message.email, subject: content.subject, text: mailText(content), html: mailHtml(content), language: message.locale };
}

/** The message as operations receive it (in Turkish, the team's language), every field escaped; replies go to the sender. */
export function contactOperationsMail(message: ContactMessage, to: string, meta: { ip: string | null }): MailMessage & { replyTo: string } {
  const reference = contactReference(message.id);
  const subject = subjects.tr[message.subject];
  // CR/LF can't reach a header: the schema's trimmed single-line fields, and the subject is built from ours.
  const mailSubject = `[${reference}] ${subject}: ${message.name.replace(/[\r\n]+/g, ' ').slice(0, 80)}`;
  const content: MailContent = {
    locale: 'tr',
    subject: mailSubject,
    greeting: 'İletişim formundan yeni mesaj',
    paragraphs: [],
    facts: [
      { label: 'Başvuru no', value: reference },
      { label: 'Konu', value: subject },
      { label: 'Ad soyad', value: message.name },
      { label: 'Firma', value: message.company || '—' },
      { label: 'E-posta', value: message.email },
      { label: 'Telefon', value: formatPhone(message.phone) },
      { label: 'Dil', value: message.locale === 'tr' ? 'Türkçe' : 'İngilizce' },
      { label: 'Tarih', value: formatInstant(message.createdAt, 'tr') },
      { label: 'IP adresi', value: meta.ip ?? '—' },
    ],
    message: { title: 'Mesaj', text: message.message },
    notes: [],
  };
  return { to, replyTo: message.email, subject: mailSubject, text: mailText(content), html: mailHtml(content), language: 'tr' };
}
