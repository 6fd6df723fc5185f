import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/lib/routes';
import { notificationKinds, type NotificationKind } from '@/lib/schemas/notification';
import type { MailBookingRecord, MailContext, MailRequestRecord } from '@/lib/server/notifications/mail-context';
import { sampleMailContext } from '@/lib/server/notifications/mail-samples';
import { mailTexts } from '@/lib/server/notifications/mail-texts';
import { renderNotificationMail } from '@/lib/server/notifications/templates';

const ORIGIN = 'https://pazar.navlunport.example';
/** 28 November 2026, 10:00 in Istanbul. */
const NOW = new Date('2026-11-28T07:00:00Z');
const sample = (kind: NotificationKind, locale: Locale) => sampleMailContext(kind, locale, ORIGIN, NOW);
const render = (kind: NotificationKind, locale: Locale, change: (context: MailContext) => MailContext = (context) => context) => renderNotificationMail(change(sample(kind, locale)), locale);
const booking = (context: MailContext) => context.record as MailBookingRecord;
/** The absolute links of a part (href attributes in HTML, "Label: link" lines in text). */
const linksOf = (part: string) => [...part.matchAll(/https?:\/\/[^\s"<]+/g)].map((match) => match[0]);
/** The next-step button's link: the one link of the mail the facts and notes don't hold. */
const buttonHref = (html: string) => /<a href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');

describe('renderNotificationMail: every event in both languages', () => {
  for (const kind of notificationKinds) {
    for (const locale of locales) {
      it(`${kind} (${locale}): subject, facts, next step, links on the public origin, no ISO date`, () => {
        const context = sample(kind, locale);
        const mail = renderNotificationMail(context, locale);
        const texts = mailTexts[locale];
        expect(mail.language).toBe(locale);
        expect(mail.subject).toBe(texts.subjects[kind](context.record.reference));
        expect(mail.html).toContain(`<html lang="${locale}">`);
        for (const part of [mail.text, mail.html]) {
          expect(part).toContain(context.record.reference);
          // The route by place name (never a code), and the mode in the reader's language.
          expect(part).toContain('Mersin → New York');
          expect(part).not.toMatch(/TRMER|USNYC/);
          expect(part).toContain(locale === 'tr' ? 'Deniz – Konteyner (FCL)' : 'Sea – FCL');
          expect(part).toContain(texts.nextTitle);
          // Dates as the language writes them: never an ISO day or instant.
          expect(part).not.toMatch(/\d{4}-\d{2}-\d{2}/);
          expect(part).not.toMatch(/T\d{2}:\d{2}/);
        }
        expect(mail.text).toContain(`${texts.labels[context.record.entity]}: ${context.record.reference}`);
        const links = [...linksOf(mail.text), ...linksOf(mail.html)];
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) expect(link.startsWith(`${ORIGIN}/`)).toBe(true);
        // English links carry the /en prefix; Turkish ones none.
        expect(buttonHref(mail.html)!.startsWith(`${ORIGIN}/en/`)).toBe(locale === 'en');
        expect(mail.text).toContain(buttonHref(mail.html));
      });
    }
  }
});

describe('the facts and the next step follow the record', () => {
  it('a reservation awaiting payment: amount, transfer reference, planned departure and arrival, "pay" on its page', () => {
    const mail = render('reservationCreated', 'tr');
    expect(mail.text).toContain('Tutar: $2.140,00');
    expect(mail.text).toMatch(/Havale açıklaması: NP000000142\d\d/);
    expect(mail.text).toContain('Tahmini kalkış (ETD): 7 Ara 2026');
    expect(mail.text).toContain('Tahmini varış (ETA): 31 Ara 2026');
    expect(mail.text).toContain('$2.140,00 tutarını kartla ödeyin ya da açıklamaya NP000000142');
    expect(mail.text).toContain(`Ödeme yap: ${ORIGIN}/hesabim/rezervasyonlar/rezervasyon-detaylari?id=142`);
    const en = render('reservationCreated', 'en');
    expect(en.text).toContain('Amount: $2,140.00');
    expect(en.text).toContain('Departure (ETD): Dec 7, 2026');
    expect(en.text).toContain(`Pay now: ${ORIGIN}/en/my-account/reservations/reservation-details?id=142`);
  });

  it('a confirmed booking names its vessel and voyage, the cut-off and the sailing, and sends to tracking', () => {
    const mail = render('reservationConfirmed', 'en');
    expect(mail.text).toContain('Carrier: MSC');
    expect(mail.text).toContain('Vessel / voyage: MSC Aurora / 248W');
    expect(mail.text).toContain('Cut-off: Dec 4, 2026, 17:00');
    expect(mail.text).toContain('Departure (ETD): Dec 6, 2026');
    expect(mail.text).toContain('Payment: Card (Visa •••• 4242)');
    expect(mail.text).not.toContain('Transfer reference');
    expect(mail.text).toContain(`Track the shipment: ${ORIGIN}/en/track-your-freight?number=BK-2026-000142`);
  });

  it('a departed shipment says when it left (done, with its time) and drops the cut-off', () => {
    const mail = render('shipmentDeparted', 'tr');
    expect(mail.text).toContain('Kalkış: 27 Kas 2026 14:00');
    expect(mail.text).not.toContain('Cut-off');
    expect(mail.text).not.toContain('Tahmini kalkış');
    expect(mail.text).toContain(`Gönderiyi takip et: ${ORIGIN}/yuk-takip?number=BK-2026-000142`);
  });

  it('an ETA move names the old and the new day and the reason in the reader’s words', () => {
    expect(render('shipmentEtaChanged', 'tr').text).toContain('BK-2026-000142 numaralı gönderinizin tahmini varışı 30 Ara 2026 yerine 2 Oca 2027 oldu.\n\nGerekçe: Liman yoğunluğu.');
    expect(render('shipmentEtaChanged', 'en').text).toContain('moved from Dec 30, 2026 to Jan 2, 2027.\n\nReason: Port congestion.');
  });

  it('a quoted request counts the offers it can approve and names the lowest; without any, it says so', () => {
    const mail = render('requestQuoted', 'en');
    expect(mail.text).toContain('3 offers await your approval');
    expect(mail.text).toContain('Lowest offer: $1,850.00 · MSC · 24 days');
    expect(mail.text).toContain('Valid until: Dec 10, 2026');
    expect(mail.text).toContain(`See the offers: ${ORIGIN}/en/my-account/requests/request-detail?id=318`);
    const none = render('requestQuoted', 'tr', (context) => ({ ...context, record: { ...(context.record as MailRequestRecord), offers: { count: 0, lowest: null } } }));
    expect(none.text).not.toContain('En uygun teklif');
    expect(none.text).toContain('Bugün onaylanabilecek bir teklif kalmadı');
  });

  it('tells the next step of the state the record is in now, not of the event', () => {
    // The request was quoted, but the customer approved an offer before the mail went out.
    const approved = render('requestQuoted', 'en', (context) => ({ ...context, record: { ...(context.record as MailRequestRecord), status: 'approved' } }));
    expect(approved.text).toContain('Make the reservation with the offer you approved.');
    expect(approved.text).not.toContain('Offers to approve');
    const converted = render('requestQuoted', 'tr', (context) => ({ ...context, record: { ...(context.record as MailRequestRecord), status: 'converted' } }));
    expect(converted.text).toContain(`Rezervasyonlarım: ${ORIGIN}/hesabim/rezervasyonlar`);
    // A refused transfer leaves the reservation awaiting payment: pay again.
    const refused = render('transferRejected', 'en');
    expect(refused.text).toContain('Reason: The receipt shows 60 USD less than the reservation amount.');
    expect(refused.text).toContain('Pay $2,140.00 by card, or by bank transfer');
    // A shipment without a reservation has only its tracking page.
    const untracked = render('shipmentDelivered', 'en', (context) => ({ ...context, record: { ...booking(context), entity: 'shipment', id: null, amount: null, paymentReference: null, paidBy: null } }));
    expect(untracked.text).toContain('Shipment: BK-2026-000142');
    expect(untracked.text).not.toContain('Amount');
    expect(untracked.text).toContain(`Track the shipment: ${ORIGIN}/en/track-your-freight?number=BK-2026-000142`);
  });

  it('a cancelled booking: the reason, how the money comes back (only if it was taken), no schedule', () => {
    const card = render('reservationCancelled', 'en');
    expect(card.text).toContain('Reason: The loading was postponed to next month.');
    expect(card.text).toContain('The $2,140.00 charged to your card has been refunded');
    expect(card.text).not.toMatch(/ETD|ETA|Cut-off/);
    const transfer = render('reservationCancelled', 'tr', (context) => ({ ...context, event: { ...context.event, refund: 'transfer' } }));
    expect(transfer.text).toContain('Havaleyle ödediğiniz $2.140,00 iade ediliyor');
    const none = render('reservationCancelled', 'tr', (context) => ({ ...context, event: { reason: 'Sefer iptal', refund: 'none' } }));
    expect(none.text).toContain('Gerekçe: Sefer iptal');
    expect(none.text).not.toContain('iade');
    expect(none.html.match(/<p /g)!.length).toBe(transfer.html.match(/<p /g)!.length - 1);
  });

  it('says why the reader gets it: a kind they may turn off, or one always sent', () => {
    expect(render('paymentReceived', 'en').text).toContain('You can turn these emails off');
    expect(render('transferRejected', 'en').text).toContain('This email is always sent');
  });

  it('greets by first name when the profile has one', () => {
    expect(render('paymentReceived', 'tr').text.startsWith('Merhaba Ayşe,')).toBe(true);
    expect(render('paymentReceived', 'en', (context) => ({ ...context, recipientName: null })).text.startsWith('Hello,\n')).toBe(true);
  });
});

describe('escaping', () => {
  it('escapes every value in the HTML and keeps it as written in the text', () => {
    const hostile = '<script>alert("x")</script> & <b>';
    const mail = render('transferRejected', 'en', (context) => ({
      ...context,
      recipientName: '<img src=x>',
      origin: 'https://pazar.navlunport.example',
      record: { ...booking(context), carrier: 'A&B "Lines"', origin: '<Mersin>' },
      event: { reason: hostile },
    }));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;');
    expect(mail.html).toContain('A&amp;B &quot;Lines&quot;');
    expect(mail.html).toContain('&lt;Mersin&gt; → New York');
    expect(mail.text).toContain(`Reason: ${hostile}`);
  });
});
