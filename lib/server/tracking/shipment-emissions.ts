import { containerTypes } from '../../domain/freight-codes';
import type { ContainerCount, TransportMode } from '../../domain/pricing';
import type { OfferEmissions } from '../../schemas/freight';
import type { KnownLocation } from '../freight/known-locations';
import { laneEmissions } from '../freight/lane-emissions';

interface ShipmentLane {
  mode: TransportMode;
  origin: string;
  destination: string;
  /** The types of the shipment's containers, one entry per box. */
  containerTypes: readonly string[];
}

/** The boxes of a shipment by type, for the types the estimate knows. */
function containerCounts(types: readonly string[]): ContainerCount[] {
  return containerTypes.flatMap((type) => {
    const count = types.filter((candidate) => candidate === type).length;
    return count > 0 ? [{ type, count }] : [];
  });
}

/**
 * [E1] A shipment's CO2e estimate: the booked offer's (its legs with the trucking, its cargo's weight) when the shipment
 * comes from a reservation whose offer has one; otherwise, for full containers, the sea leg at GLEC's 10 t per TEU
 * (a shipment without a reservation knows its boxes, not its cargo's weight). Undefined when neither applies.
 */
export async function shipmentEmissions(booked: OfferEmissions | null, lane: ShipmentLane, locations: ReadonlyMap<string, KnownLocation>): Promise<OfferEmissions | undefined> {
  if (booked) return booked;
  const containers = containerCounts(lane.containerTypes);
  const [origin, destination] = [locations.get(lane.origin), locations.get(lane.destination)];
  if (lane.mode !== 'SEA_FCL' || containers.length === 0 || !origin || !destination) return undefined;
  return laneEmissions({ mode: 'SEA_FCL', containers }, { origin, destination });
}
