import type { TrackingAnswer } from '../../schemas/tracking';
import { processCache } from '../ttl-cache';

/**
 * Anonymous tracking answers for a few seconds: a tracking page is reloaded and shared far more often
 * than a carrier reports an event, and the public view is the same for every anonymous caller. Owners
 * and operations always read fresh; an operator's change clears this instance's entries at once (other
 * instances catch up within the TTL).
 */
export const PUBLIC_TRACKING_TTL_MS = 5_000;

export const publicTrackingCache = () => processCache<TrackingAnswer>('tracking:public', { ttlMs: PUBLIC_TRACKING_TTL_MS, maxEntries: 5_000 });
