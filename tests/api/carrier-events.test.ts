import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierEventsAnswer } from '@/lib/schemas/carrier-events-answer';
import { trackingAnswer } from '@/lib/schemas/tracking';
import { dcsaEquipmentEvent, signedPush, transportCallAt } from './carrier-push';
import { startTestApi, type DemoName, type TestApi } from './harness';

let api: TestApi;
let tokens: Record<DemoName, string>;
let secret: string;
let credentialId: number;
const CARRIER = 'Levant Test Line';
const SHIPMENT = { reference: 'BK-2026-910001', container: 'CSQU3054383', billOfLading: 'LTLX910000001' };
const DAY = 86_400_000;
const now = Date.now();
const at = (days: number) => new Date(now + days * DAY).toISOString();

beforeAll(async () => {
  api = await startTestApi();
  tokens = await api.demoTokens();
  const [owner] = await api.sql<{ id: string }>(`select id from users where email = 'customer@navlunport.test'`);
  const [shipment] = await api.sql<{ id: number }>(`insert into shipments (reference, user_id, mode, origin, destination, carrier, bill_of_lading, free_days, planned_eta, eta, last_event_at)
    values ('${SHIPMENT.reference}', '${owner!.id}', 'SEA_FCL', 'TRMER', 'USNYC', '${CARRIER}', '${SHIPMENT.billOfLading}', 7, '${at(20)}', '${at(20)}', '${at(-1)}') returning id`);
  await api.sql(`insert into shipment_containers (shipment_id, container_number, container_type) values (${shipment!.id}, '${SHIPMENT.container}', '40HC')`);
  const created = await api.call('POST', '/api/Admin/CarrierCredential/Create', { body: { carrier: CARRIER }, bearer: tokens.admin });
  expect(created.status, created.text).toBe(201);
  ({ id: credentialId, secret } = created.json.data as { id: number; secret: string });
});
afterAll(async () => api?.close());

const call = transportCallAt;
const equipmentEvent = (code: string, location: string, extra: Record<string, unknown> = {}) => dcsaEquipmentEvent(SHIPMENT.container, code, location, { eventDateTime: at(-0.5), ...extra });
const arrivalEstimate = (eta: string, created = new Date().toISOString()) => ({
  eventID: randomUUID(),
  eventCreatedDateTime: created,
  eventType: 'TRANSPORT',
  eventClassifierCode: 'EST',
  eventDateTime: eta,
  transportEventTypeCode: 'ARRI',
  transportCall: call('USNYC'),
  documentReferences: [{ documentReferenceType: 'TRD', documentReferenceValue: SHIPMENT.billOfLading }],
});

/** Posts a push signed with `key` (the credential's secret unless said otherwise) the Standard Webhooks way. */
const push = (events: unknown, options: { key?: string; id?: string; timestamp?: number; tamper?: (body: string) => string } = {}) => signedPush(api, options.key ?? secret, events, options);
const resultsOf = (response: Awaited<ReturnType<typeof push>>) => carrierEventsAnswer.parse(response.json.data).results;
const tracking = async (as: DemoName = 'customer') => trackingAnswer.parse((await api.call('GET', `/api/Tracking/Get?number=${SHIPMENT.reference}`, { bearer: tokens[as] })).json.data);
const rowCount = async () => Number((await api.sql<{ n: string }>(`select count(*)::text as n from carrier_events`))[0]!.n);

describe('POST /api/CarrierEvents: signatures', () => {
  it('refuses an unsigned push, a wrong secret, a changed body and a stale timestamp with 401, writing nothing', async () => {
    const before = await rowCount();
    const event = equipmentEvent('GTIN', 'TRMER');
    expect((await api.call('POST', '/api/CarrierEvents', { body: event })).status).toBe(401);
    expect((await push(event, { key: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' })).status).toBe(401);
    expect((await push(event, { tamper: (body) => body.replace('TRMER', 'TRIZM') })).status).toBe(401);
    const stale = await push(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.status).toBe(401);
    expect(stale.json.code).toBe('errors.carrierSignature');
    expect(await rowCount()).toBe(before);
  });

  it('refuses a malformed event with localized field errors (400), and a batch with an actual time in the future whole', async () => {
    const before = await rowCount();
    const bad = await push({ ...equipmentEvent('GTIN', 'TRMER'), eventID: 'not-a-uuid', transportCall: call('mersin') });
    expect(bad.status).toBe(400);
    // One event is read as a batch of one: the fields name its place in it.
    expect(bad.json.errors?.map((error) => error.field).sort()).toEqual(['0.eventID', '0.transportCall.UNLocationCode']);
    expect(bad.json.errors?.find((error) => error.field === '0.eventID')?.message).toBe('eventID bir UUID olmalıdır.');
    const future = await push([equipmentEvent('GTIN', 'TRMER'), equipmentEvent('LOAD', 'TRMER', { eventDateTime: at(1) })]);
    expect(future.status).toBe(400);
    expect(future.json.errors).toEqual([expect.objectContaining({ field: '1.eventDateTime', code: 'tracking.time.actualInFuture' })]);
    expect(await rowCount()).toBe(before);
  });
});

describe('POST /api/CarrierEvents: events', () => {
  it('turns the container’s gate-in and loading into carrier milestones the owner sees, once per eventID', async () => {
    const gateIn = equipmentEvent('GTIN', 'TRMER');
    const first = await push([gateIn, equipmentEvent('LOAD', 'TRMER')]);
    expect(first.status, first.text).toBe(200);
    expect(resultsOf(first).map((result) => [result.status, result.reference])).toEqual([
      ['applied', SHIPMENT.reference],
      ['applied', SHIPMENT.reference],
    ]);
    const answer = await tracking();
    const loaded = answer.milestones.find((milestone) => milestone.code === 'loaded');
    expect(loaded).toMatchObject({ state: 'done', source: 'carrier', location: { code: 'TRMER' } });
    expect(answer.milestones.find((milestone) => milestone.code === 'gateIn')).toMatchObject({ source: 'carrier' });
    // The same event again (a retry): duplicate, nothing more written.
    const audit = await api.sql(`select id from audit_log where entity = 'shipment' and after->>'reference' = '${SHIPMENT.reference}'`);
    expect(resultsOf(await push(gateIn))).toEqual([{ eventID: gateIn.eventID, status: 'duplicate' }]);
    // A UUID is the same in either case: the retry in capitals is the same event, answered in lowercase.
    expect(resultsOf(await push({ ...gateIn, eventID: gateIn.eventID.toUpperCase() }))).toEqual([{ eventID: gateIn.eventID, status: 'duplicate' }]);
    expect(await api.sql(`select id from audit_log where entity = 'shipment' and after->>'reference' = '${SHIPMENT.reference}'`)).toHaveLength(audit.length);
    // Every change is audited as the carrier's.
    const [row] = await api.sql<{ after: { source: string } }>(`select after from audit_log where action = 'shipment.addMilestone' and after->>'reference' = '${SHIPMENT.reference}' and after->>'code' = 'loaded'`);
    expect(row!.after.source).toBe('carrier');
  });

  it('moves the ETA on an estimated arrival (reason carrierUpdate) and keeps an older estimate that arrives late as superseded', async () => {
    const newer = arrivalEstimate(at(22), new Date(now + 60_000).toISOString());
    const older = arrivalEstimate(at(25), new Date(now - 60_000).toISOString());
    expect(resultsOf(await push(newer))[0]!.status).toBe('applied');
    const answer = await tracking();
    expect(answer.eta).toBe(at(22));
    expect(answer.etaChanges.at(-1)).toMatchObject({ reason: 'carrierUpdate', to: at(22) });
    expect(resultsOf(await push(older))[0]!.status).toBe('superseded');
    expect((await tracking()).eta).toBe(at(22));
  });

  it('accepts an event for unknown equipment with 202 and keeps it as unmatched; ignores one that is no milestone of ours', async () => {
    const unknown = equipmentEvent('LOAD', 'TRMER', { equipmentReference: 'MSKU8042158' });
    const stuffing = equipmentEvent('STUF', 'TRMER');
    const answer = await push([unknown, stuffing]);
    expect(answer.status).toBe(202);
    expect(resultsOf(answer).map((result) => result.status)).toEqual(['unmatched', 'ignored']);
    const [kept] = await api.sql<{ status: string; matched_by: string; shipment_id: number | null }>(`select status, matched_by, shipment_id from carrier_events where event_id = '${unknown.eventID}'`);
    expect(kept).toEqual({ status: 'unmatched', matched_by: 'MSKU8042158', shipment_id: null });
  });

  it('never moves another carrier’s shipment, even with its container number', async () => {
    const other = await api.call('POST', '/api/Admin/CarrierCredential/Create', { body: { carrier: 'Another Line' }, bearer: tokens.admin });
    const event = equipmentEvent('DISC', 'USNYC');
    expect(resultsOf(await push(event, { key: (other.json.data as { secret: string }).secret }))[0]!.status).toBe('unmatched');
    expect((await tracking()).milestones.find((milestone) => milestone.code === 'discharged')?.actualAt ?? null).toBeNull();
  });

  it('operations keep their manual milestones, marked as manual', async () => {
    const set = await api.call('POST', '/api/Tracking/AddMilestone', { body: { reference: SHIPMENT.reference, code: 'customsCleared', plannedAt: at(23) }, bearer: tokens.operator });
    expect(set.status, set.text).toBe(200);
    expect((await tracking('operator')).milestones.find((milestone) => milestone.code === 'customsCleared')).toMatchObject({ source: 'manual' });
    // Anonymous visitors are not told who set what.
    const anonymous = trackingAnswer.parse((await api.call('GET', `/api/Tracking/Get?number=${SHIPMENT.reference}`)).json.data);
    expect(anonymous.milestones.every((milestone) => milestone.source === undefined)).toBe(true);
  });
});

describe('POST /api/CarrierEvents: pushes that arrive together', () => {
  it('settles them together, in fewer transactions than pushes, as one after the other would: each event once, the newest time kept', async () => {
    const [owner] = await api.sql<{ id: string }>(`select id from users where email = 'customer@navlunport.test'`);
    const [shipment] = await api.sql<{ id: number }>(`insert into shipments (reference, user_id, mode, origin, destination, carrier, free_days, planned_eta, eta, last_event_at)
      values ('BK-2026-910002', '${owner!.id}', 'SEA_FCL', 'TRMER', 'USNYC', '${CARRIER}', 7, '${at(20)}', '${at(20)}', '${at(-1)}') returning id`);
    await api.sql(`insert into shipment_containers (shipment_id, container_number, container_type) values (${shipment!.id}, 'TGHU8837462', '40HC')`);
    const box = (code: string, location: string, created: number, eventDateTime = at(-0.5)) =>
      dcsaEquipmentEvent('TGHU8837462', code, location, { eventDateTime, eventCreatedDateTime: new Date(now + created).toISOString() });
    const gateIn = box('GTIN', 'TRMER', 60_000, at(-0.4));
    const events = [gateIn, gateIn, box('GTIN', 'TRMER', 0, at(-0.6)), box('LOAD', 'TRMER', 0), box('DISC', 'USNYC', 0), box('GTOT', 'USNYC', 0), box('STUF', 'TRMER', 0), box('LOAD', 'ESALG', 0)];
    const estimate = { ...arrivalEstimate(at(24)), documentReferences: [{ documentReferenceType: 'BKG', documentReferenceValue: 'BK-2026-910002' }] };
    const answers = await Promise.all([...events, estimate].map((event) => push(event)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const results = answers.map((answer) => resultsOf(answer)[0]!);
    // The same event delivered twice at once: applied by one delivery, a duplicate for the other.
    expect(results.slice(0, 2).map((result) => result.status).sort()).toEqual(['applied', 'duplicate']);
    expect(results.slice(3).map((result) => result.status)).toEqual(['applied', 'applied', 'applied', 'ignored', 'applied', 'applied']);
    const ids = [...new Set([...events, estimate].map((event) => event.eventID))];
    const kept = await api.sql<{ transactions: number; rows: number }>(`select count(distinct xmin::text)::int as transactions, count(*)::int as rows from carrier_events where event_id in (${ids.map((id) => `'${id}'`).join(', ')})`);
    expect(kept[0]!.rows).toBe(ids.length);
    // On PostgreSQL the pushes that wait while a transaction runs go into the next one. The embedded PGlite runs one
    // statement at a time, each push's signature check too, so there the pushes reach the queue one by one.
    if (process.env.TEST_DATABASE_URL) expect(kept[0]!.transactions).toBeLessThan(ids.length);
    // Whichever gate-in came first, the newest one's time is kept, in one milestone row.
    const milestones = await api.sql<{ code: string; location: string | null; actual_at: Date | null; planned_at: Date | null; source: string }>(
      `select code, location, actual_at, planned_at, source from tracking_milestones where shipment_id = ${shipment!.id} order by code, location`,
    );
    expect(milestones.map((row) => `${row.code}@${row.location}`)).toEqual(['arrived@USNYC', 'discharged@USNYC', 'gateIn@TRMER', 'loaded@TRMER', 'outForDelivery@USNYC', 'transshipment@ESALG']);
    expect(new Date(milestones.find((row) => row.code === 'gateIn')!.actual_at!).toISOString()).toBe(at(-0.4));
    expect(milestones.every((row) => row.source === 'carrier')).toBe(true);
    // The estimate moved the ETA once; every change has its audit row.
    expect((await tracking()).eta).toBeDefined();
    const [moved] = await api.sql<{ eta: Date; changes: number }>(`select eta, (select count(*)::int from shipment_eta_changes where shipment_id = s.id) as changes from shipments s where id = ${shipment!.id}`);
    expect([new Date(moved!.eta).toISOString(), moved!.changes]).toEqual([at(24), 1]);
    const milestoneWrites = results.filter((result) => result.status === 'applied').length;
    const audit = await api.sql<{ action: string }>(`select action from audit_log where entity = 'shipment' and entity_id = '${shipment!.id}'`);
    expect(audit.filter((row) => row.action === 'shipment.updateEta')).toHaveLength(1);
    expect(audit.filter((row) => row.action !== 'shipment.updateEta')).toHaveLength(milestoneWrites);
  });
});

describe('carrier credentials (Admin)', () => {
  it('rotates with an overlap in which both secrets verify, and a revoked credential is refused at once', async () => {
    const rotated = await api.call('POST', '/api/Admin/CarrierCredential/Rotate', { body: { id: credentialId, overlapHours: 1 }, bearer: tokens.admin });
    expect(rotated.status, rotated.text).toBe(200);
    const fresh = (rotated.json.data as { secret: string }).secret;
    expect(fresh).not.toBe(secret);
    expect((await push(equipmentEvent('STUF', 'TRMER'), { key: secret })).status).toBe(200);
    expect((await push(equipmentEvent('STUF', 'TRMER'), { key: fresh })).status).toBe(200);
    const list = await api.call('GET', '/api/Admin/CarrierCredential/GetList', { bearer: tokens.admin });
    const mine = (list.json.data as { items: { id: number; events: Record<string, number>; previousSecretUntil: string | null }[] }).items.find((item) => item.id === credentialId)!;
    expect(mine.events.applied).toBeGreaterThanOrEqual(3);
    expect(mine.previousSecretUntil).not.toBeNull();
    expect(JSON.stringify(list.json)).not.toContain('whsec_');
    expect((await api.call('POST', '/api/Admin/CarrierCredential/Revoke', { body: { id: credentialId }, bearer: tokens.admin })).status).toBe(200);
    expect((await push(equipmentEvent('STUF', 'TRMER'), { key: fresh })).status).toBe(401);
    secret = fresh;
  });

  it('is the Admin’s alone, and one credential per carrier', async () => {
    for (const as of ['operator', 'customer'] as const) expect((await api.call('POST', '/api/Admin/CarrierCredential/Create', { body: { carrier: 'X Line' }, bearer: tokens[as] })).status).toBe(403);
    expect((await api.call('POST', '/api/Admin/CarrierCredential/Create', { body: { carrier: 'Another Line' }, bearer: tokens.admin })).status).toBe(409);
    const empty = await api.call('POST', '/api/Admin/CarrierCredential/Create', { body: { carrier: ' ' }, bearer: tokens.admin, headers: { 'Accept-Language': 'tr' } });
    expect(empty.status).toBe(400);
    expect(empty.json.errors?.[0]).toMatchObject({ field: 'carrier', message: 'Taşıyıcının adını girin.' });
  });
});
