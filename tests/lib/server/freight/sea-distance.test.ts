import { describe, expect, it } from 'vitest';
import ports from '@/lib/server/db/reference-data/ports.json';
import { greatCircleKm } from '@/lib/domain/emissions';
import { largestConnectedPart, seaDistanceKm, type Port } from '@/lib/server/freight/sea-distance';

const port = (code: string): Port => {
  const found = ports.find((candidate) => candidate.locode === code);
  if (!found) throw new Error(`no port ${code}`);
  return { code, latitude: found.lat, longitude: found.lon };
};

describe('seaDistanceKm', () => {
  it('routes around the land, as published port-to-port distances do', async () => {
    // Published sailing distances (nautical miles × 1.852): Ambarlı → Rotterdam ≈ 3,300 nm via Gibraltar;
    // Ambarlı → Shanghai ≈ 8,300 nm via Suez; Mersin → Jebel Ali ≈ 3,500 nm via Suez and Hormuz.
    const rotterdam = await seaDistanceKm(port('TRAMR'), port('NLRTM'));
    const shanghai = await seaDistanceKm(port('TRAMR'), port('CNSHA'));
    const jebelAli = await seaDistanceKm(port('TRMER'), port('AEJEA'));
    expect(rotterdam).toBeGreaterThan(5900);
    expect(rotterdam).toBeLessThan(6500);
    expect(shanghai).toBeGreaterThan(14_800);
    expect(shanghai).toBeLessThan(16_200);
    expect(jebelAli).toBeGreaterThan(6100);
    expect(jebelAli).toBeLessThan(6900);
    // Never shorter than the great circle, and far longer where a continent lies between.
    expect(shanghai!).toBeGreaterThan(1.6 * greatCircleKm(port('TRAMR'), port('CNSHA')));
    expect(rotterdam!).toBeGreaterThan(greatCircleKm(port('TRAMR'), port('NLRTM')));
  });

  it('is the same both ways and answers a repeated pair from memory', async () => {
    const there = await seaDistanceKm(port('TRIZM'), port('ITGOA'));
    const back = await seaDistanceKm(port('ITGOA'), port('TRIZM'));
    expect(there).toBeDefined();
    expect(Math.abs(there! - back!)).toBeLessThan(1);
    expect(seaDistanceKm(port('TRIZM'), port('ITGOA'))).toBe(seaDistanceKm(port('TRIZM'), port('ITGOA')));
  });

  it('finds a route between every Turkish gateway of the demo tariffs and a port on each ocean', async () => {
    for (const from of ['TRAMR', 'TRMER', 'TRIZM', 'TRGEM', 'TRISK']) {
      for (const to of ['USNYC', 'USLAX', 'BRSSZ', 'ZADUR', 'SGSIN', 'DEHAM']) {
        const km = await seaDistanceKm(port(from), port(to));
        expect(km, `${from} → ${to}`).toBeGreaterThan(greatCircleKm(port(from), port(to)));
      }
    }
  });

  it('has no sea route to the Caspian or to a river port far inland', async () => {
    expect(await seaDistanceKm(port('TRAMR'), port('AZBAK'))).toBeUndefined();
    expect(await seaDistanceKm(port('TRMER'), port('CNWUH'))).toBeUndefined();
  });

  it('reaches every other port of the reference data', async () => {
    const unreachable = [];
    for (const { locode } of ports) if ((await seaDistanceKm(port('TRMER'), port(locode))) === undefined) unreachable.push(locode);
    expect(unreachable.sort()).toEqual(['AZBAK', 'BRMAO', 'CNCKG', 'CNWUH', 'KZAKT']);
  });
});

describe('largestConnectedPart', () => {
  it('keeps the points of the largest set of lines that meet, and drops pieces joined to nothing', () => {
    const main = [
      [
        [0, 0],
        [1, 0],
        [2, 0],
      ],
      [
        [2, 0],
        [2, 1],
      ],
    ];
    const piece = [
      [
        [5, 5],
        [6, 5],
      ],
    ];
    expect(largestConnectedPart([...piece, ...main]).sort()).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [2, 1],
    ]);
  });
});
