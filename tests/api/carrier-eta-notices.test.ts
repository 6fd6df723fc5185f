import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istanbulDay } from '@/lib/domain/business-date';
import { formatDay } from '@/lib/format';
import { signWebhook } from '@/lib/server/webhooks/standard-webhooks';
import { startTestApi, type DemoName, type TestApi } from './harness';
import { mailsTo } from './outbox';

/**
 * [E1] A carrier re-estimating the arrival tells the shipment's owner only when the arrival day (Istanbul) they were
 * last told of changes; an operator's move always does. Every move is on the tracking page either way.
 */
let api: TestApi;
let tokens: Record<DemoName, string>;
let secret: string;
const CARRIER = 'Aegean Notice Line';
const SHIPMENT = { reference: 'BK-2026-910077', billOfLading: 'AGNL910000077' };
const OWNER = 'customer@navlunport.test';
const HOUR = 3_600_000;
// The planned arrival: noon in Istanbul, 20 days from now (09:00 UTC), so a few hours either way stay on its day.
const planned = new Date(`${istanbulDay(new Date(Date.now() + 20 * 24 * HOUR))}T09:00:00.000Z`);
const hoursFromPlanned = (hours: number) => new Date(planned.getTime() + hours * HOUR);

beforeAll(async () => {
  api = await startTestApi();
  tokens = await api.demoTokens();
  const [owner] = await api.sql<{ id: string }>(`select id from users where email = '${OWNER}'`);
  await api.sql(`insert into shipments (reference, user_id, mode, origin, destination, carrier, bill_of_lading, free_days, planned_eta, eta, last_event_at)
    values ('${SHIPMENT.reference}', '${owner!.id}', 'SEA_FCL', 'TRMER', 'USNYC', '${CARRIER}', '${SHIPMENT.billOfLading}', 7, '${planned.toISOString()}', '${planned.toISOString()}', now())`);
  const created = await api.call('POST', '/api/Admin/CarrierCredential/Create', { body: { carrier: CARRIER }, bearer: tokens.admin });
  expect(created.status, created.text).toBe(201);
  ({ secret } = created.json.data as { secret: string });
});
afterAll(async () => api?.close());

/** The carrier's signed estimate of the arrival at the port of discharge. */
async function estimate(eta: Date) {
  const body = JSON.stringify({
    eventID: randomUUID(),
    eventCreatedDateTime: new Date().toISOString(),
    eventType: 'TRANSPORT',
    eventClassifierCode: 'EST',
    eventDateTime: eta.toISOString(),
    transportEventTypeCode: 'ARRI',
    transportCall: { transportCallID: 'TC-USNYC', modeOfTransport: 'VESSEL', UNLocationCode: 'USNYC' },
    documentReferences: [{ documentReferenceType: 'TRD', documentReferenceValue: SHIPMENT.billOfLading }],
  });
  const id = `msg_${randomUUID()}`;
  const timestamp = Math.floor(Date.now() / 1000);
  const pushed = await api.call('POST', '/api/CarrierEvents', {
    rawBody: body,
    headers: { 'Content-Type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signWebhook(secret, id, timestamp, body) },
  });
  expect(pushed.status, pushed.text).toBe(200);
}

const notices = async () =>
  (
    await api.sql<{ eta: string; reason: string }>(
      `select params ->> 'eta' as eta, params ->> 'reason' as reason from notifications where kind = 'shipmentEtaChanged' and params ->> 'reference' = '${SHIPMENT.reference}' order by id`,
    )
  ).map((row) => `${row.eta} ${row.reason}`);
const etaMails = () => mailsTo(OWNER).filter((mail) => mail.includes(SHIPMENT.reference));
const etaChanges = async () => Number((await api.sql<{ n: string }>(`select count(*)::text as n from shipment_eta_changes c join shipments s on s.id = c.shipment_id where s.reference = '${SHIPMENT.reference}'`))[0]!.n);

describe('ETA notices of carrier estimates', () => {
  it('tells the owner only when the arrival day they were told of changes; an operator’s move always', async () => {
    // Three hours later, then two earlier: the same arrival day as planned. Recorded, nobody notified or mailed.
    await estimate(hoursFromPlanned(3));
    await estimate(hoursFromPlanned(-2));
    expect(await etaChanges()).toBe(2);
    expect(await notices()).toEqual([]);
    expect(etaMails()).toEqual([]);

    // A day later: the owner hears of it, in the app and by mail.
    const nextDay = hoursFromPlanned(24);
    await estimate(nextDay);
    expect(await notices()).toEqual([`${istanbulDay(nextDay)} carrierUpdate`]);
    await expect.poll(() => etaMails().length).toBe(1);

    // Back and forth within that new day: nothing more; back to the planned day: told again (it changed for them).
    await estimate(hoursFromPlanned(26));
    expect(await notices()).toHaveLength(1);
    await estimate(hoursFromPlanned(1));
    expect(await notices()).toEqual([`${istanbulDay(nextDay)} carrierUpdate`, `${istanbulDay(planned)} carrierUpdate`]);

    // Operations move it within the same day, with a reason: the owner is told, as before.
    const moved = await api.call('POST', '/api/Tracking/UpdateEta', { body: { reference: SHIPMENT.reference, eta: hoursFromPlanned(2).toISOString(), reason: 'portCongestion' }, bearer: tokens.operator });
    expect(moved.status, moved.text).toBe(200);
    expect((await notices()).at(-1)).toBe(`${istanbulDay(planned)} portCongestion`);
    expect(await etaChanges()).toBe(6);
    // Its mail says the move it was made for, within one day: the day once and both times (13:00 and 14:00 in Istanbul).
    await expect.poll(() => etaMails().length).toBe(3);
    expect(etaMails().filter((mail) => mail.includes(`tahmini varışı ${formatDay(planned.toISOString(), 'tr')} 13:00 yerine 14:00 oldu.`))).toHaveLength(1);

    // The customer's tracking page lists every move, the untold ones included.
    const tracking = await api.call('GET', `/api/Tracking/Get?number=${SHIPMENT.reference}`, { bearer: tokens.customer });
    expect((tracking.json.data as { etaChanges: unknown[] }).etaChanges).toHaveLength(6);
  });
});
