import type { TariffRow } from '../freight/tariff-row';
import { LANE_TARIFFS_TTL_MS } from '../freight/search-offers';
import { processCache } from '../ttl-cache';

/**
 * [M5] Forgets this process's cached lane tariffs (lib/server/freight/search-offers.ts), so the next
 * search and quote read the tariffs table again: called after an import or a validity change. Other
 * instances keep serving their cached lanes for up to LANE_TARIFFS_TTL_MS (60 s); a request is priced
 * again when it is made, so nothing is booked from a stale tariff for longer than that.
 */
export function clearTariffCaches(): void {
  processCache<TariffRow[]>('laneTariffs', { ttlMs: LANE_TARIFFS_TTL_MS, maxEntries: 5_000 }).clear();
}
