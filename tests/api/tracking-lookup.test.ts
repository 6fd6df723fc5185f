import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingAnswer } from '@/lib/schemas/tracking';
import { bookingKit } from './booking-fixtures';
import { startTestApi, type TestApi } from './harness';

/**
 * [M3] The tracking lookup's one statement (lib/server/tracking/get-tracking.ts trackingQuery): the
 * documents of the shipment's reservation in upload order for its owner and operations only, times
 * kept to the millisecond as before, and every number's plan on the indexes at volume.
 */
let api: TestApi;
let kit: Awaited<ReturnType<typeof bookingKit>>;
const SHIPMENT = { reference: 'BK-2026-910001', container: 'MSKU1234565', billOfLading: 'NVLT910000001', airWaybill: '235-91000011' };

beforeAll(async () => {
  api = await startTestApi();
  kit = await bookingKit(api);
  const { id: reservationId } = await kit.reservation();
  const [owner] = await api.sql<{ id: string; company_id: number | null }>(`select id, company_id from users where email = 'customer@navlunport.test'`);
  const [shipment] = await api.sql<{ id: number }>(`insert into shipments (reference, reservation_id, user_id, company_id, mode, origin, destination, carrier, bill_of_lading, air_waybill, free_days, planned_eta, eta, last_event_at)
    values ('${SHIPMENT.reference}', ${reservationId}, '${owner!.id}', ${owner!.company_id ?? 'null'}, 'SEA_FCL', 'TRMER', 'USNYC', 'MSC', '${SHIPMENT.billOfLading}', '${SHIPMENT.airWaybill}', 5,
    '2026-01-10T00:00:00Z', '2026-01-12T00:00:00Z', '2026-01-05T08:00:00.123456Z') returning id`);
  await api.sql(`insert into shipment_containers (shipment_id, container_number, container_type) values (${shipment!.id}, '${SHIPMENT.container}', '40HC')`);
  await api.sql(`insert into tracking_milestones (shipment_id, code, location, planned_at, actual_at, public, note) values
    (${shipment!.id}, 'booked', 'TRMER', null, '2026-01-01T10:00:00.987654Z', true, null),
    (${shipment!.id}, 'customsCleared', 'USNYC', '2026-01-13T00:00:00Z', null, false, 'broker note'),
    (${shipment!.id}, 'departed', 'TRMER', '2026-01-02T00:00:00Z', '2026-01-02T01:00:00.000999Z', true, null)`);
  await api.sql(`insert into shipment_eta_changes (shipment_id, previous_eta, new_eta, reason, note, changed_at) values
    (${shipment!.id}, '2026-01-11T00:00:00Z', '2026-01-12T00:00:00Z', 'weather', 'second', '2026-01-04T00:00:00.5Z'),
    (${shipment!.id}, '2026-01-10T00:00:00Z', '2026-01-11T00:00:00Z', 'portCongestion', 'first', '2026-01-03T00:00:00Z')`);
  await api.sql(`insert into uploaded_files (owner_id, reservation_id, file_name, media_type, size_bytes, sha256, content, created_at) values
    ('${owner!.id}', ${reservationId}, 'packing-list.pdf', 'application/pdf', 4, repeat('b', 64), '\\x01020304', '2026-01-02T00:00:00Z'),
    ('${owner!.id}', ${reservationId}, 'invoice.pdf', 'application/pdf', 3, repeat('a', 64), '\\x010203', '2026-01-01T00:00:00Z')`);
}, 120_000);
afterAll(async () => api?.close());

const track = async (number: string, as?: 'customer' | 'operator' | 'colleague') => {
  const response = await api.call('GET', `/api/Tracking/Get?number=${encodeURIComponent(number)}`, { bearer: as ? kit.tokens[as] : undefined, headers: { 'Accept-Language': 'en' } });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return trackingAnswer.parse(response.json.data);
};

describe('the one-statement tracking lookup', () => {
  it('answers the owner and operations the reservation’s documents in upload order; nobody else', async () => {
    const expected = [
      { id: expect.any(String), fileName: 'invoice.pdf', mediaType: 'application/pdf', sizeBytes: 3 },
      { id: expect.any(String), fileName: 'packing-list.pdf', mediaType: 'application/pdf', sizeBytes: 4 },
    ];
    expect((await track(SHIPMENT.reference, 'customer')).documents).toEqual(expected);
    expect((await track(SHIPMENT.container, 'operator')).documents).toEqual(expected);
    expect(await track(SHIPMENT.billOfLading)).not.toHaveProperty('documents');
  });

  it('keeps times to the millisecond, ETA changes in time order, hidden milestones out of the public view', async () => {
    const owner = await track(SHIPMENT.airWaybill, 'customer');
    expect(owner.milestones.map((milestone) => [milestone.code, milestone.actualAt])).toEqual([
      ['booked', '2026-01-01T10:00:00.987Z'],
      ['departed', '2026-01-02T01:00:00.000Z'],
      ['customsCleared', null],
    ]);
    expect(owner.lastEventAt).toBe('2026-01-05T08:00:00.123Z');
    expect(owner.etaChanges.map((change) => [change.reason, change.note, change.at])).toEqual([
      ['portCongestion', 'first', '2026-01-03T00:00:00.000Z'],
      ['weather', 'second', '2026-01-04T00:00:00.500Z'],
    ]);
    const anonymous = await track(SHIPMENT.reference);
    expect(anonymous.milestones.map((milestone) => milestone.code)).toEqual(['booked', 'departed']);
    expect(anonymous.etaChanges.map((change) => change.note)).toEqual([null, null]);
    // The latest thing an anonymous caller can see: the second ETA change.
    expect(anonymous.lastEventAt).toBe('2026-01-04T00:00:00.500Z');
  });

  it('plans every kind of number, anonymous and signed in, on the indexes: never a sequential scan', async () => {
    await api.sql(`insert into shipments (reference, mode, origin, destination, carrier, bill_of_lading, air_waybill, planned_eta, eta, reservation_id)
      select 'BK-2024-' || lpad(g::text, 6, '0'), 'SEA_FCL', 'TRMER', 'USNYC', 'MSC', 'NVLY' || lpad(g::text, 9, '0'), '998-' || lpad(g::text, 8, '0'), now(), now(), null from generate_series(1, 3000) g`);
    await api.sql(`insert into shipment_containers (shipment_id, container_number, container_type) select id, 'YYYU' || lpad(id::text, 7, '0'), '40HC' from shipments where reference like 'BK-2024-%'`);
    await api.sql(`insert into tracking_milestones (shipment_id, code, planned_at) select s.id, c.code, now() from shipments s cross join (values ('booked'), ('loaded'), ('departed'), ('arrived'), ('delivered')) c(code) where s.reference like 'BK-2024-%'`);
    await api.sql(`insert into shipment_eta_changes (shipment_id, previous_eta, new_eta, reason) select id, now(), now() + interval '1 day', 'weather' from shipments where reference like 'BK-2024-%'`);
    const [owner] = await api.sql<{ id: string }>(`select id from users where email = 'customer@navlunport.test'`);
    await api.sql(`insert into uploaded_files (owner_id, file_name, media_type, size_bytes, sha256, content) select '${owner!.id}', 'f' || g || '.pdf', 'application/pdf', 1, repeat('c', 64), '\\x01' from generate_series(1, 3000) g`);
    for (const table of ['shipments', 'shipment_containers', 'tracking_milestones', 'shipment_eta_changes', 'uploaded_files']) await api.sql(`analyze ${table}`);
    const { connection } = await import('@/lib/server/db/client');
    const { trackingQuery } = await import('@/lib/server/tracking/get-tracking');
    const { db } = await connection();
    const numbers = [
      { kind: 'booking', number: SHIPMENT.reference },
      { kind: 'container', number: SHIPMENT.container },
      { kind: 'billOfLading', number: SHIPMENT.billOfLading },
      { kind: 'airWaybill', number: SHIPMENT.airWaybill },
    ] as const;
    for (const number of numbers) {
      for (const signedIn of [false, true]) {
        const plan = await api.explain(trackingQuery(db, number.kind, [number.number], signedIn).toSQL());
        const label = `${number.kind}, ${signedIn ? 'signed in' : 'anonymous'}`;
        expect(plan, label).not.toMatch(/Seq Scan/);
        expect(plan, label).toMatch(/shipment_containers_shipment_idx/);
        expect(plan, label).toMatch(/tracking_milestones_shipment_idx/);
        expect(plan, label).toMatch(/shipment_eta_changes_shipment_idx/);
        if (signedIn) expect(plan, label).toMatch(/uploaded_files_reservation_idx/);
        else expect(plan, label).not.toMatch(/uploaded_files/);
      }
    }
  });

  it('looks up numbers asked at the same moment in one batch, each caller getting its own shipment or its own 404', async () => {
    const { connection } = await import('@/lib/server/db/client');
    const { getTracking } = await import('@/lib/server/tracking/get-tracking');
    const { parseTrackingNumber } = await import('@/lib/server/tracking/tracking-number');
    const { db } = await connection();
    const now = new Date(); // past the anonymous answer cache: every call reads the database
    const lookup = (number: string) => getTracking(db, { number: parseTrackingNumber(number), viewer: null, locale: 'en', now });
    const asked = [SHIPMENT.container, 'CSQU3054383', 'HLXU2298719', 'MSKU0000006', SHIPMENT.reference, SHIPMENT.airWaybill, '235-12345675', SHIPMENT.container];
    const settled = await Promise.allSettled(asked.map(lookup));
    const outcome = settled.map((result) => (result.status === 'fulfilled' ? result.value.matched.number : `${(result.reason as { status?: number }).status}`));
    expect(outcome).toEqual([SHIPMENT.container, 'CSQU3054383', 'HLXU2298719', '404', SHIPMENT.reference, SHIPMENT.airWaybill, '235-12345675', SHIPMENT.container]);
    const references = settled.map((result) => (result.status === 'fulfilled' ? result.value.reference : null));
    expect(references[0]).toBe(SHIPMENT.reference);
    expect(references[4]).toBe(SHIPMENT.reference);
    expect(references[5]).toBe(SHIPMENT.reference);
    expect(new Set([references[1], references[2], references[6]]).size).toBe(3);
    expect(references.slice(1, 3).concat(references[6]!)).not.toContain(SHIPMENT.reference);
  });
});
