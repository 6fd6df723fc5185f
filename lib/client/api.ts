import type { Method } from '../api/endpoint';
import type { AnswerOf, BodyOf, GetName, PostName, QueryOf } from '../api/contract-types';
import { httpClient } from './http-client';

export type { AnswerOf, BodyOf, GetName, PostName, QueryOf } from '../api/contract-types';
export { apiHref } from '../api/href';

/**
 * The browser's typed API client, derived from the endpoint table (lib/api/endpoints/): an endpoint is named by its
 * path without `/api/` ('Freight/Search'), its method decides the function (`api.post`, `api.get`), and the body,
 * query and answer types come from its zod schemas (lib/api/contract-types.ts). The table is imported for its types
 * only: neither zod nor a handler reaches the browser through this module.
 */
export interface CallOptions {
  /** The language the server answers messages in (Accept-Language): the page's locale. */
  locale?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A field the server refused, with its stable code and localized message. */
export interface FieldProblem {
  field: string;
  code: string;
  message: string;
}

/** A call the server refused (or that never reached it): its status, stable code, localized message and field errors. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number | undefined,
    readonly code: string | undefined,
    /** The server's localized message, when it sent one. */
    readonly serverMessage: string | undefined,
    readonly fieldErrors: FieldProblem[],
  ) {
    super(serverMessage ?? `API call failed${status ? ` (${status})` : ''}`);
    this.name = 'ApiFailure';
  }
}

function failureOf(error: unknown): ApiFailure {
  const response = (error as { response?: { status?: unknown; data?: { code?: unknown; message?: unknown; errors?: unknown } } } | null)?.response;
  const data = response?.data;
  const fieldErrors = Array.isArray(data?.errors) ? (data.errors as FieldProblem[]).filter((item) => item && typeof item.field === 'string') : [];
  return new ApiFailure(
    typeof response?.status === 'number' ? response.status : undefined,
    typeof data?.code === 'string' ? data.code : undefined,
    typeof data?.message === 'string' && data.message ? data.message : undefined,
    fieldErrors,
  );
}

const headersOf = ({ locale, headers }: CallOptions) => ({ ...(locale ? { 'Accept-Language': locale } : {}), ...headers });

/** The answer's data: the envelope's `data`, or the whole answer of an endpoint that answers without the envelope. */
const dataOf = (answer: unknown) => (answer && typeof answer === 'object' && 'isSuccess' in answer && 'data' in answer ? answer.data : answer);

async function send<T>(method: Method, name: string, payload: { body?: unknown; query?: unknown }, options: CallOptions): Promise<T> {
  const http = await httpClient();
  try {
    const config = { headers: headersOf(options), signal: options.signal };
    const response = method === 'GET' ? await http.get(`/${name}`, { ...config, params: payload.query }) : await http.post(`/${name}`, payload.body, config);
    return dataOf(response.data) as T;
  } catch (error) {
    throw failureOf(error);
  }
}

export const api = {
  post: <N extends PostName>(name: N, body: BodyOf<N>, options: CallOptions = {}): Promise<AnswerOf<'POST', N>> => send('POST', name, { body }, options),
  get: <N extends GetName>(name: N, query?: QueryOf<N>, options: CallOptions = {}): Promise<AnswerOf<'GET', N>> => send('GET', name, { query }, options),
};

/** The server's localized message of a failed call, or the fallback (a network failure, an answer without one). */
export const failureMessage = (error: unknown, fallback: string): string => (error instanceof ApiFailure && error.serverMessage) || fallback;

/** The localized field errors of a refused call (400), if any. */
export const fieldProblems = (error: unknown): FieldProblem[] => (error instanceof ApiFailure ? error.fieldErrors : []);
