import type { IncomingMessage } from 'node:http';
import { clientAddress, type RateLimit } from './limits';

/** One counter a call is counted in: the limit's name (an endpoint's path), its room, and whose count it is. */
export interface Bucket {
  name: string;
  limit: RateLimit;
  key: string;
}

/**
 * [T1] finding 5: the counters a call counts against. An anonymous caller counts in their address's; a signed-in
 * caller (or API key) in their own and, with the same room, in their address's too (one count for every account used from that
 * address), so signing in, or signing up again, never resets what an address has used. `signedInPoints` gives
 * signed-in callers more room, in counters of their own.
 */
export function callerBuckets(name: string, { signedInPoints, ...limit }: RateLimit & { signedInPoints?: number }, principal: { userId: string; apiKey?: { id: number } } | null, req: IncomingMessage): Bucket[] {
  const address = `ip:${clientAddress(req)}`;
  if (!principal) return [{ name, limit, key: address }];
  const signedIn = signedInPoints ? { name: `${name}#signedIn`, limit: { ...limit, points: signedInPoints } } : { name, limit };
  return [
    // [E1] An API key counts in its own counters, never in its creator's.
    { ...signedIn, key: principal.apiKey ? `apikey:${principal.apiKey.id}` : `user:${principal.userId}` },
    { ...signedIn, key: address },
  ];
}
