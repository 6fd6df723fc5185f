import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerCheckDigit } from '@/lib/domain/iso6346';
import { rematchCarrierEventAnswer } from '@/lib/schemas/carrier-event-admin';
import { trackingAnswer } from '@/lib/schemas/tracking';
import { dcsaEquipmentEvent, signedPush, transportCallAt } from './carrier-push';
import { startTestApi, type DemoName, type TestApi } from './harness';

/**
 * [E1] A shipment made from a reservation has no container numbers or bill of lading: the carrier's first events about
 * it arrive unmatched. Operations assign such an event to its booking: the container (with the type they pick) or the
 * bill of lading is recorded on the shipment, and the event is applied as a push is; later pushes match by themselves.
 */
let api: TestApi;
let tokens: Record<DemoName, string>;
let secret: string;
const CARRIER = 'Assign Test Line';
const BOOKING = 'BK-2026-930001';
const OTHERS = 'BK-2026-930002';
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A container number with a valid ISO 6346 check digit that no shipment has. */
function freshContainer(): string {
  const firstTen = `ASGU${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
  return `${firstTen}${containerCheckDigit(firstTen) % 10}`;
}

beforeAll(async () => {
  api = await startTestApi();
  tokens = await api.demoTokens();
  const [owner] = await api.sql<{ id: string; company_id: number }>(`select id, company_id from users where email = 'customer@navlunport.test'`);
  // As a confirmed reservation leaves them: no containers, no bill of lading; one of this carrier, one of another.
  for (const [reference, carrier] of [
    [BOOKING, CARRIER],
    [OTHERS, 'Another Test Line'],
  ]) {
    await api.sql(`insert into shipments (reference, user_id, company_id, mode, origin, destination, carrier, free_days, planned_eta, eta, last_event_at)
      values ('${reference}', '${owner!.id}', ${owner!.company_id}, 'SEA_FCL', 'TRMER', 'USNYC', '${carrier}', 7, '${at(20)}', '${at(20)}', '${at(-1)}')`);
  }
  const created = await api.call('POST', '/api/Admin/CarrierCredential/Create', { body: { carrier: CARRIER }, bearer: tokens.admin });
  expect(created.status, created.text).toBe(201);
  secret = (created.json.data as { secret: string }).secret;
});
afterAll(async () => api?.close());

const assign = (body: Record<string, unknown>, as: DemoName = 'operator', locale = 'en') => api.call('POST', '/api/Admin/CarrierEvent/Assign', { body, bearer: tokens[as], headers: { 'Accept-Language': locale } });
const statusOf = async (eventID: string) => (await api.sql<{ status: string }>(`select status from carrier_events where event_id = '${eventID}'`))[0]!.status;
const containersOf = async (reference: string) =>
  (await api.sql<{ number: string; type: string }>(`select c.container_number as number, c.container_type as type from shipment_containers c join shipments s on s.id = c.shipment_id where s.reference = '${reference}' order by c.id`)).map(
    (row) => `${row.number} ${row.type}`,
  );

describe('POST /api/Admin/CarrierEvent/Assign', () => {
  it('records an unmatched container on the booking named, applies the event, and the carrier’s next event matches by itself', async () => {
    const container = freshContainer();
    const gateIn = dcsaEquipmentEvent(container, 'GTIN', 'TRMER');
    expect((await signedPush(api, secret, gateIn)).status).toBe(202);
    expect(await statusOf(gateIn.eventID)).toBe('unmatched');

    // The type is asked for an equipment event: a field error, nothing recorded.
    const untyped = await assign({ eventID: gateIn.eventID, reference: BOOKING });
    expect(untyped.status).toBe(400);
    expect(untyped.json.errors).toEqual([expect.objectContaining({ field: 'containerType' })]);
    expect(await containersOf(BOOKING)).toEqual([]);

    const answer = await assign({ eventID: gateIn.eventID, reference: BOOKING.toLowerCase(), containerType: '40HC' }, 'operator', 'tr');
    expect(answer.status, answer.text).toBe(200);
    expect(rematchCarrierEventAnswer.parse(answer.json.data)).toMatchObject({ status: 'applied', reference: BOOKING, matchedBy: container, milestones: 1 });
    expect(await containersOf(BOOKING)).toEqual([`${container} 40HC`]);
    expect(await statusOf(gateIn.eventID)).toBe('applied');
    const [audit] = await api.sql<{ action: string }>(`select action from audit_log where action = 'shipment.addContainer' and after ->> 'containerNumber' = '${container}'`);
    expect(audit).toBeTruthy();

    // The owner's tracking shows the container and the carrier's gate-in; the next push about the box matches alone.
    const tracking = trackingAnswer.parse((await api.call('GET', `/api/Tracking/Get?number=${container}`, { bearer: tokens.customer })).json.data);
    expect(tracking.reference).toBe(BOOKING);
    expect(tracking.milestones.find((milestone) => milestone.code === 'gateIn')).toMatchObject({ source: 'carrier' });
    const loaded = dcsaEquipmentEvent(container, 'LOAD', 'TRMER');
    const pushed = await signedPush(api, secret, loaded);
    expect(pushed.status).toBe(200);
    expect(await statusOf(loaded.eventID)).toBe('applied');

    // Done once: the event is no longer unmatched.
    expect((await assign({ eventID: gateIn.eventID, reference: BOOKING, containerType: '40HC' })).status).toBe(409);
  });

  it('records a bill of lading from an estimate, and refuses another carrier’s booking, an unknown one and a second bill of lading', async () => {
    const estimate = {
      eventID: randomUUID(),
      eventCreatedDateTime: new Date().toISOString(),
      eventType: 'TRANSPORT',
      eventClassifierCode: 'EST',
      eventDateTime: at(22),
      transportEventTypeCode: 'ARRI',
      transportCall: transportCallAt('USNYC'),
      documentReferences: [{ documentReferenceType: 'TRD', documentReferenceValue: 'ASGL930000001' }],
    };
    expect((await signedPush(api, secret, estimate)).status).toBe(202);

    const other = await assign({ eventID: estimate.eventID, reference: OTHERS });
    expect(other.status).toBe(409);
    expect(other.json.code).toBe('carrierEvents.assign.otherCarrier');
    expect(other.json.message).toContain('Another Test Line');
    expect((await assign({ eventID: estimate.eventID, reference: 'BK-2026-939999' })).status).toBe(404);
    const blank = await assign({ eventID: estimate.eventID, reference: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.json.errors).toEqual([expect.objectContaining({ field: 'reference' })]);
    expect(await statusOf(estimate.eventID)).toBe('unmatched');

    const answer = await assign({ eventID: estimate.eventID, reference: BOOKING });
    expect(answer.status, answer.text).toBe(200);
    expect(rematchCarrierEventAnswer.parse(answer.json.data)).toMatchObject({ status: 'applied', reference: BOOKING, etaMoved: true });
    const [shipment] = await api.sql<{ bill_of_lading: string; eta: string }>(`select bill_of_lading, eta::text from shipments where reference = '${BOOKING}'`);
    expect(shipment!.bill_of_lading).toBe('ASGL930000001');

    // Another bill of lading for the same booking: refused, nothing changed.
    const second = { ...estimate, eventID: randomUUID(), documentReferences: [{ documentReferenceType: 'TRD', documentReferenceValue: 'ASGL930000999' }] };
    expect((await signedPush(api, secret, second)).status).toBe(202);
    const refused = await assign({ eventID: second.eventID, reference: BOOKING });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('carrierEvents.assign.otherDocument');
    expect((await api.sql<{ bill_of_lading: string }>(`select bill_of_lading from shipments where reference = '${BOOKING}'`))[0]!.bill_of_lading).toBe('ASGL930000001');
  });

  it('is for operations only', async () => {
    const event = dcsaEquipmentEvent(freshContainer(), 'GTIN', 'TRMER');
    expect((await signedPush(api, secret, event)).status).toBe(202);
    for (const role of ['customer', 'companyAdmin', 'editor'] as const) expect((await assign({ eventID: event.eventID, reference: BOOKING, containerType: '20DC' }, role)).status).toBe(403);
    expect((await assign({ eventID: event.eventID, reference: BOOKING, containerType: '20DC' }, 'admin')).status).toBe(200);
  });
});
