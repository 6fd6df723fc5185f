import type { NotificationKind } from '../../schemas/notification';
import type { Locale } from '../../routes';

type Params = Record<string, string | number>;
/** A line: text with {{name}} placeholders, or one chosen by the params (an empty line is left out). */
type Line = string | ((params: Params) => string);

/** Why an ETA moved (lib/domain/tracking.ts etaChangeReasons), as the emails say it. */
const etaReasonText: Record<Locale, Record<string, string>> = {
  tr: { weather: 'hava koşulları', portCongestion: 'liman yoğunluğu', vesselDelay: 'gemi gecikmesi', missedConnection: 'kaçırılan aktarma', customsInspection: 'gümrük denetimi', equipmentShortage: 'ekipman eksikliği', strike: 'grev', scheduleImproved: 'sefer planı öne alındı', other: 'diğer' },
  en: { weather: 'weather', portCongestion: 'port congestion', vesselDelay: 'vessel delay', missedConnection: 'missed connection', customsInspection: 'customs inspection', equipmentShortage: 'equipment shortage', strike: 'strike', scheduleImproved: 'schedule improved', other: 'other' },
};

/** Subject and body lines of each notification email, in both languages ({{name}} from the params). */
const templates: Record<Locale, Record<NotificationKind, { subject: string; lines: Line[]; button: string }>> = {
  tr: {
    requestQuoted: { subject: '{{reference}} talebiniz için teklif hazır', lines: ['{{reference}} numaralı talebiniz fiyatlandırıldı.', 'Teklifleri inceleyip onaylayabilirsiniz.'], button: 'Teklifleri gör' },
    reservationCreated: { subject: '{{reference}} rezervasyonunuz oluşturuldu', lines: ['{{reference}} numaralı rezervasyonunuz oluşturuldu.', 'Tutar: {{amount}}. Ödemeyi kartla veya havaleyle ({{paymentReference}} açıklamasıyla) yapabilirsiniz.'], button: 'Rezervasyonu aç' },
    paymentReceived: { subject: '{{reference}} ödemeniz alındı', lines: ['{{reference}} rezervasyonu için {{amount}} tutarındaki ödemeniz alındı.', 'Rezervasyonunuz operasyon ekibimizin teyidini bekliyor.'], button: 'Rezervasyonu aç' },
    reservationConfirmed: { subject: '{{reference}} rezervasyonunuz teyit edildi', lines: ['{{reference}} numaralı rezervasyonunuz teyit edildi.', 'Yükleme ve takip bilgileri hazır olduğunda size haber vereceğiz.'], button: 'Rezervasyonu aç' },
    transferRejected: { subject: '{{reference}} havale dekontu onaylanmadı', lines: ['{{reference}} rezervasyonu için yüklediğiniz dekont onaylanmadı.', (params) => (params.reason ? `Gerekçe: ${String(params.reason)}` : ''), 'Lütfen ödemeyi kontrol edip yeniden deneyin.'], button: 'Rezervasyonu aç' },
    shipmentDeparted: { subject: '{{reference}} gönderiniz yola çıktı', lines: ['{{reference}} numaralı gönderiniz yola çıktı.', 'Kilometre taşlarını ve tahmini varışı takip sayfasında görebilirsiniz.'], button: 'Gönderiyi takip et' },
    shipmentDelivered: { subject: '{{reference}} gönderiniz teslim edildi', lines: ['{{reference}} numaralı gönderiniz teslim edildi.', 'Bizi tercih ettiğiniz için teşekkür ederiz.'], button: 'Gönderiyi takip et' },
    shipmentEtaChanged: {
      subject: '{{reference}} gönderinizin tahmini varışı değişti',
      lines: ['{{reference}} numaralı gönderinizin yeni tahmini varış tarihi: {{eta}}.', (params) => `Gerekçe: ${etaReasonText.tr[String(params.reason)] ?? String(params.reason)}.`],
      button: 'Gönderiyi takip et',
    },
    reservationCancelled: {
      subject: '{{reference}} rezervasyonunuz iptal edildi',
      lines: [
        '{{reference}} numaralı rezervasyonunuz iptal edildi.',
        'Gerekçe: {{reason}}',
        (params) =>
          params.refund === 'card'
            ? 'Kartınızdan alınan {{amount}} iade edildi; tutarın hesabınıza geçmesi bankanıza göre birkaç iş günü sürebilir.'
            : params.refund === 'transfer'
              ? 'Havaleyle ödediğiniz {{amount}} iade ediliyor; tutar birkaç iş günü içinde hesabınıza gönderilecek.'
              : '',
      ],
      button: 'Rezervasyonu aç',
    },
  },
  en: {
    requestQuoted: { subject: 'Your request {{reference}} has been quoted', lines: ['Your request {{reference}} has been priced.', 'You can review the offers and approve one.'], button: 'See the offers' },
    reservationCreated: { subject: 'Your reservation {{reference}} was created', lines: ['Your reservation {{reference}} was created.', 'Amount: {{amount}}. Pay by card or by bank transfer with the reference {{paymentReference}}.'], button: 'Open the reservation' },
    paymentReceived: { subject: 'Payment received for {{reference}}', lines: ['We received your payment of {{amount}} for the reservation {{reference}}.', 'Your reservation now waits for our operations team to confirm it.'], button: 'Open the reservation' },
    reservationConfirmed: { subject: 'Your reservation {{reference}} is confirmed', lines: ['Your reservation {{reference}} is confirmed.', 'We will let you know when loading and tracking details are ready.'], button: 'Open the reservation' },
    transferRejected: { subject: 'Transfer receipt for {{reference}} not accepted', lines: ['The receipt you uploaded for the reservation {{reference}} was not accepted.', (params) => (params.reason ? `Reason: ${String(params.reason)}` : ''), 'Please check the payment and try again.'], button: 'Open the reservation' },
    shipmentDeparted: { subject: 'Your shipment {{reference}} has departed', lines: ['Your shipment {{reference}} has departed.', 'Follow its milestones and ETA on the tracking page.'], button: 'Track the shipment' },
    shipmentDelivered: { subject: 'Your shipment {{reference}} was delivered', lines: ['Your shipment {{reference}} was delivered.', 'Thank you for shipping with us.'], button: 'Track the shipment' },
    shipmentEtaChanged: {
      subject: 'The ETA of your shipment {{reference}} changed',
      lines: ['The new estimated arrival of your shipment {{reference}} is {{eta}}.', (params) => `Reason: ${etaReasonText.en[String(params.reason)] ?? String(params.reason)}.`],
      button: 'Track the shipment',
    },
    reservationCancelled: {
      subject: 'Your reservation {{reference}} was cancelled',
      lines: [
        'Your reservation {{reference}} was cancelled.',
        'Reason: {{reason}}',
        (params) =>
          params.refund === 'card'
            ? 'The {{amount}} charged to your card has been refunded; depending on your bank it may take a few business days to show.'
            : params.refund === 'transfer'
              ? 'The {{amount}} you paid by bank transfer is on its way back to you within a few business days.'
              : '',
      ],
      button: 'Open the reservation',
    },
  },
};

const fill = (text: string, params: Params) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A money amount in minor units as the reader's locale writes it: 1.550,00 USD / 1,550.00 USD. */
export const formatAmount = (amount: number, currency: string, locale: Locale) =>
  `${new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount / 100)} ${currency}`;

/** The email of a notification in `locale`: plain text and the branded HTML of the identity provider's mails. */
export function notificationMail(kind: NotificationKind, locale: Locale, params: Params, link: string): { subject: string; text: string; html: string } {
  const template = templates[locale][kind];
  const subject = fill(template.subject, params);
  const lines = template.lines.map((line) => fill(typeof line === 'string' ? line : line(params), params)).filter((line) => line.trim() !== '');
  const button = template.button;
  const text = `${lines.join('\n\n')}\n\n${button}: ${link}\n\nNavlunPort`;
  const html = `<!DOCTYPE html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1d2733;line-height:1.5">
<p style="font-size:20px;font-weight:bold;color:#0b2545">Navlun<span style="color:#e8661c">Port</span></p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#13598b;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(button)}</a></p>
<p style="font-size:13px;color:#5b6675;word-break:break-all">${escapeHtml(link)}</p>
</body></html>`;
  return { subject, text, html };
}
