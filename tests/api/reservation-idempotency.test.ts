import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationSummary } from '@/lib/schemas/reservation';
import { bookingKit } from './booking-fixtures';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let kit: Awaited<ReturnType<typeof bookingKit>>;

beforeAll(async () => {
  api = await startTestApi();
  kit = await bookingKit(api);
});
afterAll(async () => api?.close());

const create = (requestId: number, key: string, as: 'customer' | 'operator' = 'customer') =>
  kit.call('/api/Reservation/Create', { requestId }, as, { headers: { 'Idempotency-Key': key } });
const rowsOf = (requestId: number) => api.sql<{ id: number; idempotency_key: string | null }>(`select id, idempotency_key from reservations where request_id = ${requestId}`);
const auditOf = (id: number) => api.sql(`select id from audit_log where entity = 'reservation' and entity_id = '${id}' and action = 'reservation.create'`);

describe('Reservation/Create with an Idempotency-Key', () => {
  it('answers the first reservation for a retry with the same key (201, then 200), with one row and one audit row', async () => {
    const { requestId } = await kit.approvedRequest();
    const first = await create(requestId, 'book-retry-0001');
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    const retry = await create(requestId, 'book-retry-0001');
    expect(retry.status, JSON.stringify(retry.json)).toBe(200);
    const reservation = reservationSummary.parse(first.json.data);
    expect(reservationSummary.parse(retry.json.data)).toEqual(reservation);
    expect(await rowsOf(requestId)).toEqual([{ id: reservation.id, idempotency_key: 'book-retry-0001' }]);
    expect(await auditOf(reservation.id)).toHaveLength(1);
    // Without the key, a second booking of the same request is still the state machine's 409.
    const again = await kit.call('/api/Reservation/Create', { requestId }, 'customer');
    expect(again.status).toBe(409);
  });

  it('makes one reservation of two simultaneous calls with the same key (one 201, one 200, the same reservation)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { requestId } = await kit.approvedRequest();
      const key = `book-race-${round}-0001`;
      const answers = await Promise.all([create(requestId, key), create(requestId, key), create(requestId, key)]);
      expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers.map((answer) => answer.json))).toEqual([200, 200, 201]);
      const ids = new Set(answers.map((answer) => reservationSummary.parse(answer.json.data).id));
      expect(ids.size).toBe(1);
      const rows = await rowsOf(requestId);
      expect(rows).toHaveLength(1);
      expect(await auditOf(rows[0]!.id)).toHaveLength(1);
    }
  });

  it('refuses a malformed key (400 naming the header, localized) before touching the request', async () => {
    const { requestId } = await kit.approvedRequest();
    for (const key of ['short', 'has space in it', 'x'.repeat(65), 'ünlü-anahtar-01']) {
      const answer = await kit.call('/api/Reservation/Create', { requestId }, 'customer', { locale: 'tr', headers: { 'Idempotency-Key': key } });
      expect(answer.status, key).toBe(400);
      expect(answer.json.errors?.[0]).toMatchObject({ field: 'Idempotency-Key', code: 'requests.idempotencyKey.invalid' });
      expect(answer.json.errors?.[0]?.message).toBeTruthy();
    }
    expect(await rowsOf(requestId)).toHaveLength(0);
    expect((await api.sql<{ status: string }>(`select status from requests where id = ${requestId}`))[0]?.status).toBe('approved');
  });

  it('does not answer another request’s reservation for a reused key (409), and keeps keys per owner', async () => {
    const first = await kit.approvedRequest();
    const second = await kit.approvedRequest();
    expect((await create(first.requestId, 'book-reused-0001')).status).toBe(201);
    const reused = await create(second.requestId, 'book-reused-0001');
    expect(reused.status, JSON.stringify(reused.json)).toBe(409);
    expect(await rowsOf(second.requestId)).toHaveLength(0);
    // The request was not converted by the refused call: a fresh key books it.
    expect((await create(second.requestId, 'book-reused-0002')).status).toBe(201);
    // Another customer's identical key is theirs alone.
    const colleague = await kit.approvedRequest('companyAdmin');
    expect((await create(colleague.requestId, 'book-reused-0001', 'operator')).status).toBe(201);
  });

  it('lets Demand/Create share the header rules (400 for a malformed key)', async () => {
    const answer = await kit.call('/api/Demand/Create', { search: (await import('./booking-fixtures')).bookingSearch() }, 'customer', { headers: { 'Idempotency-Key': 'bad key!' } });
    expect(answer.status).toBe(400);
    expect(answer.json.errors?.[0]).toMatchObject({ field: 'Idempotency-Key', code: 'requests.idempotencyKey.invalid' });
  });
});
