// [E1] Webhook outbox delivery through a crash (the `outbox` part of `npm run bench`): an endpoint of the demo company
// on a receiver in this process, 10,000 `shipment.eta_changed` events in its outbox (the first ones made by real
// Tracking/UpdateEta calls of an operator, the rest written straight into webhook_events + webhook_deliveries in one
// transaction, in the shape emit-webhook-event.ts writes), the app killed with SIGKILL once a third has arrived and
// started again on the same database. The receiver verifies every signature with the `standardwebhooks` library and
// keeps each webhook-id once (an idempotent receiver). Budget: no event lost, 10,000 unique ids, each first seen in
// the outbox's order; duplicate deliveries (at-least-once) are counted, not refused.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { startApp } from './api.mjs';
import { demoToken } from './demo-session.mjs';
import { startPostgresApp } from './postgres-app.mjs';

const EVENT_TYPE = 'shipment.eta_changed';
const seconds = (ms) => Math.round(ms / 100) / 10;
const perSecond = (count, ms) => (ms > 0 ? Math.round((count * 1000) / ms) : null);

/** The idempotent receiver: every delivery verified and logged (id, time); `unique` holds each id once. */
async function startReceiver() {
  const receiver = { verifier: null, deliveries: [], unique: new Set(), badSignatures: 0, onDelivery: () => {} };
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = { 'webhook-id': request.headers['webhook-id'], 'webhook-timestamp': request.headers['webhook-timestamp'], 'webhook-signature': request.headers['webhook-signature'] };
      try {
        receiver.verifier.verify(body, headers);
      } catch {
        receiver.badSignatures += 1;
        response.writeHead(400).end('bad signature');
        return;
      }
      receiver.deliveries.push({ id: headers['webhook-id'], at: performance.now() });
      receiver.unique.add(headers['webhook-id']);
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      receiver.onDelivery();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { receiver, url: `http://127.0.0.1:${server.address().port}/hooks/navlun`, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function post(origin, route, token, body) {
  const response = await fetch(`${origin}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text).data;
}

/** The demo company's shipments as a webhook payload names them (ShipmentSummary, lib/schemas/webhook.ts). */
async function companyShipments(db, companyId) {
  const { rows } = await db.query(
    `select json_build_object('reference', s.reference, 'reservationId', s.reservation_id, 'mode', s.mode, 'origin', s.origin,
       'destination', s.destination, 'carrier', s.carrier, 'eta', to_char(s.eta at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
       'containers', coalesce((select json_agg(c.container_number order by c.id) from shipment_containers c where c.shipment_id = s.id), '[]'),
       'billOfLading', s.bill_of_lading, 'airWaybill', s.air_waybill) as shipment
     from shipments s where s.company_id = $1 order by s.id`,
    [companyId],
  );
  return rows.map((row) => row.shipment);
}

/** `count` events written into the endpoint's outbox in one transaction, in order, as emit-webhook-event.ts writes them. */
async function writeOutbox(db, { companyId, endpointId, shipments, count }) {
  const ids = [];
  const payloads = [];
  const base = Date.now();
  for (let index = 0; index < count; index++) {
    const shipment = shipments[index % shipments.length];
    const previousEta = new Date(shipment.eta);
    const newEta = new Date(previousEta.getTime() + ((index % 48) + 1) * 3_600_000);
    ids.push(`msg_${randomBytes(16).toString('hex')}`);
    payloads.push(JSON.stringify({ type: EVENT_TYPE, timestamp: new Date(base + index).toISOString(), version: 1, data: { shipment: { ...shipment, eta: newEta.toISOString() }, previousEta: previousEta.toISOString(), newEta: newEta.toISOString(), reason: 'portCongestion' } }));
  }
  await db.query('begin');
  try {
    await db.query(
      `insert into webhook_events (id, company_id, type, payload, created_at)
       select id, $3, $4, payload::jsonb, now() from unnest($1::text[], $2::text[]) as e(id, payload)`,
      [ids, payloads, companyId, EVENT_TYPE],
    );
    await db.query(
      `insert into webhook_deliveries (event_id, endpoint_id, created_at, next_attempt_at)
       select id, $2, now(), now() from unnest($1::text[]) with ordinality as e(id, n) order by n`,
      [ids, endpointId],
    );
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

const until = async (what, check, timeoutMs, everyMs = 250) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
};

/**
 * The outbox row: `total` events (`viaApi` of them by Tracking/UpdateEta), the app killed (SIGKILL, by its PID) when
 * `killAt` of them have arrived, started again, and everything delivered.
 */
export async function measureOutbox({ root, port, total = Number(process.env.BENCH_OUTBOX_EVENTS ?? 10_000), viaApi = Number(process.env.BENCH_OUTBOX_API_EVENTS ?? 500) }) {
  const killAt = Math.ceil(total / 3);
  const started = await startPostgresApp({ root, port, name: 'outbox', env: { WEBHOOK_ALLOW_PRIVATE_NETWORK: '1' } });
  const { dataDir, env } = started;
  let { app } = started;
  const { receiver, url, close } = await startReceiver();
  const db = new pg.Client({ connectionString: started.databaseUrl });
  try {
    await db.connect();
    const { endpoint, secret } = await post(app.origin, '/api/Webhook/Endpoint/Create', demoToken(root, dataDir, 'companyadmin@navlunport.test'), { url, eventTypes: [EVENT_TYPE] });
    receiver.verifier = new Webhook(secret);
    const companyId = (await db.query(`select company_id from users where email = 'companyadmin@navlunport.test'`)).rows[0].company_id;
    const shipments = await companyShipments(db, companyId);
    if (shipments.length === 0) throw new Error('the demo company has no shipments');

    // The first events as the product makes them: an operator moves ETAs, one call after the other.
    const operator = demoToken(root, dataDir, 'operator@navlunport.test');
    const apiStarted = performance.now();
    for (let index = 0; index < viaApi; index++) {
      const shipment = shipments[index % shipments.length];
      const eta = new Date(new Date(shipment.eta).getTime() + 3_600_000 * (1 + (index % 24)));
      await post(app.origin, '/api/Tracking/UpdateEta', operator, { reference: shipment.reference, eta: eta.toISOString(), reason: 'portCongestion' });
    }
    const apiMs = performance.now() - apiStarted;
    await writeOutbox(db, { companyId, endpointId: endpoint.id, shipments, count: total - viaApi });
    const written = performance.now();
    const pending = await db.query('select count(*)::int as n from webhook_deliveries where endpoint_id = $1', [endpoint.id]);
    if (pending.rows[0].n !== total) throw new Error(`the outbox holds ${pending.rows[0].n} deliveries for the endpoint, not ${total}`);

    // kill -9 of the server process (the PID this bench spawned) once a third has arrived, and a start on the same database.
    const killedPid = app.pid;
    const killed = new Promise((resolve) => {
      receiver.onDelivery = () => {
        if (receiver.unique.size < killAt) return;
        receiver.onDelivery = () => {};
        resolve(app.kill9().then(() => ({ at: performance.now(), receivedBefore: receiver.deliveries.length, uniqueBefore: receiver.unique.size })));
      };
    });
    let timer;
    const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${killAt} events did not arrive within 300 s`)), 300_000)));
    const kill = await Promise.race([killed, timeout]).finally(() => clearTimeout(timer));
    app = await startApp({ port, dataDir, env });
    const restarted = performance.now();
    const delivered = async () => (await db.query(`select count(*)::int as n from webhook_deliveries where endpoint_id = $1 and status = 'delivered'`, [endpoint.id])).rows[0].n === total;
    await until('every delivery delivered', delivered, 600_000, 200);
    const finished = performance.now();

    // What the receiver saw, against the outbox's order.
    const expected = (await db.query('select event_id from webhook_deliveries where endpoint_id = $1 order by id', [endpoint.id])).rows.map((row) => row.event_id);
    const position = new Map(expected.map((id, index) => [id, index]));
    const firstSeen = [...receiver.unique];
    const outOfOrder = firstSeen.filter((id, index) => index > 0 && position.get(id) < position.get(firstSeen[index - 1])).length;
    const counts = new Map();
    for (const { id } of receiver.deliveries) counts.set(id, (counts.get(id) ?? 0) + 1);
    const duplicates = [...counts].filter(([, n]) => n > 1);
    const missing = expected.filter((id) => !receiver.unique.has(id)).length;
    const unknown = firstSeen.filter((id) => !position.has(id)).length;
    const statuses = Object.fromEntries((await db.query('select status, count(*)::int as n from webhook_deliveries where endpoint_id = $1 group by status', [endpoint.id])).rows.map((row) => [row.status, row.n]));
    const failedAttempts = (await db.query('select count(*)::int as n from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id where d.endpoint_id = $1 and (a.status_code is null or a.status_code >= 300)', [endpoint.id])).rows[0].n;

    const afterKill = receiver.deliveries.filter((delivery) => delivery.at > kill.at);
    const beforeKill = receiver.deliveries.filter((delivery) => delivery.at > written && delivery.at <= kill.at);
    const resumed = afterKill[0]?.at ?? finished;
    const row = {
      kind: 'outbox',
      database: 'postgres',
      name: `${total.toLocaleString('en')} webhook events to a local receiver, app killed with SIGKILL after ${killAt.toLocaleString('en')}`,
      events: total,
      viaApi,
      viaSql: total - viaApi,
      apiCallsPerSecond: perSecond(viaApi, apiMs),
      killedPid,
      receivedBeforeKill: kill.receivedBefore,
      received: receiver.deliveries.length,
      unique: receiver.unique.size,
      duplicates: receiver.deliveries.length - receiver.unique.size,
      duplicateIds: duplicates.map(([id, n]) => ({ id, times: n, outboxPosition: position.get(id) })),
      missing,
      unknown,
      outOfOrder,
      badSignatures: receiver.badSignatures,
      failedAttempts,
      deliveryStatuses: statuses,
      eventsPerSecondBeforeKill: perSecond(beforeKill.length, kill.at - (beforeKill[0]?.at ?? kill.at)),
      eventsPerSecondAfterRecovery: perSecond(afterKill.length, (afterKill.at(-1)?.at ?? resumed) - resumed),
      restartSeconds: seconds(restarted - kill.at),
      recoverySeconds: seconds(resumed - kill.at),
      totalSeconds: seconds(finished - written),
      budget: { loss: 0, unique: total, order: true },
    };
    row.withinBudget = missing === 0 && unknown === 0 && row.unique === total && outOfOrder === 0 && receiver.badSignatures === 0 && statuses.delivered === total;
    console.info(
      `outbox: ${row.unique}/${total} unique, ${row.duplicates} duplicate(s), ${missing} missing, ${outOfOrder} out of order; ${row.eventsPerSecondBeforeKill} events/s before the kill, ${row.eventsPerSecondAfterRecovery} after; delivering again ${row.recoverySeconds} s after the kill (app answering after ${row.restartSeconds} s)`,
    );
    return [row];
  } finally {
    await db.end().catch(() => undefined);
    await app.stop();
    await close();
    await started.stop();
  }
}
