import { useWhenIdle } from '@/components/islands';

const loadLookups = () => void import('@/store/lookups').then(({ useLookups }) => useLookups.getState().load());

/**
 * Starts loading the session's global lookups once the page is idle; the store (and the HTTP client
 * it uses) arrive in a chunk of their own, so no page carries them in its first-load JavaScript.
 */
export function LookupsLoader() {
  useWhenIdle(loadLookups);
  return null;
}
