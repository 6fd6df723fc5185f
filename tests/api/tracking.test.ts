import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/lib/api/endpoints';
import { formatDay } from '@/lib/format';
import { trackingAnswer, type TrackingAnswer } from '@/lib/schemas/tracking';
import { resetRateLimits } from '@/lib/server/rate-limit/limits';
import { bookingKit, card, testCards } from './booking-fixtures';
import { mailsTo } from './outbox';
import { startTestApi, type DemoName, type TestApi } from './harness';

let api: TestApi;
let kit: Awaited<ReturnType<typeof bookingKit>>;
const DAY = 86_400_000;
const now = Date.now();
const at = (days: number) => new Date(now + days * DAY).toISOString();

/** The demo customer's delayed FCL shipment at destination (discharged 3 days ago, 5 free days), its last event 3 days old. */
const FCL = { reference: 'BK-2026-900001', container: 'MSKU1234565', second: 'TGHU7654320', billOfLading: 'NVLT900000001' };
/** An air shipment without an owner, updated an hour ago. */
const AIR = { reference: 'BK-2026-900002', airWaybill: '235-90000013' };

beforeAll(async () => {
  api = await startTestApi();
  kit = await bookingKit(api);
  const [company] = await api.sql<{ id: number }>(`select company_id as id from users where email = 'customer@navlunport.test'`);
  const [fcl] = await api.sql<{ id: number }>(`insert into shipments (reference, user_id, company_id, mode, origin, destination, carrier, vessel, voyage_number, bill_of_lading, free_days, planned_eta, eta, last_event_at, parties)
    values ('${FCL.reference}', '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e01', ${company!.id}, 'SEA_FCL', 'TRMER', 'USNYC', 'MSC', 'MSC Aurora', '248W', '${FCL.billOfLading}', 5, '${at(-6)}', '${at(-3)}', '${at(-3)}',
    '{"shipper": {"name": "Ege Tekstil A.Ş.", "address": "İzmir", "contact": "+90 232 000 00 00"}, "consignee": {"name": "Hudson Imports LLC", "address": "New York", "contact": ""}}'::jsonb) returning id`);
  await api.sql(`insert into shipment_containers (shipment_id, container_number, container_type) values (${fcl!.id}, '${FCL.container}', '40HC'), (${fcl!.id}, '${FCL.second}', '20DC')`);
  await api.sql(`insert into tracking_milestones (shipment_id, code, location, planned_at, actual_at, public, note) values
    (${fcl!.id}, 'delivered', 'USNYC', '${at(2)}', null, true, null),
    (${fcl!.id}, 'booked', 'TRMER', null, '${at(-30)}', true, null),
    (${fcl!.id}, 'customsCleared', 'USNYC', '${at(1)}', null, false, 'Broker: Hudson Customs, entry pending'),
    (${fcl!.id}, 'gateIn', 'TRMER', '${at(-26)}', '${at(-26)}', true, null),
    (${fcl!.id}, 'departed', 'TRMER', '${at(-25)}', '${at(-25)}', true, null),
    (${fcl!.id}, 'transshipment', 'ESALG', '${at(-18)}', '${at(-17)}', true, null),
    (${fcl!.id}, 'arrived', 'USNYC', '${at(-6)}', '${at(-3.5)}', true, null),
    (${fcl!.id}, 'discharged', 'USNYC', '${at(-5)}', '${at(-3)}', true, null)`);
  await api.sql(`insert into shipment_eta_changes (shipment_id, previous_eta, new_eta, reason, note, changed_at) values (${fcl!.id}, '${at(-6)}', '${at(-3)}', 'portCongestion', 'Internal: berth window moved', '${at(-10)}')`);
  const [air] = await api.sql<{ id: number }>(`insert into shipments (reference, mode, origin, destination, carrier, flight_number, air_waybill, planned_eta, eta, last_event_at)
    values ('${AIR.reference}', 'AIR', 'IST', 'JFK', 'Turkish Cargo', 'TK6151', '${AIR.airWaybill}', '${at(1)}', '${at(1)}', '${at(-1 / 24)}') returning id`);
  await api.sql(`insert into tracking_milestones (shipment_id, code, location, planned_at, actual_at) values (${air!.id}, 'booked', 'IST', null, '${at(-2)}'), (${air!.id}, 'departed', 'IST', '${at(-0.1)}', '${at(-1 / 24)}')`);
});
afterAll(async () => api?.close());

const track = (number: string, options: { as?: DemoName; locale?: string } = {}) =>
  api.call('GET', `/api/Tracking/Get?number=${encodeURIComponent(number)}`, { bearer: options.as ? kit.tokens[options.as] : undefined, headers: { 'Accept-Language': options.locale ?? 'en' } });
const answerOf = (response: Awaited<ReturnType<typeof track>>): TrackingAnswer => {
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return trackingAnswer.parse(response.json.data);
};

describe('GET /api/Tracking/Get: the number', () => {
  it('normalises what people type: lower case, spaces, dashes, dots', async () => {
    expect(answerOf(await track('msku 123456-5')).matched).toEqual({ kind: 'container', number: FCL.container });
    expect(answerOf(await track('  bk-2026-900001 ')).matched).toEqual({ kind: 'booking', number: FCL.reference });
    expect(answerOf(await track('235 9000 0013')).matched).toEqual({ kind: 'airWaybill', number: AIR.airWaybill });
    expect(answerOf(await track('nvlt.900000001')).matched).toEqual({ kind: 'billOfLading', number: FCL.billOfLading });
    expect(answerOf(await track(FCL.second)).reference).toBe(FCL.reference);
  });

  it('a wrong check digit is a localized 400 naming the digit it should be', async () => {
    const en = await track('CSQU 305438 4');
    expect(en.status).toBe(400);
    expect(en.json.code).toBe('tracking.number.containerCheckDigit');
    expect(en.json.message).toContain('should be 3, not 4');
    expect(en.json.errors).toEqual([expect.objectContaining({ field: 'number', code: 'tracking.number.containerCheckDigit', message: expect.stringContaining('should be 3, not 4') })]);
    const tr = await track('csqu3054384', { locale: 'tr' });
    expect(tr.json.message).toContain('4 değil, 3 olmalı');
    const awb = await track('235-12345670');
    expect(awb.status).toBe(400);
    expect(awb.json.message).toContain('should be 5, not 0');
  });

  it('anything else is a localized 400 on the field, never a 500 or a lookup', async () => {
    const cases: [string, string][] = [
      ['', 'tracking.number.empty'],
      ['   ', 'tracking.number.empty'],
      ["BK-2026-000001' OR '1'='1", 'tracking.number.format'],
      ["'; drop table shipments; --", 'tracking.number.format'],
      ['<script>alert(1)</script>', 'tracking.number.format'],
      ['📦🚢📦', 'tracking.number.format'],
      ['x'.repeat(10_240), 'tracking.number.tooLong'],
      ['A'.repeat(80), 'tracking.number.tooLong'],
    ];
    for (const [input, code] of cases) {
      const response = await track(input, { locale: 'tr' });
      expect(response.status, input.slice(0, 20)).toBe(400);
      expect(response.json.errors?.[0]).toMatchObject({ field: 'number', code });
      expect(response.json.errors?.[0]?.message).not.toBe(code);
    }
    expect((await api.call('GET', '/api/Tracking/Get')).status).toBe(400);
    expect((await api.call('GET', `/api/Tracking/Get?number=${FCL.reference}&userId=x`)).status).toBe(400);
    expect(await api.sql(`select count(*)::int as n from shipments`)).not.toEqual([{ n: 0 }]);
  });

  it('an unknown number is a localized 404', async () => {
    const response = await track('BK-2026-999999', { locale: 'tr' });
    expect(response.status).toBe(404);
    expect(response.json.code).toBe('tracking.notFound');
    expect(response.json.message).toMatch(/gönderi bulunamadı/);
  });
});

describe('GET /api/Tracking/Get: what each caller sees', () => {
  it('anonymous: the summary and public milestones in order, ETA moves with their reason, stale, demurrage countdown; no parties, documents or hidden milestones', async () => {
    const answer = answerOf(await track(FCL.container));
    expect(answer).toMatchObject({
      reference: FCL.reference,
      mode: 'SEA_FCL',
      origin: { code: 'TRMER', name: expect.any(String) },
      destination: { code: 'USNYC' },
      carrier: 'MSC',
      vessel: 'MSC Aurora',
      voyageNumber: '248W',
      view: 'public',
      delayDays: 3,
      stale: true,
      delivered: false,
      freeDays: 5,
    });
    expect(answer.milestones.map((milestone) => milestone.code)).toEqual(['booked', 'gateIn', 'departed', 'transshipment', 'arrived', 'discharged', 'delivered']);
    expect(answer.milestones.map((milestone) => milestone.state)).toEqual(['done', 'done', 'done', 'done', 'done', 'done', 'next']);
    expect(answer.milestones[3]!.location).toMatchObject({ code: 'ESALG' });
    expect(answer.etaChanges).toEqual([{ from: at(-6), to: at(-3), reason: 'portCongestion', note: null, at: at(-10) }]);
    expect(answer.containers).toEqual([
      { number: FCL.container, type: '40HC', freeTimeEndsAt: at(2), daysLeft: 2 },
      { number: FCL.second, type: '20DC', freeTimeEndsAt: at(2), daysLeft: 2 },
    ]);
    expect(answer.lastEventAt).toBe(at(-3));
    expect(answer).not.toHaveProperty('parties');
    expect(answer).not.toHaveProperty('documents');
    // The CO2e estimate reveals the cargo's weight: not for anonymous visitors.
    expect(answer).not.toHaveProperty('emissions');
    expect(JSON.stringify(answer)).not.toMatch(/customsCleared|Hudson|Ege Tekstil|berth/);
  });

  it('strangers signed in (a colleague who is not the owner, an editor) see exactly what anonymous visitors see', async () => {
    for (const as of ['colleague', 'editor'] as const) {
      const answer = answerOf(await track(FCL.reference, { as }));
      expect(answer.view).toBe('public');
      expect(answer).not.toHaveProperty('parties');
      expect(answer).not.toHaveProperty('emissions');
      expect(answer.milestones.some((milestone) => milestone.code === 'customsCleared')).toBe(false);
    }
  });

  it('the owner and their company admin see parties, documents and every milestone; operations too', async () => {
    for (const [as, view] of [['customer', 'owner'], ['companyAdmin', 'owner'], ['operator', 'operations'], ['admin', 'operations']] as const) {
      const answer = answerOf(await track(FCL.billOfLading, { as }));
      expect(answer.view, as).toBe(view);
      expect(answer.parties?.consignee).toMatchObject({ name: 'Hudson Imports LLC' });
      expect(answer.documents).toEqual([]);
      const customs = answer.milestones.find((milestone) => milestone.code === 'customsCleared');
      expect(customs).toMatchObject({ public: false, note: 'Broker: Hudson Customs, entry pending', state: 'next' });
      expect(answer.milestones.at(-1)).toMatchObject({ code: 'delivered', state: 'planned' });
      expect(answer.etaChanges[0]!.note).toBe('Internal: berth window moved');
    }
  });

  it('the owner sees the CO2e estimate; a shipment without a reservation counts its boxes at 10 t per TEU over the sea route', async () => {
    const answer = answerOf(await track(FCL.reference, { as: 'customer' }));
    // A 40HC and a 20DC: 3 TEU, 30 t; Mersin → New York by sea.
    expect(answer.emissions?.tonnes).toBe(30);
    expect(answer.emissions?.legs).toHaveLength(1);
    const [sea] = answer.emissions!.legs;
    expect(sea).toMatchObject({ role: 'main', mode: 'sea' });
    expect(sea!.km).toBeGreaterThan(9100);
    expect(answer.emissions!.kgCo2e).toBeCloseTo((sea!.km * 30 * 8.15) / 1000, 0);
    // An air shipment without a reservation has no cargo weight: no estimate rather than a guess.
    expect(answerOf(await track(AIR.airWaybill, { as: 'operator' }))).not.toHaveProperty('emissions');
  });

  it('an air shipment: flight, waybill, fresh data, no containers', async () => {
    const answer = answerOf(await track(AIR.airWaybill));
    expect(answer).toMatchObject({ mode: 'AIR', flightNumber: 'TK6151', airWaybill: AIR.airWaybill, stale: false, containers: [], delayDays: 0 });
    expect(answer.milestones.map((milestone) => [milestone.code, milestone.state])).toEqual([
      ['booked', 'done'],
      ['departed', 'done'],
    ]);
  });

  it('finds a shipment through the indexes, never a sequential scan, with thousands of shipments and milestones', async () => {
    await api.sql(`insert into shipments (reference, mode, origin, destination, carrier, bill_of_lading, air_waybill, planned_eta, eta)
      select 'BK-2025-' || lpad(g::text, 6, '0'), 'SEA_FCL', 'TRMER', 'USNYC', 'MSC', 'NVLX' || lpad(g::text, 9, '0'), '999-' || lpad(g::text, 8, '0'), now(), now() from generate_series(1, 3000) g`);
    await api.sql(`insert into shipment_containers (shipment_id, container_number, container_type) select id, 'ZZZU' || lpad(id::text, 7, '0'), '40HC' from shipments where reference like 'BK-2025-%'`);
    await api.sql(`insert into tracking_milestones (shipment_id, code, planned_at) select s.id, c.code, now() from shipments s cross join (values ('booked'), ('loaded'), ('departed'), ('arrived'), ('delivered')) c(code) where s.reference like 'BK-2025-%'`);
    for (const table of ['shipments', 'shipment_containers', 'tracking_milestones', 'shipment_eta_changes']) await api.sql(`analyze ${table}`);
    const { connection } = await import('@/lib/server/db/client');
    const { shipmentsByNumbersQuery } = await import('@/lib/server/tracking/find-shipment');
    const { shipmentMilestonesQuery } = await import('@/lib/server/tracking/get-tracking');
    const { db } = await connection();
    const plan = (query: { toSQL: () => { sql: string; params: unknown[] } }) => api.explain(query.toSQL());
    const plans = {
      booking: await plan(shipmentsByNumbersQuery(db, 'booking', [FCL.reference])),
      billOfLading: await plan(shipmentsByNumbersQuery(db, 'billOfLading', [FCL.billOfLading, 'NVLX000000042'])),
      airWaybill: await plan(shipmentsByNumbersQuery(db, 'airWaybill', [AIR.airWaybill])),
      container: await plan(shipmentsByNumbersQuery(db, 'container', [FCL.container, 'ZZZU0000042'])),
      milestones: await plan(shipmentMilestonesQuery(db, 1, false)),
    };
    expect(plans.booking).toMatch(/shipments_reference_unique/);
    expect(plans.billOfLading).toMatch(/shipments_bill_of_lading_unique/);
    expect(plans.airWaybill).toMatch(/shipments_air_waybill_unique/);
    expect(plans.container).toMatch(/shipment_containers_number_idx/);
    expect(plans.milestones).toMatch(/tracking_milestones_shipment_idx/);
    for (const [kind, text] of Object.entries(plans)) expect(text, kind).not.toMatch(/Seq Scan/);
  });
});

describe('GET /api/Tracking/Get: limits', () => {
  it('stops an address guessing numbers: after 10 misses every lookup is refused, signed-in users keep their own room', async () => {
    process.env.RATE_LIMIT_MULTIPLIER = '1';
    resetRateLimits();
    try {
      for (let miss = 1; miss <= 10; miss++) expect((await track(`BK-2026-99${String(miss).padStart(4, '0')}`)).status).toBe(404);
      const refused = await track(FCL.reference, { locale: 'tr' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.json.message).toMatch(/Çok fazla istek/);
      // Malformed input is refused before counting anything.
      expect((await track('<b>1</b>')).status).toBe(400);
      expect((await track(FCL.reference, { as: 'customer' })).status).toBe(200);
    } finally {
      delete process.env.RATE_LIMIT_MULTIPLIER;
      resetRateLimits();
    }
  });

  it('documents both limits', async () => {
    expect(endpoints.trackingGet.rateLimit).toMatchObject({ points: 60, signedInPoints: 300 });
    const document = (await api.call('GET', '/api/openapi.json')).json as unknown as { paths: Record<string, { get: { responses: Record<string, { description: string }> } }> };
    expect(document.paths['/api/Tracking/Get']!.get.responses['429']!.description).toContain('at most 60 calls per 60 s');
    expect(document.paths['/api/Tracking/Get']!.get.responses['429']!.description).toContain('per client address, and per user as well when signed in (300 for signed-in callers, counted apart)');
  });
});


describe('operations: milestones and ETA', () => {
  it('AddMilestone updates the milestone, moves the last event, audits; the public still does not see a hidden one', async () => {
    const response = await kit.call('/api/Tracking/AddMilestone', { reference: FCL.container, code: 'customsCleared', actualAt: new Date(now - 60_000).toISOString() }, 'operator');
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    expect(response.json.data).toMatchObject({ reference: FCL.reference, code: 'customsCleared', reservationStatus: null });
    const rows = await api.sql<{ n: number }>(`select count(*)::int as n from tracking_milestones m join shipments s on s.id = m.shipment_id where s.reference = '${FCL.reference}' and m.code = 'customsCleared'`);
    expect(rows).toEqual([{ n: 1 }]);
    const [audit] = await api.sql<{ action: string; actor_id: string; request_id: string | null }>(`select action, actor_id, request_id from audit_log where entity = 'shipment' order by id desc limit 1`);
    expect(audit).toMatchObject({ action: 'shipment.updateMilestone', actor_id: '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e04' });
    const owner = answerOf(await track(FCL.reference, { as: 'customer' }));
    expect(owner.stale).toBe(false);
    expect(owner.milestones.find((milestone) => milestone.code === 'customsCleared')?.state).toBe('done');
    const anonymous = answerOf(await track(FCL.reference));
    expect(anonymous.milestones.some((milestone) => milestone.code === 'customsCleared')).toBe(false);
    // The public's "last update" is the latest thing it can see, not the hidden milestone.
    expect(anonymous.lastEventAt).toBe(at(-3));
  });

  it('AddMilestone refuses bad input and unknown shipments', async () => {
    const bad = [
      { reference: FCL.reference, code: 'teleported', actualAt: at(0) },
      { reference: FCL.reference, code: 'loaded' },
      { reference: FCL.reference, code: 'loaded', actualAt: 'yesterday' },
      { reference: FCL.reference, code: 'loaded', actualAt: at(0), location: "'; drop table x" },
      { reference: 'CSQU3054384', code: 'loaded', actualAt: at(0) },
    ];
    for (const body of bad) expect((await kit.call('/api/Tracking/AddMilestone', body, 'operator')).status, JSON.stringify(body)).toBe(400);
    const future = await kit.call('/api/Tracking/AddMilestone', { reference: FCL.reference, code: 'delivered', actualAt: at(3) }, 'operator');
    expect(future.json.errors?.[0]).toMatchObject({ field: 'actualAt', code: 'tracking.time.actualInFuture' });
    expect((await kit.call('/api/Tracking/AddMilestone', { reference: 'BK-2026-999998', code: 'loaded', actualAt: at(0) }, 'operator')).status).toBe(404);
    expect((await kit.call('/api/Tracking/AddMilestone', { reference: FCL.reference, code: 'loaded', actualAt: at(0) }, 'customer')).status).toBe(403);
  });

  it('UpdateEta records the move with its reason, audits, and notifies the owner in-app and by email in their language', async () => {
    // Anonymous answers are cached for a few seconds: an operator's change must show at once all the same.
    expect(answerOf(await track(FCL.reference)).eta).toBe(at(-3));
    const eta = at(5);
    const response = await kit.call('/api/Tracking/UpdateEta', { reference: FCL.reference, eta, reason: 'weather', note: 'Storm in the Atlantic' }, 'operator');
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    expect(response.json.data).toMatchObject({ reference: FCL.reference, eta, previousEta: at(-3), delayDays: 11 });
    const answer = answerOf(await track(FCL.reference));
    expect(answer.eta).toBe(eta);
    expect(answer.etaChanges.map((change) => change.reason)).toEqual(['portCongestion', 'weather']);
    expect(answer.etaChanges[1]).toMatchObject({ from: at(-3), to: eta, note: null });
    const [audit] = await api.sql<{ action: string; after: { reason: string } }>(`select action, after from audit_log where entity = 'shipment' order by id desc limit 1`);
    expect(audit).toMatchObject({ action: 'shipment.updateEta', after: { reason: 'weather' } });
    const notices = await api.sql<{ kind: string; params: { reference: string; reason: string } }>(`select kind, params from notifications where kind = 'shipmentEtaChanged' and user_id = '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e01'`);
    expect(notices).toEqual([{ kind: 'shipmentEtaChanged', params: expect.objectContaining({ reference: FCL.reference, reason: 'weather' }) }]);
    // A shipment without a reservation remembers no language: the owner's profile's (Turkish). The old and new ETA as days, the reason.
    const etaMail = mailsTo('customer@navlunport.test').find((mail) => mail.includes(`${FCL.reference} numaralı gönderinizin tahmini varışı`));
    expect(etaMail).toMatch(/^Content-Language: tr\r?$/m);
    expect(etaMail).toContain(`tahmini varışı ${formatDay(at(-3), 'tr')} yerine ${formatDay(eta, 'tr')} oldu.`);
    expect(etaMail).toContain('Gerekçe: Hava koşulları.');
    expect((await kit.call('/api/Tracking/UpdateEta', { reference: FCL.reference, eta, reason: 'aliens' }, 'operator')).status).toBe(400);
  });
});

describe('a confirmed reservation becomes a tracked shipment', () => {
  it('Confirm creates the shipment; actual departure and delivery move the reservation and notify the customer', async () => {
    const { id } = await kit.reservation();
    const paid = await kit.call('/api/Payment/Card', { reservationId: id, card: card(testCards.success) }, 'customer', { headers: { 'Idempotency-Key': `tracking-${Date.now()}` } });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const confirmed = await kit.call('/api/Reservation/Confirm', { id }, 'operator');
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    const reference = (confirmed.json.data as { reference: string }).reference;
    const [shipment] = await api.sql<{ mode: string; origin: string; destination: string; carrier: string; free_days: number; user_id: string; planned_eta: string; eta: string }>(
      `select mode, origin, destination, carrier, free_days, user_id, planned_eta::text, eta::text from shipments where reservation_id = ${id}`,
    );
    expect(shipment).toMatchObject({ mode: 'SEA_LCL', origin: 'TRMER', destination: 'USNYC', carrier: 'Arkas Line', free_days: 7, user_id: '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e01' });
    expect(shipment!.eta).toBe(shipment!.planned_eta);
    expect(await api.sql(`select action from audit_log where entity = 'shipment' and after->>'reference' = '${reference}' and action = 'shipment.create'`)).toHaveLength(1);

    const owner = answerOf(await track(reference, { as: 'customer' }));
    expect(owner.milestones[0]).toMatchObject({ code: 'booked', state: 'done' });
    expect(owner.milestones.map((milestone) => milestone.code)).toEqual(['booked', 'pickedUp', 'gateIn', 'loaded', 'departed', 'arrived', 'discharged', 'customsCleared', 'outForDelivery', 'delivered']);
    const departed = owner.milestones.find((milestone) => milestone.code === 'departed')!;
    const arrived = owner.milestones.find((milestone) => milestone.code === 'arrived')!;
    // Arrival is planned departure + the offer's 21 days of transit; the ETA is that arrival.
    expect(new Date(arrived.plannedAt!).getTime() - new Date(departed.plannedAt!).getTime()).toBe(21 * DAY);
    expect(owner.eta).toBe(arrived.plannedAt);
    expect(owner.parties).toBeDefined();
    // The booked offer's CO2e estimate, as the customer saw it on the offer.
    const [booked] = await api.sql<{ emissions: unknown }>(`select o.offer -> 'emissions' as emissions from reservations r join request_offers o on o.id = r.offer_id where r.id = ${id}`);
    expect(booked!.emissions).toMatchObject({ legs: [expect.objectContaining({ role: 'main', mode: 'sea' })] });
    expect(owner.emissions).toEqual(booked!.emissions);

    const departure = await kit.call('/api/Tracking/AddMilestone', { reference, code: 'departed', actualAt: new Date().toISOString(), location: 'TRMER' }, 'operator');
    expect(departure.status, JSON.stringify(departure.json)).toBe(200);
    expect(departure.json.data).toMatchObject({ reservationStatus: 'inTransit' });
    const delivery = await kit.call('/api/Tracking/AddMilestone', { reference, code: 'delivered', actualAt: new Date().toISOString() }, 'operator');
    expect(delivery.json.data).toMatchObject({ reservationStatus: 'delivered' });
    const [reservation] = await api.sql<{ status: string }>(`select status from reservations where id = ${id}`);
    expect(reservation!.status).toBe('delivered');
    const moves = await api.sql<{ action: string; after: { actor: string; milestone: string } }>(`select action, after from audit_log where entity = 'reservation' and entity_id = '${id}' and action in ('reservation.depart', 'reservation.deliver') order by id`);
    expect(moves.map((move) => [move.action, move.after.actor, move.after.milestone])).toEqual([
      ['reservation.depart', 'system', 'departed'],
      ['reservation.deliver', 'system', 'delivered'],
    ]);
    const kinds = await api.sql<{ kind: string }>(`select kind from notifications where params->>'reference' = '${reference}' order by id`);
    expect(kinds.map((row) => row.kind)).toEqual(['reservationCreated', 'paymentReceived', 'reservationConfirmed', 'shipmentDeparted', 'shipmentDelivered']);
    // A second departure report changes nothing more (the booking is delivered).
    const again = await kit.call('/api/Tracking/AddMilestone', { reference, code: 'departed', actualAt: new Date().toISOString() }, 'operator');
    expect(again.json.data).toMatchObject({ reservationStatus: 'delivered' });
    const delivered = answerOf(await track(reference));
    expect(delivered).toMatchObject({ delivered: true, stale: false });
  });
});
