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
