import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_RESPONSE_KEPT_BYTES, WEBHOOK_TIMEOUT_MS } from '../../domain/webhooks';
import { privateNetworkAllowed } from './endpoint-url';
import { isForbiddenAddress } from './forbidden-address';

/** What one POST to a receiver came to: its status and the start of its body, or why there was no answer. */
export interface WebhookAttemptResult {
  statusCode: number | null;
  latencyMs: number;
  response: string | null;
  error: string | null;
}

export class ForbiddenAddressError extends Error {
  code = 'EFORBIDDENADDRESS';
  constructor(address: string) {
    super(`refused: ${address} is a private, loopback or link-local address`);
  }
}

/**
 * The address look-up of a webhook's connection: the host's addresses as DNS gives them, refused when any is one a
 * webhook may not reach. Checking the address the socket then connects to (not the name beforehand) leaves no room
 * for a DNS answer that changes in between.
 */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as LookupAddress[];
    const refused = list.find((entry) => isForbiddenAddress(entry.address));
    if (refused || list.length === 0) return callback(new ForbiddenAddressError(refused?.address ?? hostname), '', 0);
    if ((options as { all?: boolean }).all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};

/** The first bytes of a body as text (a split character at the cut is dropped). */
const excerpt = (chunks: Buffer[]) => new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_KEPT_BYTES)).replace(/\uFFFD$/, '');

/** A short reason for the log from a connection error. */
function reasonOf(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (error instanceof ForbiddenAddressError) return error.message.slice(0, 200);
  if (code === 'ABORT_ERR' || (error as Error).name === 'AbortError' || (error as Error).name === 'TimeoutError') return `timeout: no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  return `${code ?? 'error'}: ${(error as Error).message}`.slice(0, 200);
}

/**
 * POSTs one signed event to a receiver: no redirects followed, an answer within 10 seconds (WEBHOOK_TIMEOUT_MS) or
 * the attempt fails, only the first kilobyte of the answer kept. Unless the development flag allows private networks,
 * the connection may not reach a private, loopback or link-local address, by name or by literal.
 */
export function postWebhook(url: string, headers: Record<string, string>, body: string): Promise<WebhookAttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const target = new URL(url);
    const host = target.hostname.replace(/^\[|\]$/g, '');
    const guarded = !privateNetworkAllowed();
    if (guarded && isIP(host) && isForbiddenAddress(host)) {
      resolve({ statusCode: null, latencyMs: elapsed(), response: null, error: new ForbiddenAddressError(host).message });
      return;
    }
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'NavlunWebhooks/1', ...headers },
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        ...(guarded ? { lookup: guardedLookup } : {}),
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept < WEBHOOK_RESPONSE_KEPT_BYTES) {
            chunks.push(chunk);
            kept += chunk.length;
          }
        });
        const finish = () => resolve({ statusCode: response.statusCode ?? null, latencyMs: elapsed(), response: excerpt(chunks) || null, error: null });
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    request.on('error', (error) => resolve({ statusCode: null, latencyMs: elapsed(), response: null, error: reasonOf(error) }));
    request.end(body);
  });
}
