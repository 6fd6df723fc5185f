import { and, asc, eq, type SQL } from 'drizzle-orm';
import { delayDays, demurrage, isDelivered, isStale, milestoneStates, orderMilestones } from '../../domain/tracking-view';
import type { EtaChangeReason, MilestoneCode, TrackingNumber } from '../../domain/tracking';
import type { Locale } from '../../routes';
import type { TrackingAnswer } from '../../schemas/tracking';
import { notFound } from '../api/errors';
import type { Database } from '../db/client';
import { shipmentContainers, shipmentEtaChanges, trackingMilestones, uploadedFiles } from '../db/schema';
import { knownLocations } from '../freight/known-locations';
import type { RequestViewer } from '../requests/request-scope';
import { findShipment } from './find-shipment';
import { publicTrackingCache } from './public-tracking-cache';
import { trackingViewOf } from './tracking-view-of';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A shipment's milestones (through tracking_milestones_shipment_idx): all of them, or the public ones. */
export function shipmentMilestonesQuery(db: Pick<Database, 'select'>, shipmentId: number, all: boolean) {
  const scope: SQL = all ? eq(trackingMilestones.shipmentId, shipmentId) : (and(eq(trackingMilestones.shipmentId, shipmentId), eq(trackingMilestones.public, true)) as SQL);
  return db
    .select({ code: trackingMilestones.code, location: trackingMilestones.location, plannedAt: trackingMilestones.plannedAt, actualAt: trackingMilestones.actualAt, public: trackingMilestones.public, note: trackingMilestones.note })
    .from(trackingMilestones)
    .where(scope);
}

/**
 * The tracking answer for a number: the shipment's summary, its milestones in order (the public ones
 * only, unless the viewer owns it or is operations), the ETA and its moves, staleness and the
 * containers' free-time countdown; parties and documents for the owner and operations. A few indexed
 * queries: the shipment by its number, then its containers, milestones and ETA changes by shipment id.
 */
export function getTracking(db: Database, input: { number: TrackingNumber; viewer: RequestViewer | null; locale: Locale; now?: Date }): Promise<TrackingAnswer> {
  // Anonymous callers share one short-lived answer per number and language (public-tracking-cache.ts).
  if (!input.viewer && !input.now) return publicTrackingCache().get(`${input.locale}:${input.number.kind}:${input.number.number}`, () => readTracking(db, input));
  return readTracking(db, input);
}

async function readTracking(db: Database, input: { number: TrackingNumber; viewer: RequestViewer | null; locale: Locale; now?: Date }): Promise<TrackingAnswer> {
  const { number, viewer, locale, now = new Date() } = input;
  const shipment = await findShipment(db, number);
  if (!shipment) throw notFound('tracking.notFound');
  const view = trackingViewOf(viewer, shipment);
  const full = view !== 'public';
  const [containers, milestoneRows, etaRows, documents, locations] = await Promise.all([
    db
      .select({ number: shipmentContainers.containerNumber, type: shipmentContainers.containerType })
      .from(shipmentContainers)
      .where(eq(shipmentContainers.shipmentId, shipment.id))
      .orderBy(asc(shipmentContainers.id)),
    shipmentMilestonesQuery(db, shipment.id, full),
    db
      .select({ from: shipmentEtaChanges.previousEta, to: shipmentEtaChanges.newEta, reason: shipmentEtaChanges.reason, note: shipmentEtaChanges.note, at: shipmentEtaChanges.changedAt })
      .from(shipmentEtaChanges)
      .where(eq(shipmentEtaChanges.shipmentId, shipment.id))
      .orderBy(asc(shipmentEtaChanges.changedAt)),
    full && shipment.reservationId !== null
      ? db
          .select({ id: uploadedFiles.id, fileName: uploadedFiles.fileName, mediaType: uploadedFiles.mediaType, sizeBytes: uploadedFiles.sizeBytes })
          .from(uploadedFiles)
          .where(eq(uploadedFiles.reservationId, shipment.reservationId))
          .orderBy(asc(uploadedFiles.createdAt))
      : Promise.resolve(null),
    knownLocations(db),
  ]);

  const place = (code: string) => {
    const known = locations.get(code);
    return { code, name: known?.name ?? null, country: known ? known.countryName[locale] : null };
  };
  const ordered = orderMilestones(milestoneRows.map((row) => ({ ...row, code: row.code as MilestoneCode })));
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
    containers: containers.map((container) => ({ number: container.number, type: container.type, freeTimeEndsAt: iso(countdown?.freeTimeEndsAt ?? null), daysLeft: countdown?.daysLeft ?? null })),
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
      ...(full ? { public: row.public, note: row.note } : {}),
    })),
    view,
    ...(full ? { parties: shipment.parties as TrackingAnswer['parties'], documents: documents ?? [] } : {}),
  };
}
