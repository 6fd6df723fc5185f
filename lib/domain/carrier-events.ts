import type { CarrierEvent } from '../schemas/carrier-event';
import type { MilestoneCode } from './tracking';

/**
 * [E1] What a carrier's DCSA Track & Trace event means for one of our shipments, decided from the event and the
 * shipment's lane alone (pure): a milestone that happened (ACT) or is planned or estimated (PLN, EST), or a new ETA
 * (an estimated or planned arrival at the port of discharge). Where an event happens decides which milestone it is:
 * loading at the port of loading is "loaded", loading anywhere else a transshipment there.
 */

export interface ShipmentLane {
  /** UN/LOCODE of the port of loading and of discharge. */
  origin: string;
  destination: string;
}

export type CarrierEventEffect =
  | { kind: 'milestone'; code: MilestoneCode; location: string | null; time: 'actual' | 'planned'; at: Date }
  | { kind: 'eta'; eta: Date };

/** Why an event changes nothing on the shipment (it is still stored and acknowledged). */
export type IgnoredBecause = 'documentEvent' | 'emptyEquipment' | 'stuffingOrStripping' | 'notOnThisLane';

type Place = 'origin' | 'destination' | 'elsewhere';

/** The milestone each equipment and transport event code is at the port of loading, of discharge, or in between. */
const MILESTONES: Record<string, Partial<Record<Place, MilestoneCode>>> = {
  GTIN: { origin: 'gateIn' },
  LOAD: { origin: 'loaded', elsewhere: 'transshipment' },
  DEPA: { origin: 'departed', elsewhere: 'transshipment' },
  ARRI: { destination: 'arrived', elsewhere: 'transshipment' },
  DISC: { destination: 'discharged', elsewhere: 'transshipment' },
  GTOT: { destination: 'outForDelivery' },
};

const codeOf = (event: CarrierEvent) => (event.eventType === 'EQUIPMENT' ? event.equipmentEventTypeCode : event.eventType === 'TRANSPORT' ? event.transportEventTypeCode : null);

/** The effects of a carrier event on a shipment of that lane, or why it has none. */
export function carrierEventEffects(event: CarrierEvent, lane: ShipmentLane): { effects: CarrierEventEffect[] } | { ignored: IgnoredBecause } {
  if (event.eventType === 'SHIPMENT') return { ignored: 'documentEvent' };
  if (event.eventType === 'EQUIPMENT' && event.emptyIndicatorCode === 'EMPTY') return { ignored: 'emptyEquipment' };
  const eventCode = codeOf(event)!;
  if (eventCode === 'STUF' || eventCode === 'STRP') return { ignored: 'stuffingOrStripping' };
  const location = event.transportCall.UNLocationCode ?? null;
  const place: Place = location === lane.origin ? 'origin' : location === lane.destination ? 'destination' : 'elsewhere';
  const code = MILESTONES[eventCode]?.[place];
  if (!code) return { ignored: 'notOnThisLane' };
  const at = new Date(event.eventDateTime);
  const time = event.eventClassifierCode === 'ACT' ? 'actual' : 'planned';
  const effects: CarrierEventEffect[] = [{ kind: 'milestone', code, location, time, at }];
  // An estimated or planned arrival at the port of discharge is the shipment's new ETA.
  if (code === 'arrived' && time === 'planned') effects.push({ kind: 'eta', eta: at });
  return { effects };
}

/** What an effect sets, as the key events about the same thing share: an older event never overwrites a newer one. */
export function effectKey(effect: CarrierEventEffect): string {
  return effect.kind === 'eta' ? 'eta' : `${effect.code}:${effect.code === 'transshipment' ? (effect.location ?? '') : ''}:${effect.time}`;
}

/** Whether an event created at `created` may still change what an event created at `lastApplied` set (out-of-order delivery). */
export function isNewer(created: Date, lastApplied: Date | null): boolean {
  return lastApplied === null || created.getTime() > lastApplied.getTime();
}

/** A carrier event with the shipment it matched as that shipment is now (its lane and ETA), or none. */
export interface MatchedCarrierEvent {
  event: CarrierEvent;
  shipment: (ShipmentLane & { id: number; eta: Date }) | null;
}

/** What a carrier event is found to be, as it is stored. */
export type CarrierEventStatus = 'applied' | 'superseded' | 'ignored' | 'unmatched';

/**
 * A carrier event's plan: its status; the effects newer than what earlier events set (`fresh`, remembered for the
 * out-of-order rule); of those the ones that change the shipment (`changes`: an estimate of the ETA it already has,
 * within a minute, is no move).
 */
export interface CarrierEventPlan {
  status: CarrierEventStatus;
  fresh: CarrierEventEffect[];
  changes: CarrierEventEffect[];
}

/** When the newest event applied to each thing of a shipment was created, by appliedKey(shipment, effectKey). */
export type AppliedEffects = Map<string, Date>;

export const appliedKey = (shipmentId: number, key: string) => `${shipmentId} ${key}`;

/**
 * Plans carrier events in their order, each as if the ones before it were applied: `applied` (read from the
 * shipments' stored effects) is updated as they would leave it, and so are the shipments' ETAs. An event is
 * 'unmatched' without a shipment, 'ignored' when it means nothing for the shipment's lane, 'superseded' when a newer
 * event already set everything it would, else 'applied'.
 */
export function planCarrierEvents(events: readonly MatchedCarrierEvent[], applied: AppliedEffects): CarrierEventPlan[] {
  const etas = new Map<number, Date>();
  return events.map(({ event, shipment }) => {
    if (!shipment) return { status: 'unmatched', fresh: [], changes: [] };
    const outcome = carrierEventEffects(event, shipment);
    if ('ignored' in outcome) return { status: 'ignored', fresh: [], changes: [] };
    const created = new Date(event.eventCreatedDateTime);
    const fresh = outcome.effects.filter((effect) => isNewer(created, applied.get(appliedKey(shipment.id, effectKey(effect))) ?? null));
    if (fresh.length === 0) return { status: 'superseded', fresh, changes: [] };
    const changes = fresh.filter((effect) => {
      if (effect.kind !== 'eta') return true;
      if (Math.abs(effect.eta.getTime() - (etas.get(shipment.id) ?? shipment.eta).getTime()) < 60_000) return false;
      etas.set(shipment.id, effect.eta);
      return true;
    });
    for (const effect of fresh) applied.set(appliedKey(shipment.id, effectKey(effect)), created);
    return { status: 'applied', fresh, changes };
  });
}
