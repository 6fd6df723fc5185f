import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierEventPage, rematchCarrierEventAnswer, type CarrierEventPage } from '@/lib/schemas/carrier-event-admin';
import { carrierCredentialListAnswer } from '@/lib/schemas/carrier-credential';
import { trackingAnswer } from '@/lib/schemas/tracking';
import { dcsaEquipmentEvent, signedPush } from './carrier-push';
import { startTestApi, type DemoName, type TestApi } from './harness';

/**
 * [E1] The carriers screen's API: operations list the events carriers pushed (filters, counts), match an unmatched one
 * again once its container is on a shipment (applied as a push is, once however many rematches race), or dismiss it.
 */
let api: TestApi;
let tokens: Record<DemoName, string>;
let secret: string;
let shipmentId: number;
const CARRIER = 'Rematch Test Line';
const OTHER = 'Quiet Test Line';
const REFERENCE = 'BK-2026-920001';
const KNOWN = 'TGHU1234561';
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

beforeAll(async () => {
  api = await startTestApi();
  tokens = await api.demoTokens();
  const [owner] = await api.sql<{ id: string; company_id: number }>(`select id, company_id from users where email = 'customer@navlunport.test'`);
  const [admin] = await api.sql<{ id: string }>(`select id from users where email = 'companyadmin@navlunport.test'`);
  const [shipment] = await api.sql<{ id: number }>(`insert into shipments (reference, user_id, company_id, mode, origin, destination, carrier, bill_of_lading, free_days, planned_eta, eta, last_event_at)
    values ('${REFERENCE}', '${owner!.id}', ${owner!.company_id}, 'SEA_FCL', 'TRMER', 'USNYC', '${CARRIER}', 'RMTX920000001', 7, '${at(20)}', '${at(20)}', '${at(-1)}') returning id`);
  shipmentId = shipment!.id;
  await api.sql(`insert into shipment_containers (shipment_id, container_number, container_type) values (${shipmentId}, '${KNOWN}', '40HC')`);
  // The company listens for milestones: a rematch that applies an event writes its webhook event.
  await api.sql(`insert into webhook_endpoints (company_id, url, event_types, secret, created_by, lease_until)
    values (${owner!.company_id}, 'https://hooks.example.com/e1-rematch', '["shipment.milestone"]'::jsonb, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', '${admin!.id}', now() + interval '1 day')`);
  const created = await api.call('POST', '/api/Admin/CarrierCredential/Create', { body: { carrier: CARRIER }, bearer: tokens.admin });
  expect(created.status, created.text).toBe(201);
  secret = (created.json.data as { secret: string }).secret;
});
afterAll(async () => api?.close());

const equipmentEvent = (container: string, code = 'LOAD', extra: Record<string, unknown> = {}) => dcsaEquipmentEvent(container, code, 'TRMER', extra);
const push = (events: unknown, key = secret) => signedPush(api, key, events);

/** A container number nobody has yet (ISO 6346 check digit not needed: carriers send what they send). */
const freshContainer = () => `ZZZU${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

async function list(query: string, as: DemoName = 'operator'): Promise<CarrierEventPage> {
  const response = await api.call('GET', `/api/Admin/CarrierEvent/GetList${query ? `?${query}` : ''}`, { bearer: tokens[as] });
  expect(response.status, response.text).toBe(200);
  return carrierEventPage.parse(response.json.data);
}
const statusOf = async (eventID: string) => (await api.sql<{ status: string }>(`select status from carrier_events where event_id = '${eventID}'`))[0]!.status;
const rematch = (eventID: string, as: DemoName = 'operator', locale = 'en') => api.call('POST', '/api/Admin/CarrierEvent/Rematch', { body: { eventID }, bearer: tokens[as], headers: { 'Accept-Language': locale } });
const dismiss = (eventID: string, note?: string, as: DemoName = 'operator', locale = 'en') =>
  api.call('POST', '/api/Admin/CarrierEvent/Dismiss', { body: { eventID, ...(note === undefined ? {} : { note }) }, bearer: tokens[as], headers: { 'Accept-Language': locale } });

describe('GET /api/Admin/CarrierEvent/GetList', () => {
  it('lists the events newest first with their codes, match and payload, filtered by status, carrier and reference, with counts per status', async () => {
    const lost = freshContainer();
    const unmatched = equipmentEvent(lost, 'DISC', { transportCall: { transportCallID: 'TC-USNYC', modeOfTransport: 'VESSEL', UNLocationCode: 'USNYC' } });
    const applied = equipmentEvent(KNOWN, 'GTIN');
    expect((await push([unmatched, applied])).status).toBe(202);
    const other = await api.call('POST', '/api/Admin/CarrierCredential/Create', { body: { carrier: OTHER }, bearer: tokens.admin });
    expect((await push(equipmentEvent(freshContainer()), (other.json.data as { secret: string }).secret)).status).toBe(202);

    const all = await list('');
    expect(all.carriers).toEqual(expect.arrayContaining([CARRIER, OTHER]));
    expect(all.counts.unmatched).toBeGreaterThanOrEqual(2);
    expect(all.totalCount).toBe(Object.values(all.counts).reduce((sum, value) => sum + value, 0));
    // Newest received first.
    const received = all.items.map((item) => Date.parse(item.receivedAt));
    expect(received).toEqual([...received].sort((a, b) => b - a));

    const mine = await list(`carrier=${encodeURIComponent(CARRIER)}&status=unmatched`);
    expect(mine.items.every((item) => item.carrier === CARRIER && item.status === 'unmatched')).toBe(true);
    expect(mine.totalCount).toBe(mine.counts.unmatched);
    const row = mine.items.find((item) => item.eventID === unmatched.eventID)!;
    expect(row).toMatchObject({ eventType: 'EQUIPMENT', classifierCode: 'ACT', typeCode: 'DISC', location: 'USNYC', matchedBy: lost, reference: null, eventDateTime: unmatched.eventDateTime });
    expect(row.payload).toMatchObject({ eventID: unmatched.eventID, equipmentReference: lost });

    // A reference: a part of the container, in any case; the matched shipment's booking reference.
    const byContainer = await list(`reference=${lost.slice(2, 9).toLowerCase()}`);
    expect(byContainer.items.map((item) => item.eventID)).toEqual([unmatched.eventID]);
    expect(byContainer.counts).toMatchObject({ unmatched: 1, applied: 0 });
    const byBooking = await list(`reference=${REFERENCE}&status=applied`);
    expect(byBooking.items.map((item) => item.eventID)).toContain(applied.eventID);
    expect(byBooking.items.every((item) => item.reference === REFERENCE)).toBe(true);
    // Pages.
    const first = await list('pageSize=1&pageNumber=1');
    const second = await list('pageSize=1&pageNumber=2');
    expect(first.items).toHaveLength(1);
    expect(second.items[0]!.eventID).not.toBe(first.items[0]!.eventID);
  });

  it('refuses a bad filter with field errors (400), and is operations’ only', async () => {
    const bad = await api.call('GET', '/api/Admin/CarrierEvent/GetList?status=lost&pageSize=1000', { bearer: tokens.operator, headers: { 'Accept-Language': 'en' } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors?.map((error) => error.field).sort()).toEqual(['pageSize', 'status']);
    for (const as of ['customer', 'companyAdmin', 'editor'] as const) expect((await api.call('GET', '/api/Admin/CarrierEvent/GetList', { bearer: tokens[as] })).status).toBe(403);
    expect((await api.call('GET', '/api/Admin/CarrierEvent/GetList', { bearer: tokens.admin })).status).toBe(200);
  });
});

describe('POST /api/Admin/CarrierEvent/Rematch', () => {
  it('still unmatched: says so in the caller’s language and changes nothing', async () => {
    const container = freshContainer();
    const event = equipmentEvent(container);
    expect((await push(event)).status).toBe(202);
    const audit = await api.sql(`select id from audit_log where entity = 'carrierEvent'`);
    const version = () => api.sql<{ xmin: string }>(`select xmin::text from carrier_events where event_id = '${event.eventID}'`);
    const stored = await version();
    const answer = await rematch(event.eventID, 'operator', 'tr');
    expect(answer.status, answer.text).toBe(200);
    expect(rematchCarrierEventAnswer.parse(answer.json.data)).toMatchObject({ status: 'unmatched', reference: null, matchedBy: container, milestones: 0 });
    expect((answer.json.data as { message: string }).message).toBe(`Bu taşıyıcının ${container} konteynerini içeren bir gönderisi hâlâ yok: olayı rezervasyonuna atayın (konteyner oraya kaydedilir) veya olayı kapatın.`);
    expect(await statusOf(event.eventID)).toBe('unmatched');
    // Not even written again: the row is the version the push stored.
    expect(await version()).toEqual(stored);
    expect(await api.sql(`select id from audit_log where entity = 'carrierEvent'`)).toHaveLength(audit.length);
  });

  it('applies the event once its container is on the shipment, as a push would (milestone, webhook, audit), once however many rematches race', async () => {
    const container = freshContainer();
    const event = equipmentEvent(container, 'LOAD');
    expect((await push(event)).status).toBe(202);
    await api.sql(`insert into shipment_containers (shipment_id, container_number, container_type) values (${shipmentId}, '${container}', '40HC')`);
    const webhooksBefore = await api.sql(`select id from webhook_events where type = 'shipment.milestone'`);

    const answers = await Promise.all([rematch(event.eventID), rematch(event.eventID), rematch(event.eventID, 'admin')]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses, answers.map((answer) => answer.text).join('\n')).toEqual([200, 409, 409]);
    const won = rematchCarrierEventAnswer.parse(answers.find((answer) => answer.status === 200)!.json.data);
    expect(won).toMatchObject({ status: 'applied', reference: REFERENCE, matchedBy: container, milestones: 1, etaMoved: false, message: `Applied to ${REFERENCE}: 1 milestone.` });
    const lost = answers.find((answer) => answer.status === 409)!;
    expect(lost.json).toMatchObject({ code: 'carrierEvents.notUnmatched', message: expect.stringContaining('applied now') });

    expect(await statusOf(event.eventID)).toBe('applied');
    const [row] = await api.sql<{ shipment_id: number }>(`select shipment_id from carrier_events where event_id = '${event.eventID}'`);
    expect(row!.shipment_id).toBe(shipmentId);
    const tracking = trackingAnswer.parse((await api.call('GET', `/api/Tracking/Get?number=${REFERENCE}`, { bearer: tokens.customer })).json.data);
    expect(tracking.milestones.find((milestone) => milestone.code === 'loaded')).toMatchObject({ state: 'done', source: 'carrier' });
    // Applied once: one milestone write, one webhook event, one rematch audit row.
    expect(await api.sql(`select id from webhook_events where type = 'shipment.milestone'`)).toHaveLength(webhooksBefore.length + 1);
    expect(await api.sql(`select id from audit_log where action = 'carrierEvent.rematch' and entity_id = '${event.eventID}'`)).toHaveLength(1);
    expect(await api.sql(`select effect_key from carrier_event_effects where event_id = '${event.eventID}'`)).toHaveLength(1);
    // An applied event is not matched again, nor dismissed.
    expect((await rematch(event.eventID)).status).toBe(409);
    expect((await dismiss(event.eventID)).status).toBe(409);
  });

  it('keeps the out-of-order rule: an older event matched late is superseded by the newer one already applied', async () => {
    const container = freshContainer();
    const older = equipmentEvent(container, 'GTOT', { eventCreatedDateTime: new Date(Date.now() - 3_600_000).toISOString(), transportCall: { transportCallID: 'TC-USNYC', modeOfTransport: 'VESSEL', UNLocationCode: 'USNYC' } });
    expect((await push(older)).status).toBe(202);
    expect((await push(equipmentEvent(KNOWN, 'GTOT', { transportCall: { transportCallID: 'TC-USNYC', modeOfTransport: 'VESSEL', UNLocationCode: 'USNYC' } }))).status).toBe(200);
    await api.sql(`insert into shipment_containers (shipment_id, container_number, container_type) values (${shipmentId}, '${container}', '20DV')`);
    const answer = await rematch(older.eventID);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.data).toMatchObject({ status: 'superseded', reference: REFERENCE, milestones: 0 });
    expect(await statusOf(older.eventID)).toBe('superseded');
  });

  it('answers 404 for an unknown event and 400 with field errors for a bad body', async () => {
    expect((await rematch(randomUUID())).status).toBe(404);
    const bad = await api.call('POST', '/api/Admin/CarrierEvent/Rematch', { body: { eventID: 'nope', extra: 1 }, bearer: tokens.operator, headers: { 'Accept-Language': 'en' } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors?.map((error) => error.field).sort()).toEqual(['eventID', 'extra']);
    expect(bad.json.errors?.find((error) => error.field === 'eventID')?.message).toBe('eventID must be a UUID.');
  });
});

describe('POST /api/Admin/CarrierEvent/Dismiss', () => {
  it('leaves an unmatched event dismissed with who, when and the note, audited; then neither rematch nor dismiss again (409)', async () => {
    const event = equipmentEvent(freshContainer());
    expect((await push(event)).status).toBe(202);
    const answer = await dismiss(event.eventID, '  Test box of the carrier  ');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.data).toMatchObject({ eventID: event.eventID, status: 'dismissed', dismissNote: 'Test box of the carrier' });
    const [row] = (await list(`status=dismissed&reference=${event.equipmentReference}`)).items;
    expect(row).toMatchObject({ eventID: event.eventID, status: 'dismissed', dismissNote: 'Test box of the carrier', dismissedBy: expect.any(String) });
    expect(row!.dismissedAt).not.toBeNull();
    const [audit] = await api.sql<{ after: { status: string; note: string } }>(`select after from audit_log where action = 'carrierEvent.dismiss' and entity_id = '${event.eventID}'`);
    expect(audit!.after).toMatchObject({ status: 'dismissed', note: 'Test box of the carrier' });
    const again = await rematch(event.eventID, 'operator', 'tr');
    expect(again.status).toBe(409);
    expect(again.json.message).toContain('kapatıldı');
    expect((await dismiss(event.eventID)).status).toBe(409);
    // The credentials list counts it.
    const credentials = carrierCredentialListAnswer.parse((await api.call('GET', '/api/Admin/CarrierCredential/GetList', { bearer: tokens.admin })).json.data);
    expect(credentials.items.find((item) => item.carrier === CARRIER)!.events.dismissed).toBeGreaterThanOrEqual(1);
    expect(credentials.shipmentCarriers).toContainEqual({ carrier: CARRIER, shipments: 1 });
  });

  it('refuses a note over 500 characters (400, the field named), an unknown event (404) and every role but operations (403)', async () => {
    const event = equipmentEvent(freshContainer());
    expect((await push(event)).status).toBe(202);
    const long = await dismiss(event.eventID, 'x'.repeat(501));
    expect(long.status).toBe(400);
    expect(long.json.errors?.[0]).toMatchObject({ field: 'note' });
    expect((await dismiss(randomUUID())).status).toBe(404);
    for (const as of ['customer', 'companyAdmin', 'editor'] as const) {
      expect((await dismiss(event.eventID, undefined, as)).status).toBe(403);
      expect((await rematch(event.eventID, as)).status).toBe(403);
    }
    expect(await statusOf(event.eventID)).toBe('unmatched');
    expect((await dismiss(event.eventID, undefined, 'admin')).status).toBe(200);
  });
});
