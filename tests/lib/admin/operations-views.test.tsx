import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { FxRatesView } from '@/components/admin/operations/FxRatesView';
import { RequestPricingView } from '@/components/admin/operations/RequestPricingView';
import { RequestQueueView } from '@/components/admin/operations/RequestQueueView';
import { ReservationListView } from '@/components/admin/operations/ReservationListView';
import { ReservationOpsView } from '@/components/admin/operations/ReservationOpsView';
import { TransferQueueView } from '@/components/admin/operations/TransferQueueView';
import { formatDay, formatFileSize, formatInstant } from '@/lib/format';
import type { Locale } from '@/lib/routes';
import type { Offer } from '@/lib/schemas/freight';
import type { RequestDetail } from '@/lib/schemas/request';
import { localeTexts, renderTranslated } from '../../support/render-translated';
import { paymentView, reservationDetail } from '../../support/reservation-fixtures';

/** The operations views rendered on the server in both languages: every text exists (no raw key), the data shows. */
const namespaces = ['common', 'admin', 'account', 'search', 'tracking'];
const read = localeTexts;
const render = (element: ReactElement, locale: Locale) => renderTranslated(element, locale, namespaces, '/admin');

/** What a person reads: the text between the tags (an input's value attribute, such as a datetime-local's, is the browser's to show). */
const visibleText = (html: string) => html.replace(/<[^>]*>/g, ' ');
/** A calendar day or an instant written as ISO (2026-11-25, 2026-11-25T08:30) anywhere in the text. */
const ISO_DATE = /\d{4}-\d{2}-\d{2}|T\d{2}:\d{2}/;
const packageNames = { PALLET: { tr: 'Palet', en: 'Pallet' }, BOX: { tr: 'Koli', en: 'Box / carton' } };

const offer: Offer = {
  tariffId: 'T-000123',
  origin: 'TRMER',
  destination: 'USNYC',
  carrier: 'Arkas Line',
  mode: 'SEA_LCL',
  transitDays: 21,
  validUntil: '2026-12-10',
  departure: '2026-12-01',
  basis: { kind: 'revenueTons', value: 3.2, totals: { pieces: 4, grossKg: 1800, cbm: 3.2, volumetricKg: 533, chargeableKg: 1800, revenueTons: 3.2, desi: 0 } as never },
  lines: [{ code: 'freight', amount: { amount: 150_000, currency: 'USD' } }],
  total: { amount: 150_000, currency: 'USD' },
  totals: { TRY: { amount: 6_352_500, currency: 'TRY' }, USD: { amount: 150_000, currency: 'USD' }, EUR: { amount: 129_900, currency: 'EUR' } },
  excluded: ['duties'],
  freeDays: 7,
  fastest: false,
  note: 'Gümrükleme hariç',
};

const request: RequestDetail = {
  id: 42,
  reference: 'RQ-2026-000042',
  status: 'submitted',
  mode: 'SEA_LCL',
  origin: 'TRMER',
  destination: 'USNYC',
  readyDate: '2026-12-01',
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
  total: null,
  search: { orderDimensionList: [{ count: 4, packageType: 'PALLET', length: 120, width: 80, height: 150, dimensionUnit: 'cm', weight: 450, weightUnit: 'kg' }] },
  message: 'Acil',
  approvedOfferId: null,
  reservationId: null,
  owner: { email: 'customer@navlunport.test', fullName: 'Ayşe Yılmaz' },
  offers: [{ id: 7, source: 'operator', carrier: 'Arkas Line', transitDays: 21, validUntil: '2026-12-10', offer, withdrawn: false, createdAt: '2026-11-25T09:00:00.000Z' }],
  files: [{ id: '00000000-0000-4000-8000-000000000001', fileName: 'packing.pdf', mediaType: 'application/pdf', sizeBytes: 2048 }],
  history: [{ at: '2026-11-25T08:00:00.000Z', action: 'create', from: null, to: 'submitted' }],
};

const reservation = reservationDetail({
  status: 'paid',
  total: { amount: 150_000, currency: 'USD' },
  paymentReference: 'NP123456789',
  payments: [paymentView({ id: 3, status: 'succeeded', amount: 150_000, currency: 'USD', receiptFileId: '00000000-0000-4000-8000-000000000002' })],
  history: [{ at: '2026-11-25T08:00:00.000Z', action: 'create', from: null, to: 'awaitingPayment' }],
  bankAccount: { currency: 'USD', iban: 'TR70 0006 1005 1978 6457 8490 02', bic: 'DEMOTRIS', bankName: 'Demo Bank A.Ş.', accountName: 'NavlunPort Lojistik A.Ş.', demo: true },
  actions: ['confirm', 'cancel'],
  asCustomer: false,
  viewerRole: 'staff',
});

for (const locale of ['tr', 'en'] as const) {
  const admin = read(locale, 'admin') as { operations: Record<string, Record<string, string>> };
  const noRawKeys = (html: string) => expect(html).not.toMatch(/operations\.(common|queue|pricing|transfers|reservations|fx)\./);

  describe(`operations views (${locale})`, () => {
    it('renders the queue with the waiting time and the customer', async () => {
      const html = await render(
        <RequestQueueView
          page={{ items: [{ ...request, owner: request.owner, waitingSince: '2026-11-22T08:00:00.000Z', companyName: 'Demo Lojistik', operatorOffers: 1, service: null }], totalCount: 1, pageNumber: 1, pageSize: 20 }}
          filters={{ status: 'submitted', age: 'any', q: '' }}
          names={{ TRMER: 'Mersin', USNYC: 'New York' }}
          now="2026-11-26T08:00:00.000Z"
        />,
        locale,
      );
      noRawKeys(html);
      expect(visibleText(html)).not.toMatch(ISO_DATE);
      expect(html).toContain(admin.operations.queue!.readyDate!.replace('{{date}}', formatDay('2026-12-01', locale)));
      expect(html).toContain(admin.operations.queue!.created!.replace('{{date}}', formatDay('2026-11-25', locale)));
      expect(html).toContain('RQ-2026-000042');
      expect(html).toContain('Mersin → New York');
      expect(html).toContain(admin.operations.queue!.waiting_days_other!.replace('{{count}}', '4'));
      expect(html).toContain('Demo Lojistik');
    });

    it('renders a request’s pricing: its offers with the note, the tariff offers to choose and the send button', async () => {
      const html = await render(<RequestPricingView request={request} names={{}} packageNames={packageNames} tariff={{ offers: [offer], noOffers: null, fx: { date: '2026-11-23', rates: { USD: 42.35 } }, readyDate: '2026-12-01' }} today="2026-11-26" companyName="Demo Lojistik" />, locale);
      noRawKeys(html);
      expect(visibleText(html)).not.toMatch(ISO_DATE);
      expect(html).toContain(admin.operations.queue!.readyDate!.replace('{{date}}', formatDay('2026-12-01', locale)));
      expect(html).toContain(admin.operations.queue!.created!.replace('{{date}}', formatInstant('2026-11-25T08:00:00.000Z', locale)));
      expect(html).toContain(admin.operations.pricing!.tariffHint!.replace('{{date}}', formatDay('2026-12-01', locale)).replace('{{fxDate}}', formatDay('2026-11-23', locale)));
      expect(html).toContain('Gümrükleme hariç');
      expect(html).toContain('data-testid="choose-tariff"');
      expect(html).toContain(admin.operations.pricing!.send!);
      expect(html).toContain('packing.pdf');
      expect(html).toContain(formatFileSize(2048, locale));
    });

    it('renders a closed request without the pricing form', async () => {
      const html = await render(<RequestPricingView request={{ ...request, status: 'converted' }} names={{}} packageNames={packageNames} tariff={null} today="2026-11-26" companyName={null} />, locale);
      noRawKeys(html);
      expect(visibleText(html)).not.toMatch(ISO_DATE);
      expect(html).not.toContain('data-testid="send-quote"');
    });

    it('names the cargo’s package types in the page’s language and writes its figures in the language’s digits', async () => {
      const cargo = { orderDimensionList: [...(request.search.orderDimensionList as object[]), { count: 1200, packageType: 'BOX', length: 60, width: 40, height: 40, dimensionUnit: 'cm', weight: 1250.5, weightUnit: 'kg' }, { count: 1, packageType: 'CUSTOM', length: 10, width: 10, height: 10, dimensionUnit: 'in', weight: 2, weightUnit: 'lb' }] };
      const html = await render(<RequestPricingView request={{ ...request, search: cargo }} names={{}} packageNames={packageNames} tariff={null} today="2026-11-26" companyName={null} />, locale);
      const text = visibleText(html);
      expect(text).toContain(locale === 'tr' ? '4 × Palet 120×80×150 cm, 450 kg' : '4 × Pallet 120×80×150 cm, 450 kg');
      expect(text).toContain(locale === 'tr' ? '1.200 × Koli 60×40×40 cm, 1.250,5 kg' : '1,200 × Box / carton 60×40×40 cm, 1,250.5 kg');
      // A code the reference data doesn't name stays the code.
      expect(text).toContain('1 × CUSTOM 10×10×10 in, 2 lb');
      expect(text).not.toContain('PALLET');
    });

    it('renders the transfer queue with the receipt and the two decisions', async () => {
      const html = await render(
        <TransferQueueView
          page={{ items: [{ paymentId: 3, status: 'underReview', amount: 150_000, currency: 'USD', createdAt: '2026-11-25T08:30:00.000Z', updatedAt: '2026-11-25T08:30:00.000Z', receipt: { id: 'r1', fileName: 'dekont.pdf', mediaType: 'application/pdf', sizeBytes: 900 }, reservation: { id: 9, reference: 'BK-2026-000009', status: 'paymentUnderReview', paymentReference: 'NP123456789' }, owner: request.owner, companyName: null }], totalCount: 1, pageNumber: 1, pageSize: 20 }}
          status="underReview"
        />,
        locale,
      );
      noRawKeys(html);
      expect(visibleText(html)).not.toMatch(ISO_DATE);
      expect(html).toContain(formatInstant('2026-11-25T08:30:00.000Z', locale));
      expect(html).toContain('data-testid="confirm-transfer"');
      expect(html).toContain('data-testid="reject-transfer"');
      expect(html).toContain('NP123456789');
    });

    it('renders the reservations list and a reservation without a shipment yet', async () => {
      const list = await render(<ReservationListView page={{ items: [reservation], totalCount: 1, pageNumber: 1, pageSize: 20 }} filters={{ status: 'all', q: '' }} names={{}} />, locale);
      noRawKeys(list);
      expect(visibleText(list)).not.toMatch(ISO_DATE);
      expect(list).toContain(admin.operations.queue!.created!.replace('{{date}}', formatDay('2026-11-25', locale)));
      const html = await render(<ReservationOpsView reservation={reservation} tracking={null} nowLocal="2026-11-26T11:00" />, locale);
      noRawKeys(html);
      expect(visibleText(html)).not.toMatch(ISO_DATE);
      expect(html).toContain(formatInstant('2026-11-25T08:30:00.000Z', locale));
      expect(html).toContain('data-testid="confirm-reservation"');
      expect(html).toContain(admin.operations.reservations!.noShipment!);
    });

    it('shows, for each refused transfer, the reason operations gave (or that none was recorded)', async () => {
      const refused = { ...reservation.payments[0]!, status: 'rejected' };
      const html = await render(
        <ReservationOpsView
          reservation={{ ...reservation, status: 'awaitingPayment', payments: [{ ...refused, id: 1, rejectionReason: 'Tutar eksik: 1.400,00 USD ulaştı.' }, { ...refused, id: 2, rejectionReason: null }, reservation.payments[0]!] }}
          tracking={null}
          nowLocal="2026-11-26T11:00"
        />,
        locale,
      );
      noRawKeys(html);
      const reasons = [...html.matchAll(/data-testid="refusal-reason"[^>]*>([^<]*)</g)].map((match) => match[1]);
      expect(reasons).toEqual([admin.operations.reservations!.refusalReason!.replace('{{reason}}', 'Tutar eksik: 1.400,00 USD ulaştı.'), admin.operations.reservations!.refusalNoReason!]);
    });

    it('renders the FX table with the change against the previous rate, the days and rates as the language writes them', async () => {
      const html = await render(<FxRatesView initial={{ current: [{ currency: 'USD', rate: 43, date: '2026-11-26', previousRate: 42.35, previousDate: '2026-11-23' }], history: [{ currency: 'USD', rate: 43, date: '2026-11-26' }, { currency: 'USD', rate: 42.35, date: '2026-11-23' }], today: '2026-11-26' }} />, locale);
      noRawKeys(html);
      expect(html).toContain('USD/TRY');
      expect(html).toContain(locale === 'tr' ? '+%1,53' : '+1.53%');
      expect(html).toContain(locale === 'tr' ? '42,3500' : '42.3500');
      expect(visibleText(html)).not.toMatch(ISO_DATE);
      expect(html.split(formatDay('2026-11-26', locale)).length - 1).toBe(2);
      expect(html).toContain(formatDay('2026-11-23', locale));
    });
  });
}
