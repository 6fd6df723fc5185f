import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { Endpoint, HandlerContext } from '../../api/endpoint';
import { fieldErrors } from '../../schemas/errors';
import { runWithApiKey } from '../api-keys/call-context';
import { recordApiKeyCall } from '../api-keys/record-api-key-call';
import { assertCsrfSafe, authenticate, isSameOrigin, type Principal } from '../auth/authenticate';
import { authConfig } from '../auth/config';
import { signedCarrierBody } from '../carriers/carrier-caller';
import { chatCaller, conversationIdOfPath } from '../chat/chat-caller';
import { serviceKey } from '../config';
import { log } from '../log';
import { callerBuckets } from '../rate-limit/caller-buckets';
import { consumeRateLimit } from '../rate-limit/limits';
import { apiKeyCredential, assertApiKeyMayCall, authenticateApiKeyCall, countApiKeyCall } from './api-key-gate';
import { DEFAULT_BODY_LIMIT, readFormOrJsonBody, readJsonBody } from './body';
import { ApiError, forbidden, isDatabaseUnavailable, unauthorized } from './errors';
import { requestLocale, translateMessage } from './messages';
import { readMultipart } from './multipart';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * A reply that needs more than the 200 envelope: another status, headers, a pre-serialised body, or
 * bytes of another media type (`body` with its `contentType`, e.g. a PDF).
 */
export class Reply {
  constructor(
    readonly status: number,
    readonly options: {
      data?: unknown;
      json?: string;
      gzip?: Buffer;
      body?: Buffer;
      /** A body written as it is produced (e.g. a large CSV export), with back pressure. */
      stream?: AsyncIterable<string | Buffer>;
      contentType?: string;
      headers?: Record<string, string | string[]>;
    } = {},
  ) {}
}

export type ApiHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

const JSON_TYPE = 'application/json; charset=utf-8';

function send(res: ServerResponse, status: number, payload: string | Buffer | null, headers: Record<string, string | string[]>, requestId: string, contentType = JSON_TYPE) {
  res.statusCode = status;
  res.setHeader('X-Request-Id', requestId);
  res.setHeader('Cache-Control', headers['Cache-Control'] ?? 'no-store');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (payload === null) return void res.end();
  res.setHeader('Content-Type', contentType);
  res.end(payload);
}

/** An error's envelope in the caller's language: its code, message, field errors and the request id. */
function errorPayload(req: IncomingMessage, error: ApiError, requestId: string): string {
  const locale = requestLocale(req);
  const errors = error.fieldErrors?.map((item) => ({ ...item, message: translateMessage(locale, item.code, item.params) }));
  return JSON.stringify({ isSuccess: false, code: error.code, message: translateMessage(locale, error.code, error.params), ...(errors ? { errors } : {}), requestId });
}

/** An error answered outside an endpoint's pipeline: a path no endpoint has, a method none of the path's endpoints takes. */
export async function answerError(req: IncomingMessage, res: ServerResponse, error: ApiError): Promise<void> {
  const requestId = randomUUID();
  send(res, error.status, errorPayload(req, error, requestId), error.headers, requestId);
}

/** Writes a produced body chunk by chunk, waiting for the socket to drain; a failure mid-way cuts the response. */
async function writeStream(res: ServerResponse, stream: AsyncIterable<string | Buffer>): Promise<void> {
  try {
    for await (const chunk of stream) {
      if (res.destroyed) return;
      if (!res.write(chunk)) await new Promise<void>((resolve) => res.once('drain', resolve).once('close', resolve));
    }
    res.end();
  } catch (error) {
    log.error({ err: error }, 'streamed answer failed');
    res.destroy();
  }
}

const acceptsGzip = (req: IncomingMessage) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

function queryOf(req: IncomingMessage): Record<string, string> {
  const params = new URL(req.url ?? '/', 'http://localhost').searchParams;
  const query: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in query)) query[key] = value;
  return query;
}

/**
 * Where the input holds a NUL character (in a string or a key), walked without recursion (bodies nest
 * deeply); a file's bytes are not looked at. PostgreSQL can store no NUL in text or jsonb: such a value
 * would fail its query as a 500, so it is refused up front as a field error.
 */
function nulField(input: unknown): string | null {
  const pending: [unknown, string][] = [[input, '']];
  while (pending.length) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return path;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

function validate<S extends z.ZodType | undefined>(schema: S, input: unknown, location: 'body' | 'query'): Parsed<S> {
  if (!schema) return undefined as Parsed<S>;
  const value = input === undefined && location === 'body' ? {} : input;
  const nul = nulField(value);
  if (nul !== null) throw new ApiError(400, 'errors.validation', {}, [{ field: nul, code: 'validation.nulCharacter' }]);
  const result = schema.safeParse(value, { reportInput: true } as never);
  if (!result.success) throw new ApiError(400, 'errors.validation', {}, fieldErrors(result.error, value));
  return result.data as Parsed<S>;
}

function matchesSecret(given: unknown, expected: string): boolean {
  const left = Buffer.from(String(given ?? ''));
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function authorize(endpoint: Endpoint, req: IncomingMessage): Promise<Principal | null> {
  const { access } = endpoint;
  switch (access.kind) {
    case 'serviceKey':
      if (!matchesSecret(req.headers['x-service-key'], serviceKey())) throw unauthorized('errors.serviceKey');
      return null;
    case 'internal':
      if (!matchesSecret(req.headers['x-claims-secret'], authConfig().claimsSecret)) throw unauthorized('errors.serviceKey');
      return null;
    case 'sameOrigin':
      if (!isSameOrigin(req)) throw forbidden('errors.csrf');
      return authenticate(req).catch(() => null);
    case 'public':
      return authenticate(req).catch(() => null);
    case 'chatToken':
    case 'carrierSignature':
      return null;
    case 'user': {
      const principal = await authenticate(req);
      if (!principal) throw unauthorized();
      if (access.roles && !principal.roles.some((role) => access.roles?.includes(role))) throw forbidden();
      if (principal.via === 'cookie' && (endpoint.method !== 'GET' || endpoint.writes)) assertCsrfSafe(req);
      return principal;
    }
  }
}

/** A POST's body as its endpoint takes it: parsed JSON, or a multipart form's fields and file. */
function readBody(endpoint: Endpoint, req: IncomingMessage): Promise<unknown> {
  if (endpoint.bodyKind === 'multipart') return readMultipart(req, { maxFileBytes: endpoint.maxBodyBytes ?? DEFAULT_BODY_LIMIT });
  if (endpoint.bodyKind === 'form') return readFormOrJsonBody(req, endpoint.maxBodyBytes);
  return readJsonBody(req, endpoint.maxBodyBytes);
}

/**
 * Wraps one endpoint: method check, request id, authentication and roles, body and query validation
 * (400 with field errors), error mapping (never a stack trace) and one log line per request.
 */
export function apiRoute(endpoint: Endpoint): ApiHandler {
  return async (req, res) => {
    const started = process.hrtime.bigint();
    const inbound = req.headers['x-request-id'];
    const requestId = typeof inbound === 'string' && REQUEST_ID.test(inbound) ? inbound : randomUUID();
    let principal: Principal | null = null;
    let status = 200;
    try {
      if (req.method !== endpoint.method && !(endpoint.method === 'GET' && req.method === 'HEAD')) {
        throw new ApiError(405, 'errors.methodNotAllowed', { allowed: endpoint.method }, undefined, { Allow: endpoint.method });
      }
      // [E1] A call with an API key: the key (401), then the endpoint's scopes (403); the principal is set before
      // the scope check so that a refused call is audited with the key's id too.
      const keyCredential = apiKeyCredential(req);
      if (keyCredential) {
        principal = await authenticateApiKeyCall(req, keyCredential);
        assertApiKeyMayCall(endpoint, principal);
      } else {
        principal = await authorize(endpoint, req);
      }
      // Direct Line calls carry a chat token only: verified before the body is read, bound to the path's conversation.
      const chat = endpoint.access.kind === 'chatToken' ? await chatCaller(req, endpoint.path.includes('{conversationId}') ? conversationIdOfPath(req.url) : undefined) : null;
      const key = principal?.apiKey;
      if (key) await countApiKeyCall(endpoint, { ...principal!, apiKey: key }, req, res);
      else if (endpoint.rateLimit) {
        for (const bucket of callerBuckets(endpoint.path, endpoint.rateLimit, principal, req)) await consumeRateLimit(bucket.name, bucket.limit, bucket.key);
      }
      // A carrier's push: the signature covers the body's bytes as sent, so they are verified before being parsed.
      const signed = endpoint.access.kind === 'carrierSignature' ? await signedCarrierBody(req, endpoint.maxBodyBytes) : null;
      const body = endpoint.method === 'POST' ? validate(endpoint.body, signed ? signed.body : await readBody(endpoint, req), 'body') : undefined;
      const query = validate(endpoint.query, queryOf(req), 'query');
      const context = { req, body, query, principal, chat, carrier: signed?.carrier ?? null, requestId } as HandlerContext;
      const result = await (key ? runWithApiKey(key.id, () => endpoint.handle(context)) : endpoint.handle(context));
      if (result instanceof Reply) {
        status = result.status;
        const { json, gzip, data, body: bytes, stream, contentType = 'application/octet-stream', headers = {} } = result.options;
        if (stream) {
          res.statusCode = status;
          res.setHeader('X-Request-Id', requestId);
          res.setHeader('Cache-Control', headers['Cache-Control'] ?? 'no-store');
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
          res.setHeader('Content-Type', contentType);
          if (req.method === 'HEAD') res.end();
          else await writeStream(res, stream);
        } else if (bytes) {
          if (req.method === 'HEAD') res.setHeader('Content-Type', contentType).setHeader('Content-Length', bytes.length);
          send(res, status, req.method === 'HEAD' ? null : bytes, headers, requestId, contentType);
        } else {
          const compressed = gzip && acceptsGzip(req);
          const payload = compressed ? gzip : (json ?? (data === undefined ? null : JSON.stringify({ isSuccess: true, data })));
          const replyHeaders = gzip ? { ...headers, Vary: 'Accept-Encoding', ...(compressed ? { 'Content-Encoding': 'gzip' } : {}) } : headers;
          send(res, status, status === 304 || req.method === 'HEAD' ? null : payload, replyHeaders, requestId);
        }
      } else {
        send(res, status, JSON.stringify(endpoint.unwrapped ? result : { isSuccess: true, data: result }), {}, requestId);
      }
    } catch (error) {
      const failure = error instanceof ApiError ? error : isDatabaseUnavailable(error) ? new ApiError(503, 'errors.unavailable', {}, undefined, { 'Retry-After': '5' }) : null;
      if (!failure) log.error({ err: error, requestId }, 'unhandled API error');
      const known = failure ?? new ApiError(500, 'errors.internal');
      status = known.status;
      send(res, status, errorPayload(req, known, requestId), known.headers, requestId);
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log.info({ requestId, method: req.method, path: endpoint.path, status, ms: Math.round(ms * 10) / 10, userId: principal?.userId, apiKeyId: principal?.apiKey?.id }, 'api');
      if (principal?.apiKey) await recordApiKeyCall(principal, { method: String(req.method), path: endpoint.path, status }, requestId);
    }
  };
}
