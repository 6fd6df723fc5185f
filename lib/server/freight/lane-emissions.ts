import { chainEmissions, countedTonnes, flightKm, mainLegMode, type Emissions } from '../../domain/emissions';
import type { QuoteRequest } from '../../domain/pricing';
import type { KnownLocation } from './known-locations';
import { seaDistanceKm } from './sea-distance';

export interface LaneWithCarriage {
  origin: KnownLocation;
  destination: KnownLocation;
  preCarriageKm?: number;
  onCarriageKm?: number;
}

/**
 * The GLEC estimate of a search's cargo on one lane (lib/domain/emissions.ts): trucking to the port or airport, the
 * main carriage (sea by the shortest feasible route, air by great circle + 95 km), trucking from it. The same for
 * every carrier's offer on the lane, as default factors do not tell carriers apart. Undefined for minivan freight
 * and for ports the sea network joins no route between.
 */
export async function laneEmissions(request: Pick<QuoteRequest, 'mode'> & Parameters<typeof countedTonnes>[0], lane: LaneWithCarriage): Promise<Emissions | undefined> {
  const mode = mainLegMode(request.mode);
  if (!mode) return undefined;
  const mainKm = mode === 'sea' ? await seaDistanceKm(lane.origin, lane.destination) : flightKm(lane.origin, lane.destination);
  if (mainKm === undefined) return undefined;
  return chainEmissions(
    [
      { role: 'preCarriage', mode: 'road', km: lane.preCarriageKm ?? 0 },
      { role: 'main', mode, km: mainKm },
      { role: 'onCarriage', mode: 'road', km: lane.onCarriageKm ?? 0 },
    ],
    countedTonnes(request),
  );
}
