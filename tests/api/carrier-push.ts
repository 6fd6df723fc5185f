import { randomUUID } from 'node:crypto';
import { signWebhook } from '@/lib/server/webhooks/standard-webhooks';
import type { TestApi } from './harness';

/** The parts of a DCSA transport call the tests vary: the place (UN/LOCODE). */
export const transportCallAt = (UNLocationCode: string) => ({ transportCallID: `TC-${UNLocationCode}`, modeOfTransport: 'VESSEL', UNLocationCode, carrierVoyageNumber: '2611W' });

/** A laden DCSA equipment event for a container, actual, half a day ago, a fresh eventID; `extra` overrides any field. */
export function dcsaEquipmentEvent(container: string, code: string, location: string, extra: Record<string, unknown> = {}) {
  return {
    eventID: randomUUID(),
    eventCreatedDateTime: new Date().toISOString(),
    eventType: 'EQUIPMENT',
    eventClassifierCode: 'ACT',
    eventDateTime: new Date(Date.now() - 43_200_000).toISOString(),
    equipmentEventTypeCode: code,
    equipmentReference: container,
    emptyIndicatorCode: 'LADEN',
    transportCall: transportCallAt(location),
    ...extra,
  };
}

/** Posts a carrier's push signed with `key` the Standard Webhooks way (its id and timestamp, a tampered body, as the test says). */
export function signedPush(api: TestApi, key: string, events: unknown, options: { id?: string; timestamp?: number; tamper?: (body: string) => string } = {}) {
  const body = JSON.stringify(events);
  const id = options.id ?? `msg_${randomUUID()}`;
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const headers = { 'Content-Type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signWebhook(key, id, timestamp, body) };
  return api.call('POST', '/api/CarrierEvents', { rawBody: options.tamper ? options.tamper(body) : body, headers });
}
