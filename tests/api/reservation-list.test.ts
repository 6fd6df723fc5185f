import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationPage } from '@/lib/schemas/reservation';
import { bookingKit } from './booking-fixtures';
import { startTestApi, type DemoName, type TestApi } from './harness';

/** POST /api/Reservation/GetList: statuses, creation days in Istanbul, free text (folded), whitelisted sort, scopes. */
let api: TestApi;
let kit: Awaited<ReturnType<typeof bookingKit>>;
/** Three reservations of the customer (one cancelled, one moved back to 2025-03-10 in Istanbul) and one of the colleague. */
const ids = { open: 0, cancelled: 0, march: 0, colleague: 0 };

beforeAll(async () => {
  api = await startTestApi();
  kit = await bookingKit(api);
  ids.open = (await kit.reservation()).id;
  ids.cancelled = (await kit.reservation()).id;
  ids.march = (await kit.reservation()).id;
  ids.colleague = (await kit.reservation('colleague')).id;
  expect((await kit.call('/api/Reservation/Cancel', { id: ids.cancelled, reason: 'List test' }, 'customer')).status).toBe(200);
  // 2025-03-10 00:30 in Istanbul is still 2025-03-09 in UTC: the day filters must count Istanbul days.
  await api.sql(`update reservations set created_at = '2025-03-09T21:30:00Z' where id = ${ids.march}`);
});
afterAll(async () => api?.close());

const list = async (body: Record<string, unknown>, as: DemoName = 'customer') => {
  const answer = await kit.call('/api/Reservation/GetList', body, as);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return reservationPage.parse(answer.json.data);
};
const idsOf = async (body: Record<string, unknown>, as: DemoName = 'customer') => (await list(body, as)).items.map((item) => item.id);

describe('Reservation/GetList filters', () => {
  it('filters by status', async () => {
    expect(await idsOf({ statuses: ['cancelled'] })).toEqual([ids.cancelled]);
    expect((await idsOf({ statuses: ['awaitingPayment'] })).sort()).toEqual([ids.open, ids.march].sort());
  });

  it('filters by creation days in Istanbul (both ends inclusive)', async () => {
    expect(await idsOf({ createdFrom: '2025-03-10', createdTo: '2025-03-10' })).toEqual([ids.march]);
    expect(await idsOf({ createdTo: '2025-03-09' })).toEqual([]);
    expect(await idsOf({ createdFrom: '2025-03-11' })).not.toContain(ids.march);
    expect((await kit.call('/api/Reservation/GetList', { createdFrom: '2025-02-30' }, 'customer')).status).toBe(400);
  });

  it('finds by reference, payment reference, request reference and place names, Turkish letters folded', async () => {
    const [row] = await api.sql<{ reference: string; payment_reference: string }>(`select reference, payment_reference from reservations where id = ${ids.open}`);
    expect(await idsOf({ text: row!.reference.toLowerCase() })).toEqual([ids.open]);
    expect(await idsOf({ text: row!.payment_reference.toLowerCase() })).toEqual([ids.open]);
    const everyOwn = (await idsOf({})).sort();
    // The demo bookings run Mersin → New York: the port's name finds them, written any way.
    expect((await idsOf({ text: 'MERSİN' })).sort()).toEqual(everyOwn);
    expect((await idsOf({ text: 'new york' })).sort()).toEqual(everyOwn);
    expect(await idsOf({ text: 'hamburg' })).toEqual([]);
    // LIKE's own characters are taken literally.
    expect(await idsOf({ text: '%' })).toEqual([]);
  });

  it('sorts by a whitelisted column only, ties by id', async () => {
    const ascending = await list({ sortColumn: 'reference', sortDescending: false });
    const references = ascending.items.map((item) => item.reference);
    expect(references).toEqual([...references].sort());
    const byStatus = (await list({ sortColumn: 'status', sortDescending: false })).items.map((item) => item.status);
    expect(byStatus.at(-1)).toBe('cancelled');
    expect((await kit.call('/api/Reservation/GetList', { sortColumn: 'userId' }, 'customer')).status).toBe(400);
    const paged = await list({ pageSize: 2, pageNumber: 2 });
    expect(paged).toMatchObject({ totalCount: 3, pageNumber: 2, pageSize: 2 });
    expect(paged.items).toHaveLength(1);
  });

  it('keeps every filter inside the scope: a colleague never finds the customer’s, the company admin does', async () => {
    const [row] = await api.sql<{ reference: string }>(`select reference from reservations where id = ${ids.open}`);
    expect(await idsOf({ text: row!.reference }, 'colleague')).toEqual([]);
    expect(await idsOf({ scope: 'company', text: row!.reference }, 'companyAdmin')).toEqual([ids.open]);
    expect(await idsOf({ scope: 'company', text: 'colleague@' }, 'companyAdmin')).toEqual([ids.colleague]);
    expect((await kit.call('/api/Reservation/GetList', { scope: 'company' }, 'colleague')).status).toBe(403);
  });
});
