import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidPaymentReference } from '@/lib/domain/payment-reference';
import { reservationDetail, reservationPage, reservationSummary } from '@/lib/schemas/reservation';
import { pdfBytes } from '../fixtures/files';
import { bookingKit } from './booking-fixtures';
import { dataOf, startTestApi, type TestApi } from './harness';

let api: TestApi;
let kit: Awaited<ReturnType<typeof bookingKit>>;

beforeAll(async () => {
  api = await startTestApi();
  kit = await bookingKit(api);
});
afterAll(async () => api?.close());

const get = (id: number, as: keyof typeof kit.tokens) => api.call('GET', `/api/Reservation/Get?id=${id}`, { bearer: kit.tokens[as], headers: { 'Accept-Language': 'en' } });

describe('Reservation/Create: an approved request becomes a reservation', () => {
  it('books the approved offer’s total, converts the request and audits both in one go', async () => {
    const { requestId, total } = await kit.approvedRequest();
    const created = await kit.call('/api/Reservation/Create', { requestId, cargoDescription: 'Cotton textiles, 4 pallets' }, 'customer');
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const reservation = reservationSummary.parse(created.json.data);
    expect(reservation.status).toBe('awaitingPayment');
    expect(reservation.total).toEqual(total);
    expect(reservation.reference).toMatch(/^BK-\d{4}-\d{6}$/);
    expect(isValidPaymentReference(reservation.paymentReference)).toBe(true);
    expect((await api.sql<{ status: string }>(`select status from requests where id = ${requestId}`))[0]?.status).toBe('converted');
    const audit = await api.sql<{ action: string }>(`select action from audit_log where (entity = 'reservation' and entity_id = '${reservation.id}') or (entity = 'request' and entity_id = '${requestId}' and action = 'request.convert') order by id`);
    expect(audit.map((row) => row.action).sort()).toEqual(['request.convert', 'reservation.create']);
    const notification = await api.sql<{ kind: string }>(`select kind from notifications where user_id = '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e01' and kind = 'reservationCreated' and params->>'reference' = '${reservation.reference}'`);
    expect(notification).toHaveLength(1);
    // The operator's quote notified the customer too, linking to the request.
    expect(await api.sql(`select id from notifications where kind = 'requestQuoted' and link->>'to' = 'requestDetail' and link->'query'->>'id' = '${requestId}'`)).toHaveLength(1);
  });

  it('converts the same request twice at the same moment into exactly one reservation (one 201, one 409)', async () => {
    const { requestId } = await kit.approvedRequest();
    const answers = await Promise.all([kit.call('/api/Reservation/Create', { requestId }, 'customer'), kit.call('/api/Reservation/Create', { requestId }, 'customer')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const conflict = answers.find((answer) => answer.status === 409)!;
    expect(conflict.json.message).toMatch(/Converted to reservation|already been booked/);
    expect(await api.sql(`select id from reservations where request_id = ${requestId}`)).toHaveLength(1);
  });

  it('refuses an amount in the body (400 unknown field) and a request that is not approved (409, localized)', async () => {
    const { requestId } = await kit.approvedRequest();
    const tampered = await kit.call('/api/Reservation/Create', { requestId, amount: 1, currency: 'TRY' }, 'customer');
    expect(tampered.status).toBe(400);
    expect(tampered.json.errors?.map((error) => error.code)).toEqual(['validation.unknownField', 'validation.unknownField']);
    const created = await kit.call('/api/Demand/Create', { search: (await import('./booking-fixtures')).bookingSearch() }, 'customer');
    const submittedId = dataOf<{ id: number }>(created, 201).id;
    const early = await kit.call('/api/Reservation/Create', { requestId: submittedId }, 'customer', { locale: 'tr' });
    expect(early.status).toBe(409);
    expect(early.json.message).toContain('Gönderildi');
  });

  it('keeps a customer’s reservation from a colleague (404) and shows it to the company admin and operations', async () => {
    const { id } = await kit.reservation();
    expect((await get(id, 'customer')).status).toBe(200);
    expect((await get(id, 'colleague')).status).toBe(404);
    expect((await get(id, 'editor')).status).toBe(404);
    expect((await get(id, 'companyAdmin')).status).toBe(200);
    expect((await get(id, 'operator')).status).toBe(200);
    const detail = reservationDetail.parse((await get(id, 'customer')).json.data);
    expect(detail.actions).toEqual(['submitTransfer', 'cancel']);
    expect(detail.history.map((entry) => entry.action)).toEqual(['reservation.create']);
    // Our account in the reservation's currency (USD: the demo default), and as whom each viewer sees it.
    expect(detail.bankAccount).toEqual({ currency: 'USD', iban: 'TR70 0006 1005 1978 6457 8490 02', bic: 'DEMOTRIS', bankName: 'Demo Bank A.Ş.', accountName: 'NavlunPort Lojistik A.Ş.', demo: true });
    expect(detail.viewerRole).toBe('customer');
    expect(reservationDetail.parse((await get(id, 'companyAdmin')).json.data).viewerRole).toBe('companyAdmin');
    expect(reservationDetail.parse((await get(id, 'operator')).json.data).viewerRole).toBe('staff');
    // The screens read the lane's places by name.
    expect(detail).toMatchObject({ origin: 'TRMER', originName: 'Mersin', destination: 'USNYC', destinationName: 'New York' });
  });

  it('lists by scope: mine, company (company admin), all (operations; 403 for a customer)', async () => {
    const { id } = await kit.reservation();
    const mine = reservationPage.parse((await kit.call('/api/Reservation/GetList', {}, 'customer')).json.data);
    expect(mine.items.map((item) => item.id)).toContain(id);
    expect(reservationPage.parse((await kit.call('/api/Reservation/GetList', {}, 'colleague')).json.data).items.map((item) => item.id)).not.toContain(id);
    const company = reservationPage.parse((await kit.call('/api/Reservation/GetList', { scope: 'company' }, 'companyAdmin')).json.data);
    expect(company.items.map((item) => item.id)).toContain(id);
    expect((await kit.call('/api/Reservation/GetList', { scope: 'all' }, 'customer')).status).toBe(403);
    expect((await kit.call('/api/Reservation/GetList', { scope: 'company' }, 'customer')).status).toBe(403);
    const all = reservationPage.parse((await kit.call('/api/Reservation/GetList', { scope: 'all', statuses: ['awaitingPayment'] }, 'operator')).json.data);
    expect(all.items.every((item) => item.status === 'awaitingPayment')).toBe(true);
    expect(all.items.map((item) => item.id)).toContain(id);
  });

  it('takes parties, cargo and documents from the customer; documents follow the reservation’s visibility', async () => {
    const { id } = await kit.reservation();
    const parties = { shipper: { name: 'Ege Tekstil A.Ş.', address: 'Mersin', contact: '+90 324 000 00 00' }, consignee: { name: 'Brooklyn Imports LLC', address: 'New York', contact: 'ops@example.com' } };
    const updated = await kit.call('/api/Reservation/UpdateParties', { id, parties, cargoDescription: 'Towels' }, 'customer');
    expect(updated.status, JSON.stringify(updated.json)).toBe(200);
    expect((await kit.call('/api/Reservation/UpdateParties', { id, parties }, 'colleague')).status).toBe(404);
    const form = new FormData();
    form.append('file', new Blob([pdfBytes()], { type: 'application/pdf' }), 'packing-list.pdf');
    const upload = await api.call('POST', '/api/File/Upload', { form, bearer: kit.tokens.customer });
    const fileId = dataOf<{ id: string }>(upload).id;
    const attached = await kit.call('/api/Reservation/AttachFiles', { id, fileIds: [fileId] }, 'customer');
    expect(attached.status, JSON.stringify(attached.json)).toBe(200);
    expect((await kit.call('/api/Reservation/AttachFiles', { id, fileIds: [fileId] }, 'customer')).status).toBe(400);
    const detail = reservationDetail.parse((await get(id, 'customer')).json.data);
    expect(detail.parties.consignee?.name).toBe('Brooklyn Imports LLC');
    expect(detail.cargoDescription).toBe('Towels');
    expect(detail.documents.map((document) => document.id)).toEqual([fileId]);
    expect((await api.call('GET', `/api/File/Get?id=${fileId}`, { bearer: kit.tokens.companyAdmin })).status).toBe(200);
    expect((await api.call('GET', `/api/File/Get?id=${fileId}`, { bearer: kit.tokens.colleague })).status).toBe(404);
  });

  it('confirms only a paid reservation (operations; 409 before payment, 403 for a customer)', async () => {
    const { id } = await kit.reservation();
    const early = await kit.call('/api/Reservation/Confirm', { id }, 'operator');
    expect(early.status).toBe(409);
    expect(early.json.message).toContain('Awaiting payment');
    expect((await kit.call('/api/Reservation/Confirm', { id }, 'customer')).status).toBe(403);
  });
});
