import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';
import type { Role } from '../auth/roles';
import type { ApiKeyScope } from '../schemas/api-key';
import type { Principal } from '../server/auth/authenticate';
import type { CarrierCaller } from '../server/carriers/carrier-caller';
import type { ChatClaims } from '../server/chat/chat-token';

/** Who may call an endpoint. */
export type Access =
  | { kind: 'public' }
  /** The fixed service key, sent in the X-Service-Key header. */
  | { kind: 'serviceKey' }
  /** A signed-in user (bearer token or session cookie), optionally with one of the roles. */
  | { kind: 'user'; roles?: readonly Role[] }
  /** The browser's own session routes (BFF): anyone, but only from our origin. */
  | { kind: 'sameOrigin' }
  /** The identity provider's claims call, authorised by the shared secret in X-Claims-Secret. */
  | { kind: 'internal' }
  /**
   * A Direct Line call: only the bearer chat token (HS256, lib/server/chat/chat-token.ts) is verified,
   * never the sign-in path; on a path with {conversationId} it must be bound to that conversation.
   */
  | { kind: 'chatToken' }
  /**
   * [E1] A carrier's push (lib/server/carriers/carrier-caller.ts): the raw body signed the Standard Webhooks way with
   * the secret of a carrier credential the Admin manages; the credential that verifies it names the carrier.
   */
  | { kind: 'carrierSignature' };

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * What an endpoint's handler gets: the request, its validated body and query, and the verified caller. The access
 * rule decides what is certain: a `user` endpoint's handler always has its principal, a `chatToken` endpoint's its claims.
 */
export interface HandlerContext<B extends z.ZodType | undefined = z.ZodType | undefined, Q extends z.ZodType | undefined = z.ZodType | undefined, A extends Access = Access> {
  req: IncomingMessage;
  body: Parsed<B>;
  query: Parsed<Q>;
  /** The verified caller: set on `user` endpoints, and on others when the caller sent a valid sign-in. */
  principal: A extends { kind: 'user' } ? Principal : Principal | null;
  /** The verified chat token's claims: set on `chatToken` endpoints, null on every other. */
  chat: A extends { kind: 'chatToken' } ? ChatClaims : null;
  /** The carrier whose credential signed the body: set on `carrierSignature` endpoints, null on every other. */
  carrier: A extends { kind: 'carrierSignature' } ? CarrierCaller : null;
  requestId: string;
}

export type Method = 'GET' | 'POST';
export type ApiPath = `/api/${string}`;
/** `form`: JSON, or a form (url-encoded or multipart text fields), as a mail client's one-click unsubscribe POST sends (RFC 8058). */
export type BodyKind = 'json' | 'multipart' | 'form';

export interface Endpoint<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  M extends Method = Method,
  P extends ApiPath = ApiPath,
  K extends BodyKind = BodyKind,
  U extends boolean = boolean,
  A extends Access = Access,
> {
  method: M;
  /**
   * A GET that changes state (such as `/Language/Delete?id=`): authenticated by the session cookie, it needs
   * the same-origin and XSRF checks a POST needs (a SameSite=Lax cookie rides along on a top-level GET).
   */
  writes?: true;
  path: P;
  tag: string;
  summary: { en: string; tr: string };
  access: A;
  body?: B;
  query?: Q;
  response: R;
  /** Statuses the endpoint answers besides 200 and the generic 400/401/403/405/429/500. */
  statuses?: Partial<Record<304 | 402 | 403 | 404 | 409 | 410 | 413 | 415, { en: string; tr: string }>>;
  /** JSON: the whole body's limit. Multipart: each file's limit (the form's framing gets a small allowance on top). */
  maxBodyBytes?: number;
  /**
   * How a POST body arrives: JSON (the default) or `multipart/form-data`, read by lib/server/api/multipart.ts
   * into a record of its text fields and its one file part, which `body` then validates.
   */
  bodyKind?: K;
  /**
   * The media type of a successful answer that is not JSON (e.g. `application/pdf`): the route answers
   * the bytes themselves, without the envelope, and `response` describes them (`binaryContent` of lib/schemas/common.ts).
   */
  produces?: string;
  /**
   * Calls allowed per window, counted per client address and, for a signed-in caller, per user too (429 with
   * Retry-After beyond; lib/server/rate-limit/caller-buckets.ts); shared through Redis when configured.
   * `signedInPoints` gives signed-in callers of a public endpoint a higher limit in counters of their own
   * (anonymous callers keep `points`).
   */
  rateLimit?: { points: number; windowSeconds: number; signedInPoints?: number };
  /**
   * [E1] The API key scopes that may call the endpoint (a key needs one of them); a key calls as a Customer of its
   * company. An endpoint without any refuses every key (403 apiKeys.notAccepted). Only `public` and `user` endpoints.
   */
  apiKeyScopes?: readonly ApiKeyScope[];
  /** Answers the response schema itself, without the { isSuccess, data } envelope (an integration contract). */
  unwrapped?: U;
  /**
   * What the endpoint does once the caller passed the access rule, the rate limit and validation
   * (lib/server/api/handler.ts): its answer (the data of the 200 envelope) or a Reply (another status, headers, bytes).
   */
  handle(context: HandlerContext<B, Q, A>): Promise<unknown>;
}

/**
 * Declares an endpoint: one definition drives its route (lib/server/api/route-table.ts), validation,
 * authorisation, its handler, the typed client (lib/client/api.ts) and the OpenAPI document.
 */
export function endpoint<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  const M extends Method = Method,
  const P extends ApiPath = ApiPath,
  const K extends BodyKind = 'json',
  const U extends boolean = false,
  const A extends Access = Access,
>(definition: Endpoint<B, Q, R, M, P, K, U, A>): Endpoint<B, Q, R, M, P, K, U, A> {
  return definition;
}

export const SERVICE_KEY_HEADER = 'X-Service-Key';
