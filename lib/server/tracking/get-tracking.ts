import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { delayDays, demurrage, isDelivered, isStale, milestoneStates, orderMilestones } from '../../domain/tracking-view';
import type { EtaChangeReason, MilestoneCode, TrackingNumber } from '../../domain/tracking';
import type { Locale } from '../../routes';
import type { TrackingAnswer } from '../../schemas/tracking';
import { notFound } from '../api/errors';
import { batchLoader } from '../db/batch-loader';
import type { Database } from '../db/client';
import { perDatabase } from '../db/per-database';
import type { OfferEmissions } from '../../schemas/freight';
import { requestOffers, reservations, shipmentContainers, shipmentEtaChanges, trackingMilestones, uploadedFiles } from '../db/schema';
import { knownLocations } from '../freight/known-locations';
import type { RequestViewer } from '../requests/request-scope';
import { shipmentsByNumbersQuery, type NumbersOrPlaceholder } from './find-shipment';
import { publicTrackingCache } from './public-tracking-cache';
import { shipmentEmissions } from './shipment-emissions';
import { trackingViewOf } from './tracking-view-of';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
/** A timestamp as json_agg writes it (ISO 8601 with the offset), as a Date. */
const dateOf = (value: string | null) => (value === null ? null : new Date(value));

/**
 * A shipment's milestones (through tracking_milestones_shipment_idx): all of them, or the public ones.
 * The shipment is an id, or the outer query's shipment id column (the correlated subquery of trackingQuery).
 */
export function shipmentMilestonesQuery(db: Pick<Database, 'select'>, shipmentId: number | AnyPgColumn, all: boolean) {
  const scope: SQL = all ? eq(trackingMilestones.shipmentId, shipmentId) : (and(eq(trackingMilestones.shipmentId, shipmentId), eq(trackingMilestones.public, true)) as SQL);
  return db
    .select({
      code: trackingMilestones.code,
      location: trackingMilestones.location,
      plannedAt: trackingMilestones.plannedAt,
      actualAt: trackingMilestones.actualAt,
      public: trackingMilestones.public,
      note: trackingMilestones.note,
      source: trackingMilestones.source,
    })
    .from(trackingMilestones)
    .where(scope);
}

/** Rows as json_agg writes them: the subqueries' column names, timestamps as ISO 8601 text with an offset. */
interface ContainerJson {
  container_number: string;
  container_type: string;
}
interface MilestoneJson {
  code: string;
  location: string | null;
  planned_at: string | null;
  actual_at: string | null;
  public: boolean;
  note: string | null;
  source: 'manual' | 'carrier';
}
interface EtaChangeJson {
  previous_eta: string;
  new_eta: string;
  reason: string;
  note: string | null;
  changed_at: string;
}
interface DocumentJson {
  id: string;
  file_name: string;
  media_type: string;
  size_bytes: number;
}

/**
 * The whole lookup in one statement (one round trip) for numbers of one kind: their shipments
 * (shipmentsByNumbersQuery, on the numbers' unique indexes), and, as correlated subqueries on the shipment
 * id's indexes, each one's containers, milestones (all of them for a signed-in viewer, whose view is decided
 * afterwards; else the public ones) and ETA changes as JSON arrays, and its reservation's documents for a
 * signed-in viewer.
 */
export function trackingQuery(db: Pick<Database, 'select' | 'selectDistinctOn'>, kind: TrackingNumber['kind'], numbers: NumbersOrPlaceholder, signedIn: boolean) {
  const shipment = shipmentsByNumbersQuery(db, kind, numbers).as('shipment');
  const containers = db
    .select({ number: shipmentContainers.containerNumber, type: shipmentContainers.containerType, id: shipmentContainers.id })
    .from(shipmentContainers)
    .where(eq(shipmentContainers.shipmentId, shipment.id));
  const milestones = shipmentMilestonesQuery(db, shipment.id, signedIn);
  const etaChanges = db
    .select({ from: shipmentEtaChanges.previousEta, to: shipmentEtaChanges.newEta, reason: shipmentEtaChanges.reason, note: shipmentEtaChanges.note, at: shipmentEtaChanges.changedAt })
    .from(shipmentEtaChanges)
    .where(eq(shipmentEtaChanges.shipmentId, shipment.id));
  const documents = db
    .select({ id: uploadedFiles.id, fileName: uploadedFiles.fileName, mediaType: uploadedFiles.mediaType, sizeBytes: uploadedFiles.sizeBytes, createdAt: uploadedFiles.createdAt })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.reservationId, shipment.reservationId));
  const bookedEmissions = db
    .select({ emissions: sql`${requestOffers.offer} -> 'emissions'`.as('emissions') })
    .from(reservations)
    .innerJoin(requestOffers, eq(requestOffers.id, reservations.offerId))
    .where(eq(reservations.id, shipment.reservationId));
  return db
    .select({
      shipment: shipment._.selectedFields,
      containers: sql<ContainerJson[]>`(select coalesce(json_agg(container order by container.id), '[]') from (${containers}) container)`,
      milestones: sql<MilestoneJson[]>`(select coalesce(json_agg(milestone), '[]') from (${milestones}) milestone)`,
      etaChanges: sql<EtaChangeJson[]>`(select coalesce(json_agg(change order by change.changed_at), '[]') from (${etaChanges}) change)`,
      documents: signedIn ? sql<DocumentJson[]>`(select coalesce(json_agg(document order by document.created_at), '[]') from (${documents}) document)` : sql<DocumentJson[] | null>`null`,
      // The booked offer's CO2e estimate (the reservation's offer), for a signed-in viewer.
      emissions: signedIn ? sql<OfferEmissions | null>`(select booked.emissions from (${bookedEmissions}) booked)` : sql<OfferEmissions | null>`null`,
    })
    .from(shipment);
}

/** A batch of lookups: the number kind and the view (every milestone for a signed-in viewer, else the public ones). */
type TrackingBatch = `${TrackingNumber['kind']}:${'all' | 'public'}`;

/**
 * [M3] Tracking lookups by database: trackingQuery prepared once per number kind and view (8 statements), the
 * numbers a placeholder, and the lookups asked for at the same moment batched into one execution
 * (batchLoader). Building the statement with drizzle cost ~0.6 ms of CPU per lookup and PostgreSQL planned it
 * on every call; prepared (named statements on PostgreSQL, reused on each pooled connection) and batched, a
 * lookup costs the process a fraction of that, and fifty concurrent lookups a few round trips
 * (bench/api.mjs, BENCH_DATABASE=postgres).
 */
const trackingLoader = perDatabase((db) => {
  const statements = new Map<string, ReturnType<ReturnType<typeof trackingQuery>['prepare']>>();
  return batchLoader(async (batch: TrackingBatch, numbers) => {
    const [kind, view] = batch.split(':') as [TrackingNumber['kind'], 'all' | 'public'];
    const name = `tracking_${kind}_${view}`;
    let statement = statements.get(name);
    if (!statement) statements.set(name, (statement = trackingQuery(db, kind, sql.placeholder('numbers'), view === 'all').prepare(name)));
    const rows = await statement.execute({ numbers });
    return new Map(rows.map((row) => [row.shipment.matched, row]));
  });
});

/**
 * The tracking answer for a number: the shipment's summary, its milestones in order (the public ones
 * only, unless the viewer owns it or is operations), the ETA and its moves, staleness and the
 * containers' free-time countdown; parties and documents for the owner and operations. One statement
 * (trackingQuery); the places' names come from the process's reference data.
 */
export function getTracking(db: Database, input: { number: TrackingNumber; viewer: RequestViewer | null; locale: Locale; now?: Date }): Promise<TrackingAnswer> {
  // Anonymous callers share one short-lived answer per number and language (public-tracking-cache.ts).
  if (!input.viewer && !input.now) return publicTrackingCache().get(`${input.locale}:${input.number.kind}:${input.number.number}`, () => readTracking(db, input));
  return readTracking(db, input);
}

async function readTracking(db: Database, input: { number: TrackingNumber; viewer: RequestViewer | null; locale: Locale; now?: Date }): Promise<TrackingAnswer> {
  const { number, viewer, locale, now = new Date() } = input;
  const [found, locations] = await Promise.all([trackingLoader(db)(`${number.kind}:${viewer ? 'all' : 'public'}`, number.number), knownLocations(db)]);
  if (!found) throw notFound('tracking.notFound');
  const { shipment } = found;
  const view = trackingViewOf(viewer, shipment);
  const full = view !== 'public';
  const milestoneRows = found.milestones
    .filter((row) => full || row.public)
    .map((row) => ({ code: row.code as MilestoneCode, location: row.location, plannedAt: dateOf(row.planned_at), actualAt: dateOf(row.actual_at), public: row.public, note: row.note, source: row.source }));
  const etaRows = found.etaChanges.map((row) => ({ from: new Date(row.previous_eta), to: new Date(row.new_eta), reason: row.reason, note: row.note, at: new Date(row.changed_at) }));
  const documents = shipment.reservationId !== null && found.documents ? found.documents.map((row) => ({ id: row.id, fileName: row.file_name, mediaType: row.media_type, sizeBytes: row.size_bytes })) : null;
  // The estimate reveals the cargo's weight: for the owner and operations only.
  const emissions = full ? await shipmentEmissions(found.emissions, { ...shipment, containerTypes: found.containers.map((row) => row.container_type) }, locations) : undefined;

  const place = (code: string) => {
    const known = locations.get(code);
    return { code, name: known?.name ?? null, country: known ? known.countryName[locale] : null };
  };
  const ordered = orderMilestones(milestoneRows);
  const states = milestoneStates(ordered);
  const delivered = isDelivered(ordered);
  const actual = (code: MilestoneCode) => ordered.filter((row) => row.code === code && row.actualAt).at(-1)?.actualAt ?? null;
  const countdown = demurrage({ dischargedAt: actual('discharged'), deliveredAt: actual('delivered'), freeDays: shipment.freeDays, now });
  // An anonymous caller's "last update" is the latest thing it can see, never a hidden milestone's time.
  const visibleTimes = [...ordered.map((row) => row.actualAt), ...etaRows.map((row) => row.at)].filter((date): date is Date => date !== null);
  const lastEventAt = full || visibleTimes.length === 0 ? shipment.lastEventAt : new Date(Math.max(...visibleTimes.map((date) => date.getTime())));

  return {
    reference: shipment.reference,
    matched: number,
    mode: shipment.mode,
    origin: place(shipment.origin),
    destination: place(shipment.destination),
    carrier: shipment.carrier,
    vessel: shipment.vessel,
    voyageNumber: shipment.voyageNumber,
    flightNumber: shipment.flightNumber,
    billOfLading: shipment.billOfLading,
    airWaybill: shipment.airWaybill,
    containers: found.containers.map((container) => ({ number: container.container_number, type: container.container_type, freeTimeEndsAt: iso(countdown?.freeTimeEndsAt ?? null), daysLeft: countdown?.daysLeft ?? null })),
    eta: shipment.eta.toISOString(),
    plannedEta: shipment.plannedEta.toISOString(),
    etaChanges: etaRows.map((row) => ({ from: row.from.toISOString(), to: row.to.toISOString(), reason: row.reason as EtaChangeReason, note: full ? row.note : null, at: row.at.toISOString() })),
    delayDays: delayDays(shipment.plannedEta, shipment.eta),
    freeDays: shipment.freeDays,
    lastEventAt: lastEventAt.toISOString(),
    stale: isStale(lastEventAt, now, delivered),
    delivered,
    milestones: ordered.map((row, index) => ({
      code: row.code,
      location: row.location ? place(row.location) : null,
      plannedAt: iso(row.plannedAt),
      actualAt: iso(row.actualAt),
      state: states[index]!,
      ...(full ? { public: row.public, note: row.note, source: row.source } : {}),
    })),
    view,
    ...(full ? { parties: shipment.parties as TrackingAnswer['parties'], documents: documents ?? [] } : {}),
    ...(emissions && { emissions }),
  };
}
