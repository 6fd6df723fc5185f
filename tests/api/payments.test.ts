import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentAnswer } from '@/lib/schemas/payment';
import { reservationDetail } from '@/lib/schemas/reservation';
import { log } from '@/lib/server/log';
import { pdfBytes, xlsxBytes } from '../fixtures/files';
import { bookingKit, card, testCards } from './booking-fixtures';
import { mailsTo } from './outbox';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let kit: Awaited<ReturnType<typeof bookingKit>>;
const logged: string[] = [];

beforeAll(async () => {
  api = await startTestApi();
  kit = await bookingKit(api);
  // Everything the server logs during the suite, to prove no card number ever reaches it.
  for (const level of ['info', 'warn', 'error', 'debug'] as const) {
    const original = log[level].bind(log);
    vi.spyOn(log, level).mockImplementation(((...args: unknown[]) => {
      logged.push(JSON.stringify(args, (_, value: unknown) => (value instanceof Error ? { message: value.message, stack: value.stack } : value)));
      return (original as (...a: unknown[]) => void)(...args);
    }) as never);
  }
});
afterAll(async () => api?.close());


let keySequence = 0;
const newKey = () => `test-key-${Date.now()}-${++keySequence}`;
const pay = (reservationId: number, cardInput: unknown, key: string | null = newKey(), locale = 'en', extra: Record<string, unknown> = {}) =>
  kit.call('/api/Payment/Card', { reservationId, card: cardInput, ...extra }, 'customer', { locale, headers: key ? { 'Idempotency-Key': key } : {} });
const statusOf = async (id: number) => (await api.sql<{ status: string }>(`select status from reservations where id = ${id}`))[0]?.status;
const paymentRows = (id: number) => api.sql<{ status: string; amount: number; card_brand: string; card_last4: string; failure_code: string | null }>(`select status, amount, card_brand, card_last4, failure_code from payments where reservation_id = ${id} order by id`);

async function upload(bytes: Buffer, name: string, type: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const uploaded = await api.call('POST', '/api/File/Upload', { form, bearer: kit.tokens.customer });
  expect(uploaded.status).toBe(200);
  return (uploaded.json.data as { id: string }).id;
}

describe('Payment/Card through the sandbox gateway', () => {
  it('pays with the success card: the server’s amount, brand and last four only, reservation paid, customer notified', async () => {
    const { id, total } = await kit.reservation();
    const answer = await pay(id, card(testCards.success));
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const result = paymentAnswer.parse(answer.json.data);
    expect(result.payment).toMatchObject({ method: 'card', status: 'succeeded', amount: total.amount, currency: total.currency, cardBrand: 'visa', cardLast4: '4242' });
    expect(result.reservation.status).toBe('paid');
    expect(await statusOf(id)).toBe('paid');
    expect(await api.sql(`select id from notifications where kind = 'paymentReceived' and params->>'reference' = '${result.reservation.reference}'`)).toHaveLength(1);
    const detail = reservationDetail.parse((await api.call('GET', `/api/Reservation/Get?id=${id}`, { bearer: kit.tokens.customer })).json.data);
    expect(detail.history.map((entry) => entry.to)).toEqual(['awaitingPayment', 'paid']);
    // The reservation's detail lists the payment exactly as the payment's answer gave it.
    expect(detail.payments).toEqual([result.payment]);
  });

  it('answers a retry with the same Idempotency-Key with the same result and one payment row (also when simultaneous)', async () => {
    const { id } = await kit.reservation();
    const key = newKey();
    const [first, second] = await Promise.all([pay(id, card(testCards.success), key), pay(id, card(testCards.success), key)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await pay(id, card(testCards.success), key);
    expect(third.status).toBe(200);
    expect(paymentAnswer.parse(third.json.data).payment.id).toBe(paymentAnswer.parse(first.json.data).payment.id);
    expect(paymentAnswer.parse(second.json.data).payment.id).toBe(paymentAnswer.parse(first.json.data).payment.id);
    expect(await paymentRows(id)).toHaveLength(1);
    // A new attempt (another key) on a paid reservation: the state machine refuses it.
    const again = await pay(id, card(testCards.success));
    expect(again.status).toBe(409);
    expect(again.json.message).toContain('Paid');
    expect(await paymentRows(id)).toHaveLength(1);
  });

  it('declines the decline card with a localized 402: a failed row, nothing charged, the reservation unchanged', async () => {
    const { id } = await kit.reservation();
    const key = newKey();
    const declined = await pay(id, card(testCards.declined), key, 'tr');
    expect(declined.status).toBe(402);
    expect(declined.json.code).toBe('payments.failure.declined');
    expect(declined.json.message).toBe('Kartınız reddedildi. Çekim yapılmadı; lütfen başka bir kart kullanın.');
    expect(await statusOf(id)).toBe('awaitingPayment');
    const retry = await pay(id, card(testCards.declined), key, 'en');
    expect(retry.status).toBe(402);
    expect(retry.json.message).toContain('declined');
    expect(await paymentRows(id)).toEqual([{ status: 'failed', amount: expect.any(Number), card_brand: 'visa', card_last4: '0002', failure_code: 'declined' }]);
    const funds = await pay(id, card(testCards.insufficientFunds));
    expect(funds.status).toBe(402);
    expect(funds.json.code).toBe('payments.failure.insufficientFunds');
    expect((await pay(id, card(testCards.success))).status).toBe(200);
    expect((await paymentRows(id)).map((row) => row.status)).toEqual(['failed', 'failed', 'succeeded']);
  });

  it('refuses bad cards, a missing key and a tampered amount or currency before any charge (400, localized)', async () => {
    const { id } = await kit.reservation();
    const luhn = await pay(id, card('4242 4242 4242 4241'), newKey(), 'tr');
    expect(luhn.status).toBe(400);
    expect(luhn.json.errors).toEqual([expect.objectContaining({ field: 'card.number', code: 'payments.card.number.luhn', message: 'Kart numarası geçerli değil. Lütfen kontrol edin.' })]);
    const expired = await pay(id, card(testCards.success, { expiryMonth: 1, expiryYear: 2020 }));
    expect(expired.json.errors?.map((error) => error.code)).toEqual(['payments.card.expired']);
    const cvc = await pay(id, card(testCards.success, { cvc: '12' }));
    expect(cvc.json.errors?.map((error) => error.code)).toEqual(['payments.card.cvcInvalid']);
    const noKey = await pay(id, card(testCards.success), null);
    expect(noKey.status).toBe(400);
    expect(noKey.json.errors?.[0]?.code).toBe('payments.idempotencyKey.required');
    const tampered = await pay(id, card(testCards.success), newKey(), 'en', { amount: 1, currency: 'TRY' });
    expect(tampered.status).toBe(400);
    expect(tampered.json.errors?.map((error) => error.field).sort()).toEqual(['amount', 'currency']);
    const tamperedCard = await pay(id, { ...card(testCards.success), amount: 1 });
    expect(tamperedCard.status).toBe(400);
    expect(await paymentRows(id)).toEqual([]);
  });

  it('keeps other people out: a colleague gets 404 and no payment happens', async () => {
    const { id } = await kit.reservation();
    const answer = await kit.call('/api/Payment/Card', { reservationId: id, card: card(testCards.success) }, 'colleague', { headers: { 'Idempotency-Key': newKey() } });
    expect(answer.status).toBe(404);
    expect(await paymentRows(id)).toEqual([]);
  });

  it('runs the 3-D Secure card through a challenge: reject fails it, approve pays', async () => {
    const first = await kit.reservation();
    const challenged = await pay(first.id, card(testCards.threeDSecure));
    expect(challenged.status).toBe(200);
    const pending = paymentAnswer.parse(challenged.json.data);
    expect(pending.payment.status).toBe('requiresAction');
    expect(pending.challenge?.paymentId).toBe(pending.payment.id);
    expect(await statusOf(first.id)).toBe('awaitingPayment');
    expect((await kit.call('/api/Payment/CompleteChallenge', { paymentId: pending.payment.id, approve: true }, 'colleague')).status).toBe(404);
    const approved = await kit.call('/api/Payment/CompleteChallenge', { paymentId: pending.payment.id, approve: true }, 'customer');
    expect(approved.status).toBe(200);
    expect(paymentAnswer.parse(approved.json.data).reservation.status).toBe('paid');

    const second = await kit.reservation();
    const other = paymentAnswer.parse((await pay(second.id, card(testCards.threeDSecure))).json.data);
    const rejected = await kit.call('/api/Payment/CompleteChallenge', { paymentId: other.payment.id, approve: false }, 'customer');
    expect(rejected.status).toBe(402);
    expect(rejected.json.code).toBe('payments.failure.challengeRejected');
    expect(await statusOf(second.id)).toBe('awaitingPayment');
  });
});

describe('bank transfer: receipt → review → paid', () => {
  it('walks transfer → under review → operator confirms → paid → confirmed, with notifications and emails', async () => {
    const { id } = await kit.reservation();
    const receipt = await upload(pdfBytes(), 'dekont.pdf', 'application/pdf');
    const submitted = await kit.call('/api/Payment/Transfer', { reservationId: id, receiptFileId: receipt }, 'customer');
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
    const review = paymentAnswer.parse(submitted.json.data);
    expect(review.payment).toMatchObject({ method: 'transfer', status: 'underReview', receiptFileId: receipt });
    expect(review.reservation.status).toBe('paymentUnderReview');
    // The operator can download the receipt; a colleague can't.
    expect((await api.call('GET', `/api/File/Get?id=${receipt}`, { bearer: kit.tokens.operator })).status).toBe(200);
    expect((await api.call('GET', `/api/File/Get?id=${receipt}`, { bearer: kit.tokens.colleague })).status).toBe(404);
    expect((await kit.call('/api/Payment/ConfirmTransfer', { paymentId: review.payment.id, approve: true }, 'customer')).status).toBe(403);
    const confirmed = await kit.call('/api/Payment/ConfirmTransfer', { paymentId: review.payment.id, approve: true }, 'operator');
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    expect(paymentAnswer.parse(confirmed.json.data).reservation.status).toBe('paid');
    expect((await kit.call('/api/Payment/ConfirmTransfer', { paymentId: review.payment.id, approve: true }, 'operator')).status).toBe(409);
    const booked = await kit.call('/api/Reservation/Confirm', { id }, 'operator');
    expect(booked.status).toBe(200);
    expect((booked.json.data as { status: string }).status).toBe('confirmed');
    const kinds = await api.sql<{ kind: string }>(`select kind from notifications where link->>'to' = 'reservationDetails' and link->'query'->>'id' = '${id}' order by id`);
    expect(kinds.map((row) => row.kind)).toEqual(['reservationCreated', 'paymentReceived', 'reservationConfirmed']);
    // The demo customer's profile says Turkish (the default), but they booked and paid in English: the mails follow the booking.
    const confirmation = mailsTo('customer@navlunport.test').find((mail) => mail.includes(`Your reservation ${(booked.json.data as { reference: string }).reference} is confirmed`));
    expect(confirmation).toMatch(/^Content-Language: en\r?$/m);
    expect(confirmation).toContain('Payment: Bank transfer');
  });

  it('mails in the user’s preferred language when the booking remembers none, and not at all when the user turned that kind off', async () => {
    await api.sql(`update users set preferred_language = 'en' where email = 'customer@navlunport.test'`);
    try {
      const { id, requestId } = await kit.reservation();
      // No remembered language (as on a booking made before it was kept) and a payment in a language not ours: the profile's applies.
      await api.sql(`update reservations set locale = null where id = ${id}`);
      await api.sql(`update requests set locale = null where id = ${requestId}`);
      expect((await pay(id, card(testCards.success), newKey(), 'de')).status).toBe(200);
      expect(await api.sql(`select locale from reservations where id = ${id}`)).toEqual([{ locale: null }]);
      const confirmed = await kit.call('/api/Reservation/Confirm', { id }, 'operator');
      const reference = (confirmed.json.data as { reference: string }).reference;
      expect(mailsTo('customer@navlunport.test').some((mail) => mail.includes(`Your reservation ${reference} is confirmed`))).toBe(true);
      await api.sql(`update users set notification_preferences = '{"reservationConfirmed": false}'::jsonb where email = 'customer@navlunport.test'`);
      const other = await kit.reservation();
      expect((await pay(other.id, card(testCards.success))).status).toBe(200);
      const quiet = await kit.call('/api/Reservation/Confirm', { id: other.id }, 'operator');
      const quietReference = (quiet.json.data as { reference: string }).reference;
      const mails = mailsTo('customer@navlunport.test');
      expect(mails.some((mail) => mail.includes(`Payment received for ${quietReference}`))).toBe(true);
      expect(mails.some((mail) => mail.includes(`Your reservation ${quietReference} is confirmed`))).toBe(false);
      // The in-app notification is written all the same.
      expect(await api.sql(`select id from notifications where kind = 'reservationConfirmed' and params->>'reference' = '${quietReference}'`)).toHaveLength(1);
    } finally {
      await api.sql(`update users set preferred_language = 'tr', notification_preferences = '{}'::jsonb where email = 'customer@navlunport.test'`);
    }
  });

  it('sends a refused receipt back to awaiting payment, and refuses a receipt of the wrong type', async () => {
    const { id } = await kit.reservation();
    const sheet = await upload(xlsxBytes(), 'receipt.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wrong = await kit.call('/api/Payment/Transfer', { reservationId: id, receiptFileId: sheet }, 'customer', { locale: 'tr' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual([expect.objectContaining({ field: 'receiptFileId', code: 'payments.receipt.type', message: 'Dekont PDF, JPEG veya PNG dosyası olmalıdır.' })]);
    const receipt = await upload(pdfBytes(), 'dekont.pdf', 'application/pdf');
    const review = paymentAnswer.parse((await kit.call('/api/Payment/Transfer', { reservationId: id, receiptFileId: receipt }, 'customer')).json.data);
    // While under review, a card payment is a state conflict.
    expect((await pay(id, card(testCards.success))).status).toBe(409);
    const refused = await kit.call('/api/Payment/ConfirmTransfer', { paymentId: review.payment.id, approve: false, reason: 'Dekont okunmuyor.' }, 'operator');
    expect(refused.status, JSON.stringify(refused.json)).toBe(200);
    expect(paymentAnswer.parse(refused.json.data).reservation.status).toBe('awaitingPayment');
    expect(await api.sql(`select id from notifications where kind = 'transferRejected' and link->'query'->>'id' = '${id}'`)).toHaveLength(1);
  });
});

describe('a refused receipt’s reason and the account of each currency', () => {
  const detailOf = async (id: number, as: 'customer' | 'companyAdmin' | 'operator' = 'customer') => reservationDetail.parse((await api.call('GET', `/api/Reservation/Get?id=${id}`, { bearer: kit.tokens[as] })).json.data);
  const submitReceipt = async (id: number) => {
    const receipt = await upload(pdfBytes(), 'dekont.pdf', 'application/pdf');
    const submitted = await kit.call('/api/Payment/Transfer', { reservationId: id, receiptFileId: receipt }, 'customer');
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
    return paymentAnswer.parse(submitted.json.data).payment.id;
  };

  it('keeps the reason operations gave on the refused payment: the reservation detail returns it, until a new receipt is accepted', async () => {
    const { id } = await kit.reservation();
    const first = await submitReceipt(id);
    const reason = 'Tutar eksik: hesabımıza 1.500,00 USD ulaştı.';
    const refused = await kit.call('/api/Payment/RejectTransfer', { paymentId: first, reason }, 'operator');
    expect(refused.status, JSON.stringify(refused.json)).toBe(200);
    expect(paymentAnswer.parse(refused.json.data).payment).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const detail = await detailOf(id);
    expect(detail.status).toBe('awaitingPayment');
    expect(detail.payments.map((payment) => [payment.status, payment.rejectionReason])).toEqual([['rejected', reason]]);
    // The company admin sees the same reason; the in-app notice carries it too.
    expect((await detailOf(id, 'companyAdmin')).payments[0]?.rejectionReason).toBe(reason);
    expect(await api.sql(`select id from notifications where kind = 'transferRejected' and params->>'reason' = '${reason}' and link->'query'->>'id' = '${id}'`)).toHaveLength(1);

    // A new receipt, accepted: the refused payment keeps its reason, the accepted one has none.
    const second = await submitReceipt(id);
    expect((await kit.call('/api/Payment/ConfirmTransfer', { paymentId: second, approve: true }, 'operator')).status).toBe(200);
    const paid = await detailOf(id);
    expect(paid.status).toBe('paid');
    expect(paid.payments.map((payment) => [payment.id, payment.status, payment.rejectionReason])).toEqual([
      [first, 'rejected', reason],
      [second, 'succeeded', null],
    ]);
  });

  it('refuses a refusal without a reason on ConfirmTransfer (as RejectTransfer does), and an approval with one', async () => {
    const { id } = await kit.reservation();
    const payment = await submitReceipt(id);
    const bare = await kit.call('/api/Payment/ConfirmTransfer', { paymentId: payment, approve: false }, 'operator', { locale: 'tr' });
    expect(bare.status).toBe(400);
    expect(bare.json.errors).toEqual([expect.objectContaining({ field: 'reason', code: 'validation.required', message: 'Bu alan zorunludur.' })]);
    const blank = await kit.call('/api/Payment/ConfirmTransfer', { paymentId: payment, approve: false, reason: '   ' }, 'operator', { locale: 'en' });
    expect(blank.status).toBe(400);
    expect(blank.json.errors).toEqual([expect.objectContaining({ field: 'reason', code: 'payments.reject.reasonRequired', message: 'Give the reason for the rejection (at least 3 characters).' })]);
    const long = await kit.call('/api/Payment/ConfirmTransfer', { paymentId: payment, approve: false, reason: 'x'.repeat(501) }, 'operator');
    expect(long.status).toBe(400);
    expect(long.json.errors).toEqual([expect.objectContaining({ field: 'reason', code: 'payments.reject.reasonTooLong' })]);
    const approvedWithReason = await kit.call('/api/Payment/ConfirmTransfer', { paymentId: payment, approve: true, reason: 'Tutar tamam.' }, 'operator');
    expect(approvedWithReason.status).toBe(400);
    expect(approvedWithReason.json.errors).toEqual([expect.objectContaining({ field: 'reason', code: 'validation.unknownField' })]);
    // None of them decided anything: the transfer still waits for review.
    expect((await detailOf(id)).payments).toEqual([expect.objectContaining({ id: payment, status: 'underReview', rejectionReason: null })]);
    expect(await statusOf(id)).toBe('paymentUnderReview');

    const refused = await kit.call('/api/Payment/ConfirmTransfer', { paymentId: payment, approve: false, reason: '  Dekonttaki IBAN bizim değil.  ' }, 'operator');
    expect(refused.status, JSON.stringify(refused.json)).toBe(200);
    expect((await detailOf(id)).payments).toEqual([expect.objectContaining({ id: payment, status: 'rejected', rejectionReason: 'Dekonttaki IBAN bizim değil.' })]);
    expect(await api.sql(`select id from notifications where kind = 'transferRejected' and params->>'reason' = 'Dekonttaki IBAN bizim değil.' and link->'query'->>'id' = '${id}'`)).toHaveLength(1);
  });

  it('shows the account of the reservation’s currency (TRY, EUR, USD), as the variables configure it', async () => {
    const [lira, euro, dollar] = [await kit.reservation('customer', 'TRY'), await kit.reservation('customer', 'EUR'), await kit.reservation('customer', 'USD')];
    expect((await detailOf(lira.id)).bankAccount).toEqual({ currency: 'TRY', iban: 'TR33 0006 1005 1978 6457 8413 26', bic: 'DEMOTRIS', bankName: 'Demo Bank A.Ş.', accountName: 'NavlunPort Lojistik A.Ş.', demo: true });
    expect((await detailOf(euro.id)).bankAccount).toMatchObject({ currency: 'EUR', iban: 'TR97 0006 1005 1978 6457 8490 01', bic: 'DEMOTRIS' });
    expect((await detailOf(dollar.id)).bankAccount).toMatchObject({ currency: 'USD', iban: 'TR70 0006 1005 1978 6457 8490 02' });
    const configured = {
      PAYMENT_ACCOUNT_EUR_IBAN: 'de89370400440532013000',
      PAYMENT_ACCOUNT_EUR_BIC: 'cobadeffxxx',
      PAYMENT_ACCOUNT_EUR_BANK: 'Commerzbank AG',
      PAYMENT_ACCOUNT_EUR_NAME: 'NavlunPort Europe GmbH',
      // The TRY account's earlier names still configure it.
      PAYMENT_IBAN: 'TR32 0010 0099 9990 1234 5678 90',
      PAYMENT_ACCOUNT_NAME: 'NavlunPort Lojistik ve Ticaret A.Ş.',
    };
    Object.assign(process.env, configured);
    try {
      expect((await detailOf(euro.id)).bankAccount).toEqual({ currency: 'EUR', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', bankName: 'Commerzbank AG', accountName: 'NavlunPort Europe GmbH', demo: false });
      expect((await detailOf(lira.id)).bankAccount).toMatchObject({ iban: 'TR32 0010 0099 9990 1234 5678 90', accountName: 'NavlunPort Lojistik ve Ticaret A.Ş.' });
      expect((await detailOf(dollar.id)).bankAccount).toMatchObject({ iban: 'TR70 0006 1005 1978 6457 8490 02' });
    } finally {
      for (const name of Object.keys(configured)) delete process.env[name];
    }
  });

  it('offers no bank transfer in a currency we hold no account in: no account shown, a reported transfer refused (409)', async () => {
    const { id } = await kit.reservation();
    await api.sql(`update reservations set currency = 'GBP' where id = ${id}`);
    expect((await detailOf(id)).bankAccount).toBeNull();
    const receipt = await upload(pdfBytes(), 'dekont.pdf', 'application/pdf');
    const refused = await kit.call('/api/Payment/Transfer', { reservationId: id, receiptFileId: receipt }, 'customer', { locale: 'tr' });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('payments.transfer.noAccount');
    expect(refused.json.message).toBe('GBP cinsinden havale kabul etmiyoruz; bu rezervasyonu lütfen kartla ödeyin.');
    expect(await statusOf(id)).toBe('awaitingPayment');
  });
});

describe('card numbers are never kept', () => {
  it('leaves no full card number in the payments, audit log, notifications or the log output', async () => {
    const numbers = Object.values(testCards).map((number) => number.replace(/\s/g, ''));
    const dump = JSON.stringify([
      await api.sql('select * from payments'),
      await api.sql('select * from audit_log'),
      await api.sql('select * from notifications'),
      await api.sql('select * from reservations'),
    ]);
    expect(logged.length).toBeGreaterThan(0);
    for (const number of numbers) {
      expect(dump).not.toContain(number);
      expect(logged.join('\n')).not.toContain(number);
    }
    expect(dump).toContain('"card_last4":"4242"');
  });
});
