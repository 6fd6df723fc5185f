import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { carrierEventStatuses, type CarrierEventPage, type CarrierEventStatus } from '../../schemas/carrier-event-admin';
import type { Database } from '../db/client';
import { foldedText } from '../db/list-filters';
import { carrierCredentials, carrierEvents, shipments, users } from '../db/schema';
import { nameOrEmail } from './manage-carrier-credentials';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * A reference the event was matched or looked up by: its matchedBy, the matched shipment's booking reference, the
 * container, the document numbers it names (a part of one, any case).
 */
function referenceCondition(reference: string): SQL {
  const { like, any } = foldedText(reference);
  const lower = (value: SQL) => like(sql`lower(${value})`);
  return any([
    lower(sql`${carrierEvents.matchedBy}`),
    lower(sql`${shipments.reference}`),
    lower(sql`${carrierEvents.payload}->>'equipmentReference'`),
    lower(sql`${carrierEvents.payload}->>'documentID'`),
    sql`exists (select 1 from jsonb_array_elements(case when jsonb_typeof(${carrierEvents.payload}->'documentReferences') = 'array' then ${carrierEvents.payload}->'documentReferences' else '[]'::jsonb end) as ref where ${lower(sql`ref->>'documentReferenceValue'`)})`,
  ]);
}

/**
 * [E1] GET /api/Admin/CarrierEvent/GetList (Operator, Admin): the carrier events, newest received first, a page at a
 * time, filtered by status, carrier and a reference; with the count of each status under the other filters (the
 * filter chips) and the carriers to filter by.
 */
export async function listCarrierEvents(db: Database, query: { status?: CarrierEventStatus; carrier?: string; reference?: string; pageNumber: number; pageSize: number }): Promise<CarrierEventPage> {
  const dismisser = alias(users, 'dismisser');
  const scope = and(query.carrier ? eq(carrierCredentials.carrier, query.carrier) : undefined, query.reference ? referenceCondition(query.reference) : undefined);
  const where = and(scope, query.status ? eq(carrierEvents.status, query.status) : undefined);
  const [rows, tallies, carriers] = await Promise.all([
    db
      .select({
        eventId: carrierEvents.eventId,
        carrier: carrierCredentials.carrier,
        eventType: carrierEvents.eventType,
        status: carrierEvents.status,
        matchedBy: carrierEvents.matchedBy,
        payload: carrierEvents.payload,
        receivedAt: carrierEvents.receivedAt,
        reference: shipments.reference,
        dismissedAt: carrierEvents.dismissedAt,
        dismissNote: carrierEvents.dismissNote,
        dismissedBy: nameOrEmail(dismisser),
      })
      .from(carrierEvents)
      .innerJoin(carrierCredentials, eq(carrierCredentials.id, carrierEvents.credentialId))
      .leftJoin(shipments, eq(shipments.id, carrierEvents.shipmentId))
      .leftJoin(dismisser, eq(dismisser.id, carrierEvents.dismissedBy))
      .where(where)
      .orderBy(desc(carrierEvents.receivedAt), desc(carrierEvents.eventId))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    db
      .select({ status: carrierEvents.status, events: count() })
      .from(carrierEvents)
      .innerJoin(carrierCredentials, eq(carrierCredentials.id, carrierEvents.credentialId))
      .leftJoin(shipments, eq(shipments.id, carrierEvents.shipmentId))
      .where(scope)
      .groupBy(carrierEvents.status),
    db.select({ carrier: carrierCredentials.carrier }).from(carrierCredentials).orderBy(asc(carrierCredentials.carrier)),
  ]);
  const counts = Object.fromEntries(carrierEventStatuses.map((status) => [status, Number(tallies.find((tally) => tally.status === status)?.events ?? 0)])) as Record<CarrierEventStatus, number>;
  return {
    items: rows.map((row) => {
      const payload = row.payload;
      const call = payload.transportCall && typeof payload.transportCall === 'object' ? (payload.transportCall as Record<string, unknown>) : {};
      return {
        eventID: row.eventId,
        carrier: row.carrier,
        eventType: row.eventType as 'EQUIPMENT' | 'TRANSPORT' | 'SHIPMENT',
        classifierCode: text(payload.eventClassifierCode) ?? '',
        typeCode: text(payload.equipmentEventTypeCode) ?? text(payload.transportEventTypeCode) ?? text(payload.shipmentEventTypeCode),
        location: text(call.UNLocationCode),
        eventDateTime: text(payload.eventDateTime) ?? '',
        receivedAt: row.receivedAt.toISOString(),
        status: row.status,
        matchedBy: row.matchedBy,
        reference: row.reference,
        dismissedAt: iso(row.dismissedAt),
        dismissedBy: row.dismissedBy,
        dismissNote: row.dismissNote,
        payload,
      };
    }),
    totalCount: query.status ? counts[query.status] : Object.values(counts).reduce((sum, value) => sum + value, 0),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    counts,
    carriers: carriers.map((row) => row.carrier),
  };
}
