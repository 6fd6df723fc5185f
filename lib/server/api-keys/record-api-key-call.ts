import { writeAudit } from '../audit';
import type { Principal } from '../auth/principal';
import { getDb } from '../db/client';
import { log } from '../log';

/**
 * [E1] Every call made with an API key leaves an audit row with the key's id: which endpoint, the method and the
 * status it was answered (a refused call too). A failure to write it is logged and never fails the call, which
 * has been answered already; what the call changed carries the key's id in its own rows (lib/server/audit.ts).
 */
export async function recordApiKeyCall(principal: Principal, call: { method: string; path: string; status: number }, requestId: string): Promise<void> {
  const key = principal.apiKey;
  if (!key) return;
  try {
    await writeAudit(await getDb(), { actorId: principal.userId, action: 'apiKey.call', entity: 'apiKey', entityId: key.id, after: { ...call, prefix: key.prefix }, requestId, apiKeyId: key.id });
  } catch (error) {
    log.warn({ err: error, requestId, apiKeyId: key.id }, 'api key call not audited');
  }
}
