import { turkishFold } from '../../../domain/turkish-fold';
import type { Database } from '../../db/client';
import { provinces } from '../../db/schema';
import { knownLocations } from '../../freight/known-locations';
import type { Place, PlaceResolver } from './quote-intent';

interface Entry {
  port?: Place;
  airport?: Place;
  province?: Place;
}

const holder = globalThis as typeof globalThis & { __navlunChatPlaces?: Promise<PlaceResolver> };

/** Folded names (port, airport and its city, province) → places; read once per process, as the lookups are. */
export function placeResolver(db: Database): Promise<PlaceResolver> {
  holder.__navlunChatPlaces ??= (async () => {
    const [locations, provinceRows] = await Promise.all([knownLocations(db), db.select({ id: provinces.id, name: provinces.name }).from(provinces)]);
    const index = new Map<string, Entry>();
    const add = (name: string, slot: keyof Entry, place: Place) => {
      const key = turkishFold(name).trim();
      if (!key) return;
      const entry = index.get(key) ?? {};
      entry[slot] ??= place;
      index.set(key, entry);
    };
    for (const location of locations.values()) {
      const place: Place = { code: location.code, name: location.kind === 'airport' ? `${location.city} (${location.code})` : location.name, kind: location.kind };
      add(location.name, location.kind, place);
      if (location.kind === 'airport') add(location.city, 'airport', place);
    }
    for (const row of provinceRows) add(row.name, 'province', { code: `TR-${String(row.id).padStart(2, '0')}`, name: row.name, kind: 'province' });
    const resolve: PlaceResolver = (foldedName, prefer) => {
      const entry = index.get(foldedName.trim());
      if (!entry) return null;
      return (prefer === 'airport' ? (entry.airport ?? entry.port) : (entry.port ?? entry.airport)) ?? entry.province ?? null;
    };
    return resolve;
  })().catch((error: unknown) => {
    holder.__navlunChatPlaces = undefined;
    throw error;
  });
  return holder.__navlunChatPlaces;
}
