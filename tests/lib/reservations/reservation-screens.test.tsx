import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PaymentTransferView } from '@/components/account/reservations/PaymentTransferView';
import { ReservationConfirmationView } from '@/components/account/reservations/ReservationConfirmationView';
import { ReservationDetailView } from '@/components/account/reservations/ReservationDetailView';
import { receiptAcceptAttribute } from '@/lib/domain/file-rules';
import type { Locale } from '@/lib/routes';
import { localeTexts, renderTranslated } from '../../support/render-translated';
import { paymentView, reservationDetail } from '../../support/reservation-fixtures';

/** The customer's and operations' reservation screens rendered on the server in both languages: the texts follow the state. */
const account = { tr: localeTexts('tr', 'account'), en: localeTexts('en', 'account') } as unknown as Record<Locale, { reservations: { statusCopy: Record<string, Record<string, Record<string, string>>> } }>;

/** The HTML with the entities React writes for quotes and ampersands read back, so texts compare as written. */
async function render(element: ReactElement, locale: Locale): Promise<string> {
  const html = await renderTranslated(element, locale, ['common', 'account', 'search', 'errors'], '/x');
  return html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

const payment = paymentView;
const base = reservationDetail();
const copy = (locale: Locale, copyCase: string, role: string) => account[locale].reservations.statusCopy[copyCase]![role]!;
const noRawKeys = (html: string) => expect(html).not.toMatch(/\b(reservations|payments)\.[a-zA-Z]+\./);

for (const locale of ['tr', 'en'] as const) {
  describe(`reservation screens (${locale})`, () => {
    it('shows a refused receipt’s reason with the next step: a new receipt or the card', async () => {
      const reason = 'Tutar eksik geldi';
      const html = await render(<ReservationDetailView reservation={{ ...base, payments: [payment({ status: 'rejected', rejectionReason: reason })] }} canEdit />, locale);
      noRawKeys(html);
      expect(html).toContain(copy(locale, 'transferRefused', 'customer').heading);
      expect(html).toContain(copy(locale, 'transferRefused', 'customer').next!.replace('{{amount}}', locale === 'tr' ? '€1.550,00' : '€1,550.00').replace('{{paymentReference}}', 'NP00000000968'));
      expect(html).toContain(account[locale].reservations.statusCopy.rejectionReason!.toString().replace('{{reason}}', reason));
      expect(html).toContain(locale === 'tr' ? 'Yeni dekont yükle' : 'Upload a new receipt');
      expect(html).toContain('data-testid="pay-by-card"');
    });

    it('tells operations what to do with a receipt under review, with a refusal that asks for a reason', async () => {
      const html = await render(<ReservationDetailView reservation={{ ...base, status: 'paymentUnderReview', payments: [payment({ receiptFileId: '00000000-0000-4000-8000-000000000002' })], actions: ['confirmTransfer', 'rejectTransfer', 'cancel'], asCustomer: false, viewerRole: 'staff' }} canEdit={false} />, locale);
      noRawKeys(html);
      expect(html).toContain(copy(locale, 'paymentUnderReview', 'staff').heading);
      expect(html).toContain('data-testid="refuse-transfer"');
      expect(html).not.toContain('data-testid="pay-by-card"');
    });

    it('says “payment received” after a card payment, never “confirmed”, and that operations will confirm', async () => {
      const paid = { ...base, status: 'paid' as const, actions: [], payments: [payment({ method: 'card', status: 'succeeded', cardBrand: 'visa', cardLast4: '4242' })] };
      const html = await render(<ReservationConfirmationView reservation={paid} />, locale);
      noRawKeys(html);
      expect(html).toContain(copy(locale, 'paidByCard', 'customer').heading);
      expect(html).toContain(copy(locale, 'paidByCard', 'customer').next);
      expect(html).toContain('•••• 4242');
      expect(html).not.toContain(copy(locale, 'confirmed', 'customer').heading);
      // Once operations confirmed it, the same screen says so.
      expect(await render(<ReservationConfirmationView reservation={{ ...paid, status: 'confirmed' }} />, locale)).toContain(copy(locale, 'confirmed', 'customer').heading);
    });

    it('lists our account in the reservation’s currency with a copy button each, and the receipt field the server’s rule allows', async () => {
      const html = await render(<PaymentTransferView reservation={base} />, locale);
      noRawKeys(html);
      for (const value of ['TR97 0006 1005 1978 6457 8490 01', 'DEMOTRIS', 'Demo Bank A.Ş.', 'NavlunPort Lojistik A.Ş.', 'NP00000000968']) expect(html).toContain(value);
      const copyLabel = locale === 'tr' ? (label: string) => `Kopyala: ${label}` : (label: string) => `Copy ${label}`;
      for (const label of ['IBAN', 'SWIFT/BIC', locale === 'tr' ? 'Banka' : 'Bank', locale === 'tr' ? 'Tutar' : 'Amount', locale === 'tr' ? 'Ödeme referansı' : 'Payment reference']) expect(html).toContain(`aria-label="${copyLabel(label)}"`);
      expect(html.match(/role="status" aria-live="polite"/g)).toHaveLength(6);
      expect(html).toContain(`accept="${receiptAcceptAttribute}"`);
      expect(html).toMatch(/<input[^>]*type="file"[^>]*required=""/);
      expect(html).toContain(locale === 'tr' ? 'Dekont (zorunlu)' : 'Payment receipt (required)');
      expect(html).toContain(locale === 'tr' ? 'PDF, JPEG veya PNG' : 'PDF, JPEG, or PNG');
      expect(html).not.toMatch(/xlsx/i);
    });

    it('says when the account is the demo one (none configured for the currency), and not when it is real', async () => {
      const demo = await render(<PaymentTransferView reservation={base} />, locale);
      expect(demo).toContain('data-testid="transfer-demo-account"');
      expect(demo).toContain(locale === 'tr' ? 'Gerçek para göndermeyin' : 'Do not send real money');
      const real = await render(<PaymentTransferView reservation={{ ...base, bankAccount: { ...base.bankAccount!, demo: false } }} />, locale);
      expect(real).not.toContain('data-testid="transfer-demo-account"');
    });

    it('offers the card alone where we hold no account in the currency', async () => {
      const html = await render(<PaymentTransferView reservation={{ ...base, total: { amount: 155_000, currency: 'GBP' }, bankAccount: null }} />, locale);
      expect(html).toContain('data-testid="transfer-no-account"');
      expect(html).toContain('GBP');
      expect(html).not.toContain('data-testid="receipt-field"');
    });
  });
}
