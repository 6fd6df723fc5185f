#!/usr/bin/env node
// [E1] `npm run carrier:simulate -- [--watch <minutes>]`: the demo's simulated carrier. It acts as a carrier's system
// would, over HTTP only: reads what the public tracking page shows of its containers, and pushes the DCSA Track &
// Trace events that are due (lib/domain/carrier-simulation.ts) to POST /api/CarrierEvents, signed the Standard
// Webhooks way with its carrier credential. So the demo's tracking moves by itself.
//   ORIGIN          the app (default http://127.0.0.1:$PORT, PORT 3000)
//   CARRIER         the carrier it plays (default the showcase's "Marmara Ocean Carriers")
//   CONTAINERS      its containers, comma-separated (default the showcase's delayed shipment's)
//   CARRIER_SECRET  its credential's whsec_ secret; without it the script sets the credential up (or rotates it) as the
//                   demo Admin, with a token from the embedded provider (DATA_DIR, as `npm run token`).
import { randomUUID } from 'node:crypto';
import { dueCarrierEvents, type SimulatedShipment } from '../lib/domain/carrier-simulation.ts';
import { DEMO_TRACKING_SHOWCASE } from '../lib/server/db/seed/demo-shipments.ts';
import { signWebhook } from '../lib/server/webhooks/standard-webhooks.ts';
import { demoAccessToken } from './lib/demo-token.ts';

const origin = process.env.ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const carrier = process.env.CARRIER ?? 'Marmara Ocean Carriers';
const containers = (process.env.CONTAINERS ?? DEMO_TRACKING_SHOWCASE.delayed.containers[0]).split(',').map((number) => number.trim()).filter(Boolean);
const watchIndex = process.argv.indexOf('--watch');
const watchMinutes = watchIndex > 0 ? Number(process.argv[watchIndex + 1] ?? 10) : 0;

async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = { 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}), ...(init.headers as Record<string, string>) };
  const response = await fetch(`${origin}${path}`, { ...init, headers });
  const json = (await response.json().catch(() => ({}))) as { data?: unknown; message?: string };
  return { status: response.status, data: json.data as Record<string, unknown>, message: json.message };
}

/** The carrier's credential secret: given, or set up (rotated when it exists) as the demo Admin. */
async function carrierSecret(): Promise<string> {
  if (process.env.CARRIER_SECRET) return process.env.CARRIER_SECRET;
  const token = await demoAccessToken('admin@navlunport.test');
  const created = await api('/api/Admin/CarrierCredential/Create', { method: 'POST', token, body: JSON.stringify({ carrier }) });
  if (created.status === 201) return String(created.data.secret);
  if (created.status !== 409) throw new Error(`Create answered ${created.status}: ${created.message}`);
  const list = await api('/api/Admin/CarrierCredential/GetList', { token });
  const own = (list.data.items as { id: number; carrier: string; revokedAt: string | null }[]).find((item) => item.carrier === carrier && !item.revokedAt);
  if (!own) throw new Error(`the credential of ${carrier} is revoked: the Admin creates a new one`);
  const rotated = await api('/api/Admin/CarrierCredential/Rotate', { method: 'POST', token, body: JSON.stringify({ id: own.id, overlapHours: 0 }) });
  if (rotated.status !== 200) throw new Error(`Rotate answered ${rotated.status}: ${rotated.message}`);
  return String(rotated.data.secret);
}

interface TrackingView {
  reference: string;
  origin: { code: string };
  destination: { code: string };
  eta: string;
  milestones: { code: SimulatedShipment['milestones'][number]['code']; location: { code: string } | null; plannedAt: string | null; actualAt: string | null }[];
}

async function round(secret: string) {
  for (const container of containers) {
    const found = await api(`/api/Tracking/Get?number=${encodeURIComponent(container)}`);
    if (found.status !== 200) {
      console.error(`${container}: tracking answered ${found.status}`);
      continue;
    }
    const view = found.data as unknown as TrackingView;
    const shipment: SimulatedShipment = {
      container,
      origin: view.origin.code,
      destination: view.destination.code,
      eta: view.eta,
      milestones: view.milestones.map((milestone) => ({ ...milestone, location: milestone.location?.code ?? null })),
    };
    const now = new Date();
    const events = dueCarrierEvents(shipment, now, Math.random).map((event) => ({
      eventID: randomUUID(),
      eventCreatedDateTime: now.toISOString(),
      eventType: event.eventType,
      eventClassifierCode: event.classifier,
      eventDateTime: event.at,
      ...(event.eventType === 'EQUIPMENT'
        ? { equipmentEventTypeCode: event.code, equipmentReference: container, emptyIndicatorCode: 'LADEN' }
        : { transportEventTypeCode: event.code, documentReferences: [{ documentReferenceType: 'BKG', documentReferenceValue: view.reference }] }),
      transportCall: { transportCallID: `${view.reference}-${event.location}`, modeOfTransport: 'VESSEL', UNLocationCode: event.location },
    }));
    if (events.length === 0) {
      console.info(`${container}: nothing due`);
      continue;
    }
    const body = JSON.stringify(events);
    const id = `msg_${randomUUID()}`;
    const timestamp = Math.floor(Date.now() / 1000);
    const pushed = await api('/api/CarrierEvents', { method: 'POST', body, headers: { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signWebhook(secret, id, timestamp, body) } });
    const results = (pushed.data?.results as { status: string }[] | undefined) ?? [];
    console.info(`${container}: pushed ${events.map((event) => `${event.eventType === 'EQUIPMENT' ? event.equipmentEventTypeCode : event.transportEventTypeCode}/${event.eventClassifierCode}`).join(', ')} → ${pushed.status} ${results.map((result) => result.status).join(', ')}`);
  }
}

const secret = await carrierSecret();
await round(secret);
if (watchMinutes > 0) setInterval(() => void round(secret).catch((error: unknown) => console.error(error)), watchMinutes * 60_000);
