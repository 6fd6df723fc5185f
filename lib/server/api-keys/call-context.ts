import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * [E1] The API key a call is made with, for everything the call does: every audit row written while an endpoint
 * handles a key's call carries the key's id (lib/server/audit.ts), without each verb passing it along.
 */
const storage = new AsyncLocalStorage<{ apiKeyId: number }>();

export const runWithApiKey = <T>(apiKeyId: number, work: () => Promise<T>): Promise<T> => storage.run({ apiKeyId }, work);

/** The id of the key the current call is made with, or null (a user's call, or no call at all). */
export const currentApiKeyId = (): number | null => storage.getStore()?.apiKeyId ?? null;
