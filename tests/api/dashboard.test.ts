import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istanbulToday } from '@/lib/domain/business-date';
import type { FreightSearchAnswer } from '@/lib/schemas/freight';
import { startTestApi, type TestApi } from './harness';

const CUSTOMER = '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e01';
const COLLEAGUE = '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e02';

let api: TestApi;
let requestId = 0;
beforeAll(async () => {
  api = await startTestApi();
  const search = { mode: 'SEA_LCL', origin: 'TRMER', destination: 'USNYC', readyDate: istanbulToday(), orderDimensionList: [{ packageType: 'PALLET', length: 120, width: 80, height: 100, dimensionUnit: 'cm', weight: 300, weightUnit: 'kg', count: 2 }] };
  const offers = (await api.call('POST', '/api/Freight/Search', { body: search })).json.data as FreightSearchAnswer;
  const created = await api.call('POST', '/api/Demand/Create', { body: { search, tariffId: offers.offers[0]!.tariffId }, bearer: await api.demoToken('customer@navlunport.test') });
  requestId = (created.json.data as { id: number }).id;
  await api.call('POST', '/api/Demand/Create', { body: { search }, bearer: await api.demoToken('colleague@navlunport.test') });
  // Bookings as the reservation flow writes them: one in USD and one in EUR for the customer, one cancelled, one of a colleague.
  const [offer] = await api.sql<{ id: number }>(`select id from request_offers where request_id = ${requestId}`);
  for (const [user, status, amount, currency, reference] of [
    [CUSTOMER, 'paid', 100_000, 'USD', 'BK-T-1'],
    [CUSTOMER, 'awaitingPayment', 50_000, 'EUR', 'BK-T-2'],
    [CUSTOMER, 'cancelled', 900_000, 'USD', 'BK-T-3'],
    [COLLEAGUE, 'paid', 700_000, 'USD', 'BK-T-4'],
  ] as const) {
    const [request] = await api.sql<{ id: number }>(`insert into requests (user_id, mode, origin, destination, ready_date, search, status) values ('${user}', 'SEA_LCL', 'TRMER', 'USNYC', current_date, '{}'::jsonb, 'converted') returning id`);
    await api.sql(`insert into reservations (reference, request_id, offer_id, user_id, status, amount, currency, payment_reference) values ('${reference}', ${request!.id}, ${offer!.id}, '${user}', '${status}', ${amount}, '${currency}', 'PR-${reference}')`);
    // The paid booking's request carries the offer it was booked on: its departure is among the next ones.
    if (reference === 'BK-T-1' || reference === 'BK-T-4') await api.sql(`update requests set approved_offer_id = ${offer!.id} where id = ${request!.id}`);
  }
});
afterAll(async () => api?.close());

describe('the account dashboard', () => {
  it('counts, lists and adds up only the user’s own requests and bookings', async () => {
    const { connection } = await import('@/lib/server/db/client');
    const { getDashboard, SPEND_MONTHS } = await import('@/lib/server/account/get-dashboard');
    const { db } = await connection();
    const dashboard = await getDashboard(db, CUSTOMER);
    expect(dashboard.requestCounts.submitted).toBe(1);
    expect(dashboard.recentRequests.map((request) => request.id)).toContain(requestId);
    expect(dashboard.recentRequests.every((request) => request.reference.startsWith('RQ-') || request.reference === '')).toBe(true);
    expect(dashboard.reservationCounts).toEqual({ paid: 1, awaitingPayment: 1, cancelled: 1 });
    expect(dashboard.recentReservations.map((reservation) => reservation.reference).sort()).toEqual(['BK-T-1', 'BK-T-2', 'BK-T-3']);
    // This month: 1,000 USD + 500 EUR at the seeded rates, the cancelled one and the colleague's left out.
    const [usd, eur] = await api.sql<{ rate: string }>(`select rate_to_try as rate from fx_rates where currency in ('USD', 'EUR') and date = (select max(date) from fx_rates) order by currency desc`);
    expect(dashboard.bookingsByMonth).toHaveLength(SPEND_MONTHS);
    expect(dashboard.bookingsByMonth.at(-1)!.amountTry).toBe(Math.round(100_000 * Number(usd!.rate)) + Math.round(50_000 * Number(eur!.rate)));
    expect(dashboard.bookingsByMonth.slice(0, -1).every((month) => month.amountTry === 0)).toBe(true);
  });

  it('reads every part in one statement, with the fields and order the screen shows', async () => {
    const { connection } = await import('@/lib/server/db/client');
    const { getDashboard } = await import('@/lib/server/account/get-dashboard');
    const { db } = await connection();
    const dashboard = await getDashboard(db, CUSTOMER);
    // The recent requests newest first, as summaries: ISO timestamps, the offer's total, the business date.
    const own = await api.sql<{ id: number }>(`select id from requests where user_id = '${CUSTOMER}' order by created_at desc, id desc limit 5`);
    expect(dashboard.recentRequests.map((request) => request.id)).toEqual(own.map((request) => request.id));
    const created = dashboard.recentRequests.find((request) => request.id === requestId)!;
    expect(created).toMatchObject({ status: 'submitted', mode: 'SEA_LCL', origin: 'TRMER', destination: 'USNYC', readyDate: istanbulToday() });
    expect(created.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(created.total).toEqual({ amount: expect.any(Number), currency: expect.stringMatching(/^[A-Z]{3}$/) });
    // The bookings newest first, with their amounts as numbers in minor units.
    expect(dashboard.recentReservations.map((reservation) => reservation.reference)).toEqual(['BK-T-3', 'BK-T-2', 'BK-T-1']);
    expect(dashboard.recentReservations.at(-1)).toMatchObject({ status: 'paid', amount: { amount: 100_000, currency: 'USD' } });
    // The next departure: the customer's booked request (the colleague's is not theirs).
    const [offer] = await api.sql<{ departure: string }>(`select offer->>'departure' as departure from request_offers where request_id = ${requestId}`);
    expect(dashboard.nextDepartures).toHaveLength(1);
    expect(dashboard.nextDepartures[0]).toMatchObject({ departure: offer!.departure, origin: expect.any(String), carrier: expect.any(String) });
    // An id the application does not know reads nothing.
    const empty = await getDashboard(db, COLLEAGUE.replace(/02$/, '99'));
    expect(empty).toMatchObject({ requestCounts: {}, reservationCounts: {}, recentRequests: [], recentReservations: [], nextDepartures: [] });
  });
});

describe('lastMonths', () => {
  it('counts back across a year end', async () => {
    const { lastMonths } = await import('@/lib/server/account/get-dashboard');
    expect(lastMonths('2026-02-10', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});
