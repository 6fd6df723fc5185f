import type { TrackingAnswer } from '../../schemas/tracking';
import { trackingCacheSeconds } from '../config';
import { processCache } from '../ttl-cache';

/**
 * Anonymous tracking answers for a few seconds (TRACKING_CACHE_SECONDS): a tracking page is reloaded and
 * shared far more often than a carrier reports an event, and the public view is the same for every
 * anonymous caller. Owners and operations always read fresh; an operator's change clears this
 * instance's entries at once (other instances catch up within the TTL).
 */
export const publicTrackingCache = () => processCache<TrackingAnswer>('tracking:public', { ttlMs: trackingCacheSeconds() * 1000, maxEntries: 5_000 });
