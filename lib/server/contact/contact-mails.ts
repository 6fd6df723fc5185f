import { formatPhone } from '../../domain/phone';
import type { Locale } from '../../routes';
import type { ContactSubject } from '../../schemas/contact';
import type { MailMessage } from '../mail/send-mail';
import { escapeHtml, escapeLines, mailFrame, paragraph } from './mail-html';

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

const row = (label: string, value: string) => `<tr><th align="left" style="padding:4px 12px 4px 0;color:#5b6675;font-weight:600;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0;vertical-align:top">${value}</td></tr>`;

/**
 * The acknowledgement to the address typed in the form, in the sender's language: receipt, what happens next, the
 * reference and the subject chosen from our list. Nothing the sender wrote (name, phone, message) is in it: the
 * address is unproven, and a form that mails what anyone typed to any address relays their text under our name.
 */
export function contactAcknowledgementMail(message: ContactMessage): MailMessage {
  const text = ack[message.locale];
  const reference = contactReference(message.id);
  const subject = subjects[message.locale][message.subject];
  const plain = [
    text.greeting,
    '',
    text.received,
    text.next,
    '',
    `${text.summary}:`,
    `${text.labels.reference}: ${reference}`,
    `${text.labels.subject}: ${subject}`,
    '',
    text.ignore,
    '',
    'NavlunPort',
  ].join('\n');
  const html = mailFrame(
    message.locale,
    [
      paragraph(escapeHtml(text.greeting)),
      paragraph(escapeHtml(text.received)),
      paragraph(escapeHtml(text.next)),
      `<h2 style="font-size:16px;margin:20px 0 8px;color:#0b2545">${escapeHtml(text.summary)}</h2>`,
      `<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 16px">${[
        row(text.labels.reference, escapeHtml(reference)),
        row(text.labels.subject, escapeHtml(subject)),
      ].join('')}</table>`,
      paragraph(escapeHtml(text.ignore), 'color:#7a8896;font-size:13px'),
    ].join('\n'),
  );
  return { to: message.email, subject: text.subject(reference), text: plain, html };
}

/** The message as operations receive it (in Turkish, the team's language), every field escaped; replies go to the sender. */
export function contactOperationsMail(message: ContactMessage, to: string, meta: { ip: string | null }): MailMessage & { replyTo: string } {
  const reference = contactReference(message.id);
  const subject = subjects.tr[message.subject];
  const fields: [string, string][] = [
    ['Başvuru no', reference],
    ['Konu', subject],
    ['Ad soyad', message.name],
    ['Firma', message.company || '—'],
    ['E-posta', message.email],
    ['Telefon', formatPhone(message.phone)],
    ['Dil', message.locale === 'tr' ? 'Türkçe' : 'İngilizce'],
    ['Tarih', new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(message.createdAt)],
    ['IP adresi', meta.ip ?? '—'],
  ];
  const plain = ['İletişim formundan yeni mesaj', '', ...fields.map(([label, value]) => `${label}: ${value}`), '', 'Mesaj:', message.message].join('\n');
  const html = mailFrame(
    'tr',
    [
      paragraph(`<strong>${escapeHtml('İletişim formundan yeni mesaj')}</strong>`),
      `<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 16px">${fields.map(([label, value]) => row(label, escapeHtml(value))).join('')}</table>`,
      `<div style="border-left:3px solid #13598b;padding:8px 12px;background:#f4f6fa;white-space:normal">${escapeLines(message.message)}</div>`,
    ].join('\n'),
  );
  // CR/LF can't reach a header: the schema's trimmed single-line fields, and the subject is built from ours.
  return { to, replyTo: message.email, subject: `[${reference}] ${subject}: ${message.name.replace(/[\r\n]+/g, ' ').slice(0, 80)}`, text: plain, html };
}
