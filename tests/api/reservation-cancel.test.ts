import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAnswer } from '@/lib/schemas/payment';
import { reservationDetail, reservationSummary } from '@/lib/schemas/reservation';
import { pdfBytes } from '../fixtures/files';
import { bookingKit, card, testCards } from './booking-fixtures';
import { mailsTo } from './outbox';
import { startTestApi, type DemoName, type TestApi } from './harness';

let api: TestApi;
let kit: Awaited<ReturnType<typeof bookingKit>>;

beforeAll(async () => {
  api = await startTestApi();
  kit = await bookingKit(api);
  // The customer reads English mail in this suite (the Turkish text is proved by the template test).
  await api.sql(`update users set preferred_language = 'en' where email = 'customer@navlunport.test'`);
});
afterAll(async () => api?.close());

const cancel = (id: number, as: DemoName, reason: unknown = 'Plans changed', locale = 'en') => kit.call('/api/Reservation/Cancel', { id, reason }, as, { locale });
const detail = async (id: number, as: DemoName) => reservationDetail.parse((await api.call('GET', `/api/Reservation/Get?id=${id}`, { bearer: kit.tokens[as] })).json.data);
const payments = (id: number) => api.sql<{ id: number; method: string; status: string }>(`select id, method, status from payments where reservation_id = ${id} order by id`);
const audits = (entity: string, entityId: number, action: string) => api.sql<{ after: Record<string, unknown> }>(`select after from audit_log where entity = '${entity}' and entity_id = '${entityId}' and action = '${action}'`);

/** The customer's mails about one reference. */
const mailsAbout = (reference: string) => mailsTo('customer@navlunport.test').filter((mail) => mail.includes(reference));

async function receipt(): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'dekont.pdf');
  const uploaded = await api.call('POST', '/api/File/Upload', { form, bearer: kit.tokens.customer });
  expect(uploaded.status).toBe(200);
  return (uploaded.json.data as { id: string }).id;
}

async function paidByCard(): Promise<number> {
  const { id } = await kit.reservation();
  const paid = await kit.call('/api/Payment/Card', { reservationId: id, card: card(testCards.success) }, 'customer', { headers: { 'Idempotency-Key': `cancel-${id}-${Date.now()}` } });
  expect(paid.status, JSON.stringify(paid.json)).toBe(200);
  expect(paymentAnswer.parse(paid.json.data).reservation.status).toBe('paid');
  return id;
}

describe('Reservation/Cancel by the customer', () => {
  it('cancels a reservation awaiting payment: audited with the reason, the customer notified in-app and by email, a second try is a 409', async () => {
    const { id } = await kit.reservation();
    expect((await detail(id, 'customer')).actions).toContain('cancel');
    const answer = await cancel(id, 'customer', '  Shipment postponed  ');
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const summary = reservationSummary.parse(answer.json.data);
    expect(summary.status).toBe('cancelled');
    expect((await detail(id, 'customer')).actions).not.toContain('cancel');

    const [audit, ...more] = await audits('reservation', id, 'reservation.cancel');
    expect(more).toHaveLength(0);
    expect(audit!.after).toMatchObject({ status: 'cancelled', actor: 'customer', reason: 'Shipment postponed' });
    const notices = await api.sql<{ kind: string; params: Record<string, unknown> }>(`select kind, params from notifications where kind = 'reservationCancelled' and link->'query'->>'id' = '${id}'`);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.params).toMatchObject({ reference: summary.reference, refund: 'none' });
    const mails = mailsAbout(summary.reference);
    expect(mails.some((mail) => mail.includes(`Subject: Your reservation ${summary.reference} was cancelled`) && mail.includes('Reason: Shipment postponed'))).toBe(true);
    expect(mails.some((mail) => mail.includes('refunded'))).toBe(false);

    const again = await cancel(id, 'customer', 'Twice', 'tr');
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/İptal edildi/);
    expect(await audits('reservation', id, 'reservation.cancel')).toHaveLength(1);
  });

  it('requires a reason (400, localized) and changes nothing without one', async () => {
    const { id } = await kit.reservation();
    const missing = await kit.call('/api/Reservation/Cancel', { id }, 'customer');
    expect(missing.status).toBe(400);
    const blank = await cancel(id, 'customer', '   ', 'tr');
    expect(blank.status).toBe(400);
    expect(blank.json.errors).toEqual([expect.objectContaining({ field: 'reason', message: 'Bu alan zorunludur.' })]);
    expect((await cancel(id, 'customer', 'x'.repeat(1001))).status).toBe(400);
    expect((await detail(id, 'customer')).status).toBe('awaitingPayment');
  });

  it('refuses a transfer receipt still under review when the customer cancels', async () => {
    const { id } = await kit.reservation();
    const submitted = await kit.call('/api/Payment/Transfer', { reservationId: id, receiptFileId: await receipt() }, 'customer');
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
    expect((await cancel(id, 'customer')).status).toBe(200);
    expect((await payments(id)).map((payment) => payment.status)).toEqual(['rejected']);
  });

  it('closes an open 3-D Secure challenge: completing it afterwards charges nothing (402) and the reservation stays cancelled', async () => {
    const { id } = await kit.reservation();
    const started = await kit.call('/api/Payment/Card', { reservationId: id, card: card(testCards.threeDSecure) }, 'customer', { headers: { 'Idempotency-Key': `cancel-3ds-${id}` } });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    const paymentId = paymentAnswer.parse(started.json.data).payment.id;
    expect((await cancel(id, 'customer')).status).toBe(200);
    const completed = await kit.call('/api/Payment/CompleteChallenge', { paymentId, approve: true }, 'customer');
    expect(completed.status).toBe(402);
    expect(completed.json.code).toBe('payments.failure.reservationCancelled');
    expect((await payments(id)).map((payment) => payment.status)).toEqual(['failed']);
    expect((await detail(id, 'customer')).status).toBe('cancelled');
  });

  it('does not let a customer cancel once paid (409), nor a colleague or an editor see it (404)', async () => {
    const id = await paidByCard();
    expect((await detail(id, 'customer')).actions).not.toContain('cancel');
    expect((await cancel(id, 'customer')).status).toBe(409);
    expect((await cancel(id, 'colleague')).status).toBe(404);
    expect((await cancel(id, 'editor')).status).toBe(404);
    expect((await payments(id)).map((payment) => payment.status)).toEqual(['succeeded']);
  });
});

describe('Reservation/Cancel by operations', () => {
  it('refunds a paid card reservation through the gateway exactly once, even when the cancel is retried', async () => {
    const id = await paidByCard();
    expect((await detail(id, 'operator')).actions).toContain('cancel');
    const [first, second] = await Promise.all([cancel(id, 'operator', 'Vessel withdrawn'), cancel(id, 'operator', 'Vessel withdrawn')]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const rows = await payments(id);
    expect(rows.map((payment) => payment.status)).toEqual(['refunded']);
    const refunds = await audits('payment', rows[0]!.id, 'payment.card.refunded');
    expect(refunds).toHaveLength(1);
    expect(String(refunds[0]!.after.refundReference)).toMatch(/^sbx_re_/);
    expect((await cancel(id, 'admin', 'Again')).status).toBe(409);
    expect(await audits('payment', rows[0]!.id, 'payment.card.refunded')).toHaveLength(1);
    const { reference } = await detail(id, 'customer');
    expect(mailsAbout(reference).some((mail) => mail.includes('was cancelled') && mail.includes('has been refunded'))).toBe(true);
  });

  it('marks a confirmed transfer for refund and tells the customer it is on its way', async () => {
    const { id } = await kit.reservation();
    const submitted = await kit.call('/api/Payment/Transfer', { reservationId: id, receiptFileId: await receipt() }, 'customer');
    const paymentId = paymentAnswer.parse(submitted.json.data).payment.id;
    expect((await kit.call('/api/Payment/ConfirmTransfer', { paymentId, approve: true }, 'operator')).status).toBe(200);
    expect((await kit.call('/api/Reservation/Confirm', { id }, 'operator')).status).toBe(200);
    const answer = await cancel(id, 'operator', 'Cargo not ready');
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect((await payments(id)).map((payment) => payment.status)).toEqual(['refundPending']);
    expect(await audits('payment', paymentId, 'payment.transfer.refundPending')).toHaveLength(1);
    const { reference } = await detail(id, 'customer');
    expect(mailsAbout(reference).some((mail) => mail.includes('was cancelled') && mail.includes('on its way back'))).toBe(true);
  });

  it('cannot cancel once the cargo moves (409)', async () => {
    const id = await paidByCard();
    await api.sql(`update reservations set status = 'inTransit' where id = ${id}`);
    expect((await cancel(id, 'operator')).status).toBe(409);
    expect((await payments(id)).map((payment) => payment.status)).toEqual(['succeeded']);
  });
});
