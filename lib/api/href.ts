import type { GetName, QueryOf } from './contract-types';

/** Where the API lives: robots.txt keeps crawlers out of it. */
export const API_PREFIX = '/api/';
/** The OpenAPI 3.1 document of the endpoint table (lib/server/api/openapi-route.ts). */
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';
/** The identity provider's claims call lives here: answered on the internal socket only (scripts/server.mjs). */
export const INTERNAL_API_PREFIX = '/api/internal/';
/** The base of the embedded Direct Line service (lib/api/endpoints/chat.ts: /api/directline/conversations/…). */
export const DIRECT_LINE_BASE = '/api/directline';

/** The address of a GET endpoint with its query, for a link or a download (a PDF, a receipt, an export). */
export function apiHref<N extends GetName>(name: N, query?: QueryOf<N>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return `/api/${name}${text ? `?${text}` : ''}`;
}
