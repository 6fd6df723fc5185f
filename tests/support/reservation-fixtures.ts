import type { PaymentView, ReservationDetail } from '@/lib/schemas/reservation';

/** A payment of a reservation as its screens receive it: a transfer under review unless told otherwise. */
export const paymentView = (overrides: Partial<PaymentView> = {}): PaymentView => ({
  id: 1,
  method: 'transfer',
  status: 'underReview',
  amount: 155_000,
  currency: 'EUR',
  cardBrand: null,
  cardLast4: null,
  failureCode: null,
  rejectionReason: null,
  receiptFileId: null,
  createdAt: '2026-11-25T08:30:00.000Z',
  ...overrides,
});

/** A reservation from Mersin to New York with Arkas Line, as its customer's screens receive it, awaiting payment. */
export const reservationDetail = (overrides: Partial<ReservationDetail> = {}): ReservationDetail => ({
  id: 9,
  reference: 'BK-2026-000009',
  requestId: 42,
  requestReference: 'RQ-2026-000042',
  status: 'awaitingPayment',
  total: { amount: 155_000, currency: 'EUR' },
  paymentReference: 'NP00000000968',
  mode: 'SEA_LCL',
  origin: 'TRMER',
  destination: 'USNYC',
  originName: 'Mersin',
  destinationName: 'New York',
  owner: { email: 'customer@navlunport.test', fullName: 'Ayşe Yılmaz' },
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
  parties: {},
  cargoDescription: '',
  carrier: 'Arkas Line',
  transitDays: 21,
  payments: [],
  documents: [],
  history: [{ at: '2026-11-25T08:00:00.000Z', action: 'reservation.create', from: null, to: 'awaitingPayment' }],
  bankAccount: { currency: 'EUR', iban: 'TR97 0006 1005 1978 6457 8490 01', bic: 'DEMOTRIS', bankName: 'Demo Bank A.Ş.', accountName: 'NavlunPort Lojistik A.Ş.', demo: true },
  actions: ['submitTransfer', 'cancel'],
  asCustomer: true,
  viewerRole: 'customer',
  ...overrides,
});
