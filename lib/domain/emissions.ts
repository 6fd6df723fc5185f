import { grossWeightKg, type PackageRow } from './chargeable-weight';
import type { ContainerCount, ContainerType, PackageMode, TransportMode } from './pricing';

/**
 * Well-to-wheel greenhouse gas estimates of a shipment, following the GLEC Framework v3 (the Smart Freight Centre's
 * framework that implements ISO 14083:2023): emissions of a leg = transport activity (tonne-kilometres) × the mode's
 * default emission intensity. Default factors, not a carrier's measured data: every screen says "estimate, GLEC
 * default factors".
 *
 * Distance per leg (the GLEC rules for each mode):
 * - sea: the shortest feasible distance between the two ports (lib/server/freight/sea-distance.ts routes it over a
 *   maritime network);
 * - air: the great circle distance between the airports plus 95 km for the approach, holding and routing (GLEC v3 and
 *   ISO 14083 Annex for air: GCD + 95 km);
 * - road: the road distance the trucking is priced on (the province distance table).
 *
 * Mass: the shipment's actual gross weight for LCL, air and courier cargo (ISO 14083 allocates by actual mass, not by
 * the volumetric or chargeable weight a tariff charges); for full containers, whose weight a search does not ask for,
 * GLEC's default load of 10 tonnes per TEU, so that a container's share follows its size.
 */

/** The modes a transport chain's legs run on. */
export type LegMode = 'sea' | 'air' | 'road';

/** Where a leg sits in the chain: trucking to the port of loading, the main carriage, trucking from the port of discharge. */
export type LegRole = 'preCarriage' | 'main' | 'onCarriage';

/**
 * Default well-to-wheel emission intensities in grams of CO2e per tonne-kilometre, with the row of the GLEC tables
 * each comes from. Read from the framework's default values as republished with their table references (the
 * framework's own PDF cannot be fetched here): EcoFreight's GLEC v3.2 default factor set (CC BY 4.0) for sea and air;
 * road as its comment says.
 */
export const GLEC_INTENSITY_G_PER_TKM: Readonly<Record<LegMode, number>> = {
  /** Container ship, average fleet (dry), WTW; GLEC v3.2 sea defaults. 81.5 g per TEU-km at 10 t per TEU. */
  sea: 8.15,
  /** Air freight, dedicated freighter fleet average, mixed haul, WTW; GLEC v3.2 §8.1. Used for every air leg: a search does not know whether the cargo flies in a belly or a freighter, and the freighter value is the higher one. */
  air: 789,
  /**
   * Road freight average (62 g CO2 per tonne-km): the Cefic/ECTA guideline value for road transport. GLEC v3's own row
   * (Table 8, articulated truck 34–40 t, average/mixed load, diesel) could only be read here for its well-to-tank
   * part (22 g), not its well-to-wheel total, so the road legs use this published average until that row is entered.
   */
  road: 62,
};

/** GLEC's addition to the great circle distance of a flight, in kilometres. */
export const AIR_DISTANCE_ADDITION_KM = 95;

/** GLEC's default load of a loaded container, in tonnes per TEU. */
export const TONNES_PER_TEU = 10;

/** Twenty-foot equivalent units per container type. */
export const TEU_PER_CONTAINER: Readonly<Record<ContainerType, number>> = { '20DC': 1, '40DC': 2, '40HC': 2, '20RF': 1, '40RF': 2 };

/** The mean radius of the Earth (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The great circle (haversine) distance between two points, in kilometres. */
export function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const latitudeDelta = radians(to.latitude - from.latitude);
  const longitudeDelta = radians(to.longitude - from.longitude);
  const a = Math.sin(latitudeDelta / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(longitudeDelta / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The distance GLEC counts for a flight between two airports: great circle plus 95 km. */
export function flightKm(from: Coordinates, to: Coordinates): number {
  return greatCircleKm(from, to) + AIR_DISTANCE_ADDITION_KM;
}

/** The mass counted for full containers: GLEC's default load per TEU, in tonnes. */
export function containerTonnes(containers: readonly ContainerCount[]): number {
  return containers.reduce((total, container) => total + TEU_PER_CONTAINER[container.type] * container.count, 0) * TONNES_PER_TEU;
}

export interface Leg {
  role: LegRole;
  mode: LegMode;
  km: number;
}

export interface LegEmissions extends Leg {
  /** Whole kilometres. */
  km: number;
  /** Kilograms of CO2e, to one decimal. */
  kgCo2e: number;
}

export interface Emissions {
  /** Kilograms of CO2e of the whole chain, to one decimal (the sum of the legs before rounding). */
  kgCo2e: number;
  /** The mass the estimate counts, in tonnes. */
  tonnes: number;
  legs: LegEmissions[];
}

const toOneDecimal = (value: number) => Math.round(value * 10) / 10;

/** One leg's kilograms of CO2e: kilometres × tonnes × the mode's intensity (g per tonne-km) ÷ 1000. */
export function legKgCo2e(leg: Pick<Leg, 'mode' | 'km'>, tonnes: number): number {
  return (leg.km * tonnes * GLEC_INTENSITY_G_PER_TKM[leg.mode]) / 1000;
}

/** The well-to-wheel estimate of a transport chain carrying `tonnes`, leg by leg (legs without distance are left out). */
export function chainEmissions(legs: readonly Leg[], tonnes: number): Emissions {
  const counted = legs.filter((leg) => leg.km > 0);
  const total = counted.reduce((sum, leg) => sum + legKgCo2e(leg, tonnes), 0);
  return {
    kgCo2e: toOneDecimal(total),
    tonnes,
    legs: counted.map((leg) => ({ ...leg, km: Math.round(leg.km), kgCo2e: toOneDecimal(legKgCo2e(leg, tonnes)) })),
  };
}

/** The mode of a quote's main carriage; minivan road freight has no default factor here (a van's intensity is not a 40 t truck's). */
export function mainLegMode(mode: TransportMode): LegMode | undefined {
  if (mode === 'SEA_FCL' || mode === 'SEA_LCL') return 'sea';
  if (mode === 'AIR' || mode === 'PARCEL') return 'air';
  return undefined;
}

/** The mass a quote request's estimate counts, in tonnes: GLEC's default load for full containers, the gross weight otherwise. */
export function countedTonnes(cargo: { mode: 'SEA_FCL'; containers: readonly ContainerCount[] } | { mode: PackageMode; rows: readonly PackageRow[] }): number {
  return cargo.mode === 'SEA_FCL' ? containerTonnes(cargo.containers) : grossWeightKg(cargo.rows) / 1000;
}
