import { gatewayCache, laneCache, modeLanesCache } from '../freight/tariff-caches';

/**
 * [M5] Forgets this process's cached lane tariffs, gateways and lanes on sale (lib/server/freight/tariff-caches.ts),
 * so the next search and quote read the tariffs table again: called after an import or a validity change.
 * Other instances keep serving their cached lanes for up to LANE_TARIFFS_TTL_MS (60 s); a request is
 * priced again when it is made, so nothing is booked from a stale tariff for longer than that.
 */
export function clearTariffCaches(): void {
  laneCache.clear();
  gatewayCache.clear();
  modeLanesCache.clear();
}
