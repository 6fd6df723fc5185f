import type { IncomingMessage } from 'node:http';
import { isNull } from 'drizzle-orm';
import { parseJson, readRawText } from '../api/body';
import { unauthorized } from '../api/errors';
import { batchLoader } from '../db/batch-loader';
import { getDb } from '../db/client';
import { carrierCredentials } from '../db/schema';
import { verifyWebhook } from '../webhooks/standard-webhooks';

/** The carrier a push came from: the credential whose secret signed it. */
export interface CarrierCaller {
  credentialId: number;
  carrier: string;
  /** The Admin who set the credential up: the carrier's changes are made (and audited) as theirs. */
  createdBy: string | null;
  /** The push's `webhook-id`. */
  messageId: string;
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The carrier credentials in force, read from the database for every push (a revoked one stops at once on every
 * instance); the pushes whose bodies arrived in the same turn of the event loop share one read (batch-loader.ts).
 */
const credentialsInForce = batchLoader(async () => {
  const rows = await (await getDb())
    .select({ id: carrierCredentials.id, carrier: carrierCredentials.carrier, createdBy: carrierCredentials.createdBy, secret: carrierCredentials.secret, previousSecret: carrierCredentials.previousSecret, previousSecretUntil: carrierCredentials.previousSecretUntil })
    .from(carrierCredentials)
    .where(isNull(carrierCredentials.revokedAt));
  return new Map([['all', rows]]);
});

/**
 * Reads a carrier's push and verifies its Standard Webhooks signature against every carrier credential in force
 * (read for each push: a revoked credential stops at once on every instance), the previous secret too while a
 * rotation's overlap lasts. 401 unless one verifies; then the body is parsed (400 if it is not JSON).
 */
export async function signedCarrierBody(req: IncomingMessage, limit?: number, now = new Date()): Promise<{ carrier: CarrierCaller; body: unknown }> {
  const text = await readRawText(req, limit);
  const headers = { id: header(req, 'webhook-id'), timestamp: header(req, 'webhook-timestamp'), signature: header(req, 'webhook-signature') };
  const credentials = (await credentialsInForce('inForce', 'all')) ?? [];
  for (const credential of credentials) {
    const secrets = [credential.secret, ...(credential.previousSecret && credential.previousSecretUntil && credential.previousSecretUntil > now ? [credential.previousSecret] : [])];
    if (verifyWebhook(secrets, headers, text, now).ok) {
      return { carrier: { credentialId: credential.id, carrier: credential.carrier, createdBy: credential.createdBy, messageId: headers.id! }, body: text.trim() ? parseJson(text) : undefined };
    }
  }
  throw unauthorized('errors.carrierSignature');
}
