import type { TariffRow } from './tariff-row';
import type { LanesOnSale } from '../places/lanes-on-sale';
import { processCache } from '../ttl-cache';

/**
 * How long one process reuses what it read of the tariffs (a lane's tariffs of a day, the gateways and lanes on
 * sale): popular lanes are searched again and again, and a tariff change reaches every instance within this time
 * (as the FX table does). A request is priced again when it is made, so an offer is never booked from a stale
 * tariff for longer than this. clearTariffCaches empties them on the instance that changed the tariffs.
 */
export const LANE_TARIFFS_TTL_MS = 60_000;

/** A lane's tariffs of a mode valid on a day. */
export const laneCache = processCache<TariffRow[]>('laneTariffs', { ttlMs: LANE_TARIFFS_TTL_MS, maxEntries: 5_000 });
/** The Turkish gateways with tariffs to (or from) a place on a day: where a province's cargo goes through. */
export const gatewayCache = processCache<string[]>('gatewaysOnSale', { ttlMs: LANE_TARIFFS_TTL_MS, maxEntries: 5_000 });
/** The lanes of a mode that sell on a day. */
export const modeLanesCache = processCache<LanesOnSale>('modeLanesOnSale', { ttlMs: LANE_TARIFFS_TTL_MS, maxEntries: 100 });
